// Run by tz.test.ts in a child process under a given TZ (Node reads TZ once, at start-up). Prints the
// resolved zone and every failure found as JSON.
import { presets } from './presets';
import { checkRange, clampEndForMax } from './range';
import { formatServiceDate, parseServiceDate } from './service-date';
import { addDays, formatWallClock } from './wall-clock';

const failures: string[] = [];
const fail = (what: string) => failures.length < 20 && failures.push(what);

for (let day = 0; day < 366; day++) {
  const start = { year: 2026, month: 1, day: 1 + day, hour: 0, minute: 0, second: 0 };
  const s = formatWallClock(addDays(start, 0));
  const end = addDays(start, 90);
  if (checkRange(s, formatWallClock(end), 90) !== null) fail(`90 days from ${s} refused`);
  const over = checkRange(s, formatWallClock({ ...end, second: 1 }), 90);
  if (over?.message !== 'DIALOGS takes at most 90 days; this range is 91 days.') fail(`90 d + 1 s from ${s}`);

  // Noon exists in every zone on every day (no daylight-saving change happens then).
  const noon = parseServiceDate(s.replace('00:00:00', '12:00:00'));
  if (!noon.ok) fail(`${s} did not parse`);
  else {
    if (formatServiceDate(noon.date) !== s.replace('00:00:00', '12:00:00')) fail(`round trip of ${s}`);
    const latest = formatServiceDate(clampEndForMax(noon.date, 90));
    if (latest !== formatWallClock(addDays(noon.value, 90))) fail(`clamp from ${s} gave ${latest}`);
  }
  for (const p of presets(new Date(2026, 0, 1 + day, 23, 30, 0))) {
    if (checkRange(p.start, p.end, 90) !== null) fail(`preset ${p.id} on ${s}`);
  }
}

console.info(JSON.stringify({ zone: Intl.DateTimeFormat().resolvedOptions().timeZone, failures }));
