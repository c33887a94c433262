/**
 * How long after `fetch()` was called the browser actually began sending `url` (Resource Timing:
 * requestStart - startTime), for the call that started at `since` (performance.now() time). Under load a
 * browser can hold a request back (measured: docs/service.md#gateway-accuracy); the service counts from
 * when it arrives. 0 where the timing is unknown: Node, a cross-origin call without Timing-Allow-Origin,
 * a failed request.
 */
export function sentLateMs(url: string, since: number): number {
  const perf = globalThis.performance as Performance | undefined;
  if (typeof perf?.getEntriesByName !== 'function') return 0;
  const entries = perf.getEntriesByName(url, 'resource');
  let late = 0;
  for (const e of entries) {
    if (e.startTime < since - 1 || !('requestStart' in e)) continue;
    const requestStart = typeof e.requestStart === 'number' ? e.requestStart : 0;
    if (requestStart > 0) late = requestStart - e.startTime;
  }
  // The buffer holds 250 entries by default, then drops new ones: a 1,000-page run would lose its timing.
  if (perf.getEntriesByType('resource').length > 200) perf.clearResourceTimings();
  return Math.max(0, late);
}
