import { useEffect, useState } from 'react';

/** How often at most the worker is asked again while pages arrive: each answer is a pass over the run. */
const REFRESH_MS = 1_000;

/** `value`, taken at most once per `ms` while it changes (the last change within `ms` of it). */
export function useThrottled(value: number, ms = REFRESH_MS) {
  const [shown, setShown] = useState(value);
  const [at, setAt] = useState(0);
  useEffect(() => {
    const wait = Math.max(0, at + ms - Date.now());
    const timer = setTimeout(() => {
      setShown(value);
      setAt(Date.now());
    }, wait);
    return () => clearTimeout(timer);
  }, [value, at, ms]);
  return shown;
}
