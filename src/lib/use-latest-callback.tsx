import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A callback of one identity for the component's life that calls whichever `fn` the last render gave.
 * An owner that makes its callbacks anew on every render (a running run's view, with every page) would
 * otherwise render again everything memoised below it that takes one.
 */
export function useLatestCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
