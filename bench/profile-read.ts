// What the profile scripts (reopen-profile.ts, scroll-profile.ts, overview-profile.ts, table-profile.ts)
// read from Chromium: a trace's events and its threads, a sampled CPU profile's self times, and the median
// of their rounds.

/** One event of a Chromium trace, as far as the scripts read it. */
export type TraceEvent = {
  name?: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; usedHeapSizeBefore?: number; usedHeapSizeAfter?: number; data?: unknown };
};

/** The events of a Chromium trace (either JSON shape). */
export function traceEvents(buffer: Buffer): TraceEvent[] {
  const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

/** "pid:tid" of the threads of that name (CrRendererMain, DedicatedWorker thread…). */
export const threadsNamed = (events: readonly TraceEvent[], name: string) =>
  new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === name).map((e) => `${e.pid}:${e.tid}`),
  );

/** A sampled CPU profile, as CDP's Profiler.stop answers it. */
export type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
};

/** Self time (ms) by function ("name file:line"), the TOP (default 30) largest first. */
export function selfTimes(profile: CpuProfile): [string, number][] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const f = byId.get(id)?.callFrame;
    const name = f ? `${f.functionName || '(anon)'} ${f.url.split('/').pop() ?? ''}:${f.lineNumber}` : '?';
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 30));
}

export const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};

/** The `n` tasks that took the most main-thread CPU after the mark `after`, with what was inside each. */
export function heaviest(buffer: Buffer, after: string, n: number): string {
  const events = traceEvents(buffer);
  const main = threadsNamed(events, 'CrRendererMain');
  const on = (e: TraceEvent) => main.has(`${e.pid}:${e.tid}`) && e.ph === 'X';
  const from = events.find((e) => e.name === after)?.ts ?? 0;
  const tasks = events
    .filter((e) => on(e) && e.name === 'RunTask' && (e.ts ?? 0) >= from)
    .sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))
    .slice(0, n);
  return tasks
    .map((t) => {
      const start = t.ts ?? 0;
      const end = start + (t.dur ?? 0);
      const inside = events
        .filter((e) => on(e) && e !== t && (e.ts ?? 0) >= start && (e.ts ?? 0) < end && e.name !== 'RunTask')
        .sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))
        .slice(0, 3)
        .map((e) => `${e.name} ${((e.tdur ?? 0) / 1000).toFixed(1)}`)
        .join(', ');
      return `${((t.tdur ?? 0) / 1000).toFixed(1)} ms at +${((start - from) / 1e6).toFixed(1)} s (${inside})`;
    })
    .join('; ');
}
