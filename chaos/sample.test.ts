import { describe, expect, it } from 'vitest';
import { runScenario } from './run';
import { drawScenario, nameOf } from './scenario';

// A bounded sample of `npm run chaos`: seeds whose draws cover every fault kind between them, through the
// client in this process, and one through the command line (faults, days held, SIGKILLed and run again).
const CLIENT_SEEDS = [1, 2, 3, 4, 6, 7, 8, 9, 13, 14, 29, 33];
const CLI_SEEDS = [16];

describe('the chaos run, a sample', { timeout: 120_000 }, () => {
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
    expect(outcome.killed).toBe(1);
    expect(outcome.rows).toBeGreaterThan(0);
  });
});
