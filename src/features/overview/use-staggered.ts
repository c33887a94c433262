import { useEffect, useState } from 'react';

/**
 * `value` handed to `parts` parts of a view one at a time, a frame apart: part i renders with `shown[i]`,
 * which takes a new value i + 1 frames after it came. Each part's render, commit and layout then take a
 * task of their own, so a grid or a page being scrolled meanwhile loses no frame to all of them at once.
 * A value that comes before the last part took the one before starts over from the first part.
 */
export function useStaggered<T>(value: T, parts: number): readonly T[] {
  const [shown, setShown] = useState<readonly T[]>(() => Array.from({ length: parts }, () => value));
  useEffect(() => {
    let part = 0;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const step = () => {
      const at = part++;
      setShown((s) => (s[at] === value ? s : s.map((v, i) => (i === at ? value : v))));
      if (part < parts) next();
    };
    // After the next frame is drawn, as a task of its own (rAF alone would run it inside that frame).
    const next = () => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(step, 0);
      });
    };
    next();
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value, parts]);
  return shown;
}
