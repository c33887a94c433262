/** ms to add to an instant to read its wall clock in a zone; the default is the zone this code runs in. */
export type ZoneOffset = (ms: number) => number;
export const localOffset: ZoneOffset = (ms) => -new Date(ms).getTimezoneOffset() * 60_000;

const SLOT_MS = 900_000;
/** Slots of the offset cache: consecutive quarter hours of nearly two years never share one. */
const SLOTS = 1 << 16;

/**
 * An instant's wall clock in a zone, as ms read as UTC digits: the one cache of a zone's offset, which the
 * Overview's hours and the Summary's periods both read, so the two never put a row in different hours.
 * The offset is asked once per UTC quarter hour (rows come shuffled over days, and a Date per row cost
 * most of a pass) and kept in typed arrays, one slot per quarter hour modulo SLOTS, rather than a Map: no
 * lookup allocates. Quarter hours, not hours, because zones change their offset on the half hour (Lord
 * Howe's daylight saving starts at 15:30 UTC, Newfoundland's at 05:30 UTC) and by as little as 30 minutes.
 */
export class ZoneWall {
  private readonly slots = new Float64Array(SLOTS).fill(NaN);
  private readonly shifts = new Float64Array(SLOTS);

  constructor(private readonly offset: ZoneOffset = localOffset) {}

  of(ms: number): number {
    const q = Math.floor(ms / SLOT_MS);
    const slot = q & (SLOTS - 1);
    if (this.slots[slot] !== q) {
      this.slots[slot] = q;
      this.shifts[slot] = this.offset(q * SLOT_MS);
    }
    return ms + (this.shifts[slot] ?? 0);
  }
}
