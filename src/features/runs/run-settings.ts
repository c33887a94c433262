import { useEffect } from 'react';
import { deviceSetting } from '../../core/device-setting';
import { useDeviceSetting } from '../../lib/use-device-setting';
import type { Engine } from '../../engine/types';

const KEEP = 'report-explorer:keep-runs';
const BUDGET = 'report-explorer:runs-budget-mb';
const MB = 1024 * 1024;

/** A whole number of megabytes from 1 up, or null for "no limit" (an empty field). */
export function parseBudget(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return 'invalid';
  const mb = Number(trimmed);
  return mb >= 1 ? mb : 'invalid';
}

/** New runs are kept on this device (on unless turned off). */
const KEEP_RUNS = deviceSetting(KEEP, { read: (text) => text !== 'off', write: (on) => (on ? 'on' : 'off') });

/** The most megabytes stored runs may take; null (no entry): up to the browser's quota. */
const RUNS_BUDGET = deviceSetting<number | null>(BUDGET, {
  read(text) {
    const parsed = parseBudget(text ?? '');
    return parsed === 'invalid' ? null : parsed;
  },
  write: (mb) => (mb === null ? null : String(mb)),
});

/** The device's settings for stored runs (they hold nothing secret), with their setters. */
export const useRunSettings = () => ({
  keep: useDeviceSetting(KEEP_RUNS),
  budgetMb: useDeviceSetting(RUNS_BUDGET),
  setKeep: KEEP_RUNS.set,
  setBudgetMb: RUNS_BUDGET.set,
});

/**
 * Tells the session's engine the settings, from sign-in on and at each change, whichever screen is open:
 * past the space limit a run goes on in memory exactly as on a full disk.
 */
export function useApplyRunSettings(engine: Pick<Engine, 'runs'>) {
  const keep = useDeviceSetting(KEEP_RUNS);
  const budgetMb = useDeviceSetting(RUNS_BUDGET);
  useEffect(() => {
    void engine.runs.setKeeping(keep).catch(() => undefined);
  }, [engine, keep]);
  useEffect(() => {
    void engine.runs.setBudget(budgetMb === null ? null : budgetMb * MB).catch(() => undefined);
  }, [engine, budgetMb]);
}
