// Waits for the browser's processes to fall quiet, read from Linux's /proc: a page's forced collection
// returns once the heap is marked, and its sweeping goes on in V8's helper threads. After the summary
// bench's million rows that sweeping took 1.3 s and 680 ms of CPU, and a measure begun by the page's idle
// callbacks alone shared both cores with it.
import { readdirSync, readFileSync } from 'node:fs';

const WINDOW_MS = 100;
/** At most one tick of Linux's (10 ms: 10 % of one core) in each of QUIET_WINDOWS windows in a row. */
const QUIET_TICKS = 1;
const QUIET_WINDOWS = 3;
const GIVE_UP_MS = 10_000;

/** CPU ticks spent so far by every Chromium process; null where /proc cannot be read. */
function chromiumTicks(): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let ticks = 0;
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // a process that ended meanwhile
    }
    const close = stat.lastIndexOf(')');
    if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('chrom')) continue;
    // After the name: state is field 3 of stat; utime and stime are fields 14 and 15.
    const fields = stat.slice(close + 2).split(' ');
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the browser spent at most a tick of CPU in each of three 100 ms windows in a row, or
 * after 10 s (the ms waited, and whether it fell quiet, for the log).
 */
export async function browserQuiet(): Promise<{ ms: number; quiet: boolean }> {
  const start = performance.now();
  const first = chromiumTicks();
  if (first === null) return { ms: 0, quiet: false };
  let last: number = first;
  let calm = 0;
  while (performance.now() - start < GIVE_UP_MS) {
    await wait(WINDOW_MS);
    const now: number = chromiumTicks() ?? last;
    calm = now - last <= QUIET_TICKS ? calm + 1 : 0;
    last = now;
    if (calm >= QUIET_WINDOWS) return { ms: performance.now() - start, quiet: true };
  }
  return { ms: performance.now() - start, quiet: false };
}
