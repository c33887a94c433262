import { useEffect } from 'react';
import { create } from 'zustand';
import type { Engine } from '../../engine/types';

const KEEP = 'report-explorer:keep-runs';
const BUDGET = 'report-explorer:runs-budget-mb';
const MB = 1024 * 1024;

const storage = () => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/** A whole number of megabytes from 1 up, or null for "no limit" (an empty field). */
export function parseBudget(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return 'invalid';
  const mb = Number(trimmed);
  return mb >= 1 ? mb : 'invalid';
}

const storedBudget = () => {
  const parsed = parseBudget(storage()?.getItem(BUDGET) ?? '');
  return parsed === 'invalid' ? null : parsed;
};

interface RunSettings {
  /** New runs are kept on this device (on unless turned off). */
  keep: boolean;
  /** The most megabytes stored runs may take; null: up to the browser's quota. */
  budgetMb: number | null;
  setKeep(on: boolean): void;
  setBudgetMb(mb: number | null): void;
}

/** The device's settings for stored runs, kept in localStorage (they hold nothing secret). */
export const useRunSettings = create<RunSettings>((set) => ({
  keep: storage()?.getItem(KEEP) !== 'off',
  budgetMb: storedBudget(),
  setKeep(on) {
    storage()?.setItem(KEEP, on ? 'on' : 'off');
    set({ keep: on });
  },
  setBudgetMb(mb) {
    if (mb === null) storage()?.removeItem(BUDGET);
    else storage()?.setItem(BUDGET, String(mb));
    set({ budgetMb: mb });
  },
}));

/**
 * Tells the session's engine the settings, from sign-in on and at each change, whichever screen is open:
 * past the space limit a run goes on in memory exactly as on a full disk.
 */
export function useApplyRunSettings(engine: Pick<Engine, 'runs'>) {
  const keep = useRunSettings((s) => s.keep);
  const budgetMb = useRunSettings((s) => s.budgetMb);
  useEffect(() => {
    void engine.runs.setKeeping(keep).catch(() => undefined);
  }, [engine, keep]);
  useEffect(() => {
    void engine.runs.setBudget(budgetMb === null ? null : budgetMb * MB).catch(() => undefined);
  }, [engine, budgetMb]);
}
