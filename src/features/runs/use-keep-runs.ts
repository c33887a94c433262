import { useEffect, useState } from 'react';
import type { Engine } from '../../engine/types';

const SETTING = 'report-explorer:keep-runs';

const storage = () => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/** Whether new runs are stored: a device setting (on unless turned off), told to the engine. */
export function useKeepRuns(engine: Pick<Engine, 'runs'>) {
  const [on, setOn] = useState(() => storage()?.getItem(SETTING) !== 'off');
  useEffect(() => {
    void engine.runs.setKeeping(on).catch(() => undefined);
  }, [engine, on]);
  return {
    on,
    set(next: boolean) {
      storage()?.setItem(SETTING, next ? 'on' : 'off');
      setOn(next);
    },
  };
}
