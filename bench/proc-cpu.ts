// CPU time of every thread of a process group (Chromium and its helpers, spawned in a group of their own),
// read from Linux's /proc: what a trace does not show (the browser's IndexedDB, V8's compilers and the
// collector's helper threads) beside what it does. Used by bench/reopen-profile.ts (THREADS=1).
import { readdirSync, readFileSync } from 'node:fs';

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

/** The fields of a /proc stat line after its command name (which may hold spaces and parentheses). */
const statFields = (stat: string) => stat.slice(stat.lastIndexOf(')') + 2).split(' ');

/** A Chromium process's kind, from its command line: renderer, gpu, utility, another helper, or browser. */
function kindOf(pid: string) {
  const command = read(`/proc/${pid}/cmdline`) ?? '';
  const type = /--type=([a-z-]+)/.exec(command)?.[1];
  return type === undefined
    ? 'browser'
    : ['renderer', 'gpu-process', 'utility'].includes(type)
      ? type
      : 'other';
}

/** A process's thread ids; none once it has ended. */
function threadsOf(pid: string): string[] {
  try {
    return readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
}

/**
 * CPU ms so far of the threads of process group `group`, by "kind/thread name" (a name's trailing digits
 * dropped, so a pool's threads add up). Linux counts in ticks of 10 ms.
 */
export function groupCpu(group: number): Map<string, number> {
  const byThread = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const stat = read(`/proc/${pid}/stat`);
    if (!stat || Number(statFields(stat)[2]) !== group) continue;
    const kind = kindOf(pid);
    for (const tid of threadsOf(pid)) {
      const thread = read(`/proc/${pid}/task/${tid}/stat`);
      if (!thread) continue;
      const name = thread.slice(thread.indexOf('(') + 1, thread.lastIndexOf(')')).replace(/\d+$/, '');
      const fields = statFields(thread);
      const ms = (Number(fields[11]) + Number(fields[12])) * 10;
      const key = `${kind}/${name}`;
      byThread.set(key, (byThread.get(key) ?? 0) + ms);
    }
  }
  return byThread;
}

/** What each thread took between two readings, largest first, and their sum. */
export function cpuBetween(before: Map<string, number>, after: Map<string, number>) {
  const spent = [...after]
    .map(([thread, ms]) => [thread, ms - (before.get(thread) ?? 0)] as const)
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1]);
  return { total: spent.reduce((sum, [, ms]) => sum + ms, 0), spent };
}
