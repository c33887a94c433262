import { lineOf, type Progress } from './progress';

const WIDTH = 24;
const clock = (ms: number) => {
  const s = Math.max(0, Math.round(ms / 1000));
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
};

/**
 * A bar on a terminal: pages of total, rows, and the time left as the rate limit allows it (one page per
 * `intervalMs`); a wait for a 429 or a retry counts down on the same line each second.
 */
export function barProgress(intervalMs: number): Progress {
  const err = process.stderr;
  let timer: ReturnType<typeof setInterval> | undefined;
  const stopTimer = () => clearInterval(timer);
  const draw = (text: string) => err.write(`\r\u001b[2K${text}`);
  return (e) => {
    if (e.event === 'page') {
      stopTimer();
      const done = Math.min(WIDTH, Math.round((WIDTH * e.page) / Math.max(1, e.totalPages)));
      const left = clock((e.totalPages - e.page) * intervalMs);
      draw(
        `[${'#'.repeat(done)}${'.'.repeat(WIDTH - done)}] ${e.page}/${e.totalPages} pages · ${e.rowsSoFar} rows · ~${left} left`,
      );
      return;
    }
    if (e.event === 'wait' && e.kind !== 'throttle') {
      stopTimer();
      const tick = () => draw(lineOf(e) ?? '');
      tick();
      timer = setInterval(tick, 1000);
      timer.unref();
      return;
    }
    const line = lineOf(e);
    if (line) {
      stopTimer();
      draw(`${line}\n`);
    }
  };
}
