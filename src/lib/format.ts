/** Plain numbers for people: grouped digits, short durations, kilobytes. */
const grouped = new Intl.NumberFormat('en-US');

export const formatCount = (n: number) => grouped.format(n);

export const formatKb = (kb: number) =>
  kb >= 1024
    ? `${grouped.format(Math.round((kb / 1024) * 10) / 10)} MB`
    : `${grouped.format(Math.round(kb))} KB`;

/** "3 h 05 min", "4 min 10 s", "12 s", "0.4 s": precise enough to plan around, never a fake precision. */
export function formatDuration(ms: number): string {
  if (ms < 0) ms = 0;
  if (ms < 10_000 && ms % 1000 !== 0) return `${(Math.ceil(ms / 100) / 10).toFixed(1)} s`;
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return `${h} h ${String(m).padStart(2, '0')} min`;
  if (m > 0) return `${m} min ${String(s).padStart(2, '0')} s`;
  return `${s} s`;
}

/** Local clock time of an instant, with the date when it is not today. */
export function formatClock(at: number, now: number): string {
  const d = new Date(at);
  const time = d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const sameDay = new Date(now).toDateString() === d.toDateString();
  return sameDay ? time : `${d.toLocaleDateString('en-CA')} ${time}`;
}
