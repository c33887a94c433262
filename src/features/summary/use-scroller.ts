import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';

/** Until the scroller is measured, it is taken as wide as the window, which is read without a layout. */
const guessedWidth = () => (typeof window === 'undefined' ? 1280 : window.innerWidth);

/**
 * Where a scroller is scrolled to and how wide it is, kept as state so a table can draw only what is in
 * view: read on every scroll, and its width from its resize observer. Nothing is read as it mounts: reading
 * an element's size in the mount's commit forces the page's whole layout there, as it did in the grid's
 * (docs/measurements.md#the-grids-mount-without-a-forced-layout); the observer's first call comes after the
 * next frame's layout. A new scroller is at the top and left, so only its width is unknown until then.
 */
export function useScroller<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [box, setBox] = useState({ top: 0, left: 0, width: guessedWidth() });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry ? Math.round(entry.contentRect.width) : el.clientWidth;
      setBox((old) => (old.width === width ? old : { ...old, width }));
    });
    observer.observe(el, { box: 'content-box' });
    return () => observer.disconnect();
  }, []);
  const onScroll = useCallback((e: UIEvent<T>) => {
    const el = e.currentTarget;
    setBox((old) =>
      old.top === el.scrollTop && old.left === el.scrollLeft
        ? old
        : { ...old, top: el.scrollTop, left: el.scrollLeft },
    );
  }, []);
  return { ref, ...box, onScroll };
}
