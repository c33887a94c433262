import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { BodyProps } from './body-props';
import { createBodyLayers, INITIAL_RECT } from './body-layers';
import { browserClock, createBodyScheduler, type BodyScheduler } from './body-scheduler';

export { INITIAL_RECT, ROWS } from './body-layers';

/** Scroll frames, the rows brought up to date before input needs them, and the viewport's size. */
function useBodyEvents(
  scrollRef: RefObject<HTMLDivElement | null>,
  scheduler: BodyScheduler,
  stopLayers: () => void,
) {
  useEffect(() => {
    const grid = scrollRef.current;
    if (!grid) return;
    const beforeInput = (event: Event) => {
      // A move with a button held is a drag (the scrollbar's thumb, or a selection the press began, which
      // brought the rows up to date): the face alone follows it.
      if (event instanceof PointerEvent && event.type === 'pointermove' && event.buttons !== 0) return;
      scheduler.catchUp();
    };
    const onScroll = () => scheduler.scrolled();
    grid.addEventListener('scroll', onScroll, { passive: true });
    // Before a press, a key or a hover is handled, the rows it lands on are there.
    const needs = ['pointermove', 'pointerdown', 'keydown', 'focusin'] as const;
    for (const type of needs) grid.addEventListener(type, beforeInput, { capture: true, passive: true });
    const observer = new ResizeObserver(() =>
      scheduler.resized(grid.clientWidth, grid.clientHeight || INITIAL_RECT.height),
    );
    observer.observe(grid);
    return () => {
      grid.removeEventListener('scroll', onScroll);
      for (const type of needs) grid.removeEventListener(type, beforeInput, { capture: true });
      observer.disconnect();
      scheduler.stop();
      stopLayers();
    };
  }, [scrollRef, scheduler, stopLayers]);
}

/**
 * Keeps the body showing `props`: after every render, and on every scroll frame. The body is drawn and
 * written outside React (body-layers.ts), when body-scheduler.ts says. Returns the elements to mount the
 * layers in and what the keyboard reads (rows per page, the viewport's height).
 */
export function useBody(scrollRef: RefObject<HTMLDivElement | null>, props: BodyProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const faceRef = useRef<HTMLCanvasElement>(null);
  // Made once: the frame and the task a render asks for outlive it.
  // eslint-disable-next-line react-hooks/refs -- read as the layers draw and write, never while rendering
  const [body] = useState(() => {
    const { layers, pageRows, stop } = createBodyLayers({ grid: scrollRef, host: bodyRef, canvas: faceRef });
    return { pageRows, stop, scheduler: createBodyScheduler(layers, browserClock, INITIAL_RECT.height) };
  });
  useLayoutEffect(() => body.scheduler.show(props));
  useBodyEvents(scrollRef, body.scheduler, body.stop);
  return { bodyRef, faceRef, pageRows: body.pageRows, viewportHeight: body.scheduler.viewportHeight };
}
