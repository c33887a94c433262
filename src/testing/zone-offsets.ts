import type { ZoneOffset } from '../core/dates';

/** A zone's offset at an instant as the platform's time-zone data says (`Intl`), whatever zone tests run in. */
export function zoneOffset(timeZone: string): ZoneOffset {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  return (ms) => {
    const name = format.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? '';
    const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    if (!m) return 0; // "GMT": UTC itself
    return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000;
  };
}
