// One scenario on its store, and the smallest part of its drawn faults that still fails.
import type { Comparison } from './compare';
import { runOnClient } from './client-run';
import { runOnCli } from './cli-run';
import { runOnTeam } from './team-run';
import type { Scenario } from './scenario';

/** The run's comparison; a run that stops for good counts as one mismatch, in its words. */
export async function runScenario(s: Scenario): Promise<Comparison> {
  try {
    if (s.store === 'team') return await runOnTeam(s);
    return await (s.store === 'cli' ? runOnCli(s) : runOnClient(s));
  } catch (e) {
    return { rows: 0, mismatches: [`the run stopped: ${e instanceof Error ? e.message : String(e)}`] };
  }
}

/** Drops the drawn faults one at a time while the run still fails: what is left is needed to fail. */
export async function shrink(s: Scenario): Promise<Scenario> {
  let smallest = s;
  for (let i = smallest.drawn.length - 1; i >= 0; i--) {
    const without = { ...smallest, drawn: smallest.drawn.filter((_, j) => j !== i) };
    if ((await runScenario(without)).mismatches.length > 0) smallest = without;
  }
  return smallest;
}
