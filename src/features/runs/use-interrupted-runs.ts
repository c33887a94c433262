import { useEffect, useRef } from 'react';
import type { Engine } from '../../engine/types';
import { canResume } from './run-state-label';

/**
 * Calls `onFound` once, right after sign-in, when a run on this device stopped short of its last page and
 * no tab is running it: the user sees it and can resume it, whatever screen the address opened.
 */
export function useInterruptedRuns(engine: Pick<Engine, 'runs'>, onFound: () => void) {
  const told = useRef(false);
  const found = useRef(onFound);
  useEffect(() => {
    found.current = onFound;
  }, [onFound]);
  useEffect(() => {
    let live = true;
    void engine.runs
      .list()
      .then((runs) => {
        if (live && !told.current && runs.some(canResume)) {
          told.current = true;
          found.current();
        }
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [engine]);
}
