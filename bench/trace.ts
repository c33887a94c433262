/** The longest task of a Chromium trace's renderer main thread, in ms (RunTask events of devtools.timeline). */
export function longestTask(trace: Buffer): number {
  const parsed: unknown = JSON.parse(trace.toString('utf8'));
  const events = Array.isArray(parsed)
    ? parsed
    : typeof parsed === 'object' &&
        parsed !== null &&
        'traceEvents' in parsed &&
        Array.isArray(parsed.traceEvents)
      ? parsed.traceEvents
      : [];
  const field = (e: unknown, k: string): unknown =>
    typeof e === 'object' && e !== null && k in e ? (e as Record<string, unknown>)[k] : undefined;
  const mainThreads = new Set<string>();
  for (const e of events) {
    const args = field(e, 'args');
    if (field(e, 'name') === 'thread_name' && field(args, 'name') === 'CrRendererMain') {
      mainThreads.add(`${String(field(e, 'pid'))}:${String(field(e, 'tid'))}`);
    }
  }
  let longest = 0;
  for (const e of events) {
    if (field(e, 'name') !== 'RunTask' || field(e, 'ph') !== 'X') continue;
    if (!mainThreads.has(`${String(field(e, 'pid'))}:${String(field(e, 'tid'))}`)) continue;
    const dur = field(e, 'dur');
    if (typeof dur === 'number') longest = Math.max(longest, dur / 1000);
  }
  return longest;
}
