/** A row's date as the service writes it: ISO 8601 with its offset (`2026-03-01T10:02:00-05:00`). */
const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:[.,]\d+)?(Z|([+-])(\d{2}):?(\d{2}))$/i;

export interface RowDate {
  /** The service's wall clock (`wallMs`, whole seconds): what the row's date says, without its offset. */
  wallMs: number;
  /** Its offset from UTC, in minutes: the service's clock as its rows carry it. */
  offsetMin: number;
  /** The instant, ms since the epoch. */
  instantMs: number;
}

/** A row's date, or null when it is not a date with an offset. */
export function parseRowDate(value: unknown): RowDate | null {
  if (typeof value !== 'string') return null;
  const m = ISO.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wallMs = Date.UTC(year, month - 1, day, hour, minute, second);
  const offsetMin =
    m[7]?.toUpperCase() === 'Z' ? 0 : (m[8] === '-' ? -1 : 1) * (Number(m[9]) * 60 + Number(m[10]));
  if (Math.abs(offsetMin) > 18 * 60 || Number.isNaN(wallMs)) return null;
  return { wallMs, offsetMin, instantMs: wallMs - offsetMin * 60_000 };
}
