import { useCallback, useLayoutEffect, useRef, useState, type UIEvent } from 'react';

/** Until the scroller is measured, it is taken as wide as the window. */
const guessedWidth = () => (typeof window === 'undefined' ? 1280 : window.innerWidth);

/**
 * Where a scroller is scrolled to and how wide it is, kept as state so a table can draw only what is in
 * view: read on every scroll and whenever its box changes size.
 */
export function useScroller<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [box, setBox] = useState({ top: 0, left: 0, width: guessedWidth() });
  const read = useCallback((el: T) => {
    setBox((old) =>
      old.top === el.scrollTop && old.left === el.scrollLeft && old.width === el.clientWidth
        ? old
        : { top: el.scrollTop, left: el.scrollLeft, width: el.clientWidth },
    );
  }, []);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    read(el);
    const observer = new ResizeObserver(() => read(el));
    observer.observe(el);
    return () => observer.disconnect();
  }, [read]);
  const onScroll = useCallback((e: UIEvent<T>) => read(e.currentTarget), [read]);
  return { ref, ...box, onScroll };
}
