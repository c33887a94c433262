import { describe, expect, it } from 'vitest';
import { runScenario } from './run';
import { drawScenario, nameOf } from './scenario';

// A bounded sample of `npm run chaos`: seeds whose draws cover every fault kind between them, through the
// client in this process; two through the command line (faults, days held, SIGKILLed and run again, a second
// command on the same folder at once); one through the team's server, SIGKILLed and restarted mid-run.
const CLIENT_SEEDS = [2, 3, 4, 5, 6, 9, 10, 11, 12, 23, 29, 33];
// 2079 once held every row twice: killed as its last page was told, before its window was marked whole.
const CLI_SEEDS = [16, 2079];
const TEAM_SEEDS = [13];

describe('the chaos run, a sample', { timeout: 180_000 }, () => {
  it.each(CLIENT_SEEDS)(
    'seed %i through the client: every row once, none outside the range',
    async (seed) => {
      const scenario = drawScenario(seed, 'client');
      const outcome = await runScenario(scenario);
      expect(outcome.mismatches, scenario.drawn.map(nameOf).join(', ')).toEqual([]);
      expect(outcome.rows).toBeGreaterThan(0);
    },
  );

  it.each(CLI_SEEDS)('seed %i through the command line: every row once in its folder', async (seed) => {
    const outcome = await runScenario(drawScenario(seed, 'cli'));
    expect(outcome.mismatches).toEqual([]);
    // Killed as a page is told: a command on its last page may end before the signal lands.
    expect(outcome.killed).toBeLessThanOrEqual(1);
    expect(outcome.rows).toBeGreaterThan(0);
  });

  it.each(TEAM_SEEDS)(
    "seed %i through the team's server, restarted mid-run: every row once in the folder and the team's history",
    async (seed) => {
      const outcome = await runScenario(drawScenario(seed, 'team'));
      expect(outcome.mismatches).toEqual([]);
      expect(outcome.restarts).toBe(1);
      expect(outcome.rows).toBeGreaterThan(0);
    },
  );
});
