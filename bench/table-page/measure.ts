/** In-page measuring helpers for the table bench: frames by requestAnimationFrame, work by performance.now. */
export const nextFrame = () => new Promise<number>((r) => requestAnimationFrame(r));

export const quantile = (values: readonly number[], q: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? 0;
};

export const p95 = (values: readonly number[]) => quantile(values, 0.95);

/** 60 Hz: the benches' headless Chromium draws at this rate (bench/reference.ts measures it: `frame`). */
const SIXTY_HZ_MS = 1000 / 60;

/**
 * The display's interval: the loop's median frame time, but never more than 60 Hz's. A loop slower than
 * that is late, not on a slower display: AG Grid at four times slower drew every 112 ms at its median, and
 * against its own median 4 % of its frames read as late, where nearly all were.
 */
const displayInterval = (deltas: readonly number[]) =>
  Math.min(quantile(deltas, 0.5) || SIXTY_HZ_MS, SIXTY_HZ_MS);

/**
 * p95 of frame times snapped to whole display intervals: rAF timestamps jitter by ±0.1 ms, so a stream
 * with no dropped frame reads 16.6-16.8 ms; snapped, it reads 16.67 ms.
 */
export const p95Snapped = (deltas: readonly number[]) => {
  const interval = displayInterval(deltas);
  // To 0.1 ms: the median interval itself reads 16.67-16.75 ms at 60 Hz, and a stream with no dropped
  // frame read 16.71 ms against a 16.7 ms target.
  return Math.round(p95(deltas.map((d) => Math.max(1, Math.round(d / interval)) * interval)) * 10) / 10;
};

/** Share of frames that took more than one display interval (what the snapped p95 hides until 5 %). */
export const lateShare = (deltas: readonly number[]) => {
  const interval = displayInterval(deltas);
  return deltas.filter((d) => d > interval * 1.5).length / Math.max(1, deltas.length);
};

/** A scroll loop's figures: frame intervals (raw and snapped), late frames, and each frame's work. */
export const frameFigures = ({ deltas, work }: { deltas: number[]; work: number[] }) => ({
  p95: p95(deltas),
  snapped: p95Snapped(deltas),
  late: lateShare(deltas),
  workP50: quantile(work, 0.5),
  workP95: p95(work),
  deltas,
});

/**
 * Frame-to-frame times while `step(frame)` moves the scroll position once per frame, and each frame's main-
 * thread work: from the frame's begin time (the rAF timestamp; the scroll event the previous step caused,
 * the painter's writes and rAF run after it) to a message posted from rAF, which runs once that frame's
 * style, layout, paint and commit are done. Intervals come in whole vsyncs; the work is the time itself.
 */
export async function frames(
  count: number,
  step: (frame: number) => void,
): Promise<{ deltas: number[]; work: number[] }> {
  const deltas: number[] = [];
  const work: number[] = [];
  const channel = new MessageChannel();
  channel.port1.onmessage = (e: MessageEvent<number>) => work.push(performance.now() - e.data);
  let last = await nextFrame();
  for (let f = 0; f < count; f++) {
    step(f);
    const now = await new Promise<number>((r) =>
      requestAnimationFrame((t) => {
        channel.port2.postMessage(t);
        r(t);
      }),
    );
    deltas.push(now - last);
    last = now;
  }
  await nextFrame();
  channel.port1.close();
  return { deltas, work };
}

/** Resolves once the page has been idle for a moment (three idle periods of 45 ms in a row). */
export function idle(): Promise<void> {
  return new Promise<void>((resolve) => {
    let calm = 0;
    const check = (d: IdleDeadline) => {
      calm = d.timeRemaining() >= 45 ? calm + 1 : 0;
      if (calm >= 3) resolve();
      else requestIdleCallback(check);
    };
    requestIdleCallback(check);
  });
}

/**
 * Resolves once the table has indexed its columns (data-indexing="false", set when its idle-time work
 * is done) and the page has then been idle for a moment (idle()).
 */
export async function settled(): Promise<void> {
  for (;;) {
    const section = document.querySelector('section[data-indexing]');
    if (section?.getAttribute('data-indexing') === 'false') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await idle();
}

/**
 * The next frame: what `look()` sees in its requestAnimationFrame (the state that frame paints), and the
 * time that frame's style, layout, paint and commit are over: a message posted from rAF runs once they
 * are (as in frames()). Both grids' figures end there, at the frame that is painted.
 */
export function paintedFrame<T>(look: () => T): Promise<{ seen: T; at: number }> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const seen = look();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve({ seen, at: performance.now() });
      };
      channel.port2.postMessage(null);
    }),
  );
}

/** Runs `act` and resolves with the ms until a frame where `done()` holds is painted (work plus paint). */
export async function untilPainted(act: () => void, done: () => boolean): Promise<number> {
  const t0 = performance.now();
  act();
  for (;;) {
    const frame = await paintedFrame(done);
    if (frame.seen) return frame.at - t0;
  }
}

/** Types into a React-controlled input the way a keystroke does: value set, input event fired. */
export function typeInto(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Types `word` a letter at a time, each keystroke timed by `timed` (to its painted answer), the page let
 * fall idle between them: the keystroke figures of the Summary bench's pages.
 */
export async function keystrokes(
  input: HTMLInputElement,
  word: string,
  timed: (keystroke: () => void) => Promise<number>,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 1; i <= word.length; i++) {
    times.push(await timed(() => typeInto(input, word.slice(0, i))));
    await idle();
  }
  return times;
}

/** Steady scrolling from the top of `el`, `px` a frame for `count` frames (`also` runs each frame too). */
export async function scrollSteadyOn(
  el: HTMLElement,
  count: number,
  px: number,
  also: (frame: number) => void = () => {},
) {
  el.scrollTop = 0;
  return frameFigures(
    await frames(count, (f) => {
      el.scrollTop += px;
      also(f);
    }),
  );
}

/** A jump to a random row of `el` every frame, the same seeded jumps on every grid. */
export async function scrollJumpOn(el: HTMLElement, count: number) {
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return frameFigures(
    await frames(count, () => {
      el.scrollTop = Math.floor(random() * (el.scrollHeight - el.clientHeight));
    }),
  );
}
