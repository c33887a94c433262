import type { BudgetClock } from './key-budgets';

/** The server's clock for the budgets: monotonic, so a change of the system's time moves no turn. */
export const realBudgetClock: BudgetClock = {
  now: () => performance.now(),
  setTimer(fire, ms) {
    const timer = setTimeout(fire, ms);
    // A key's pending timer must not keep a stopping server alive.
    timer.unref();
    return () => clearTimeout(timer);
  },
};
