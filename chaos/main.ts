// `npm run chaos -- --runs N --seed S [--cli K] [--team T]`: N scenarios drawn from seeds S, S+1, ...; every
// K-th one (default 10) through the command line as a child process, every T-th (default 20) through the
// command line `--via` the team's server (SIGKILLed mid-run and restarted), the others through the client in
// this process.
import { parseArgs } from 'node:util';
import { runScenario, shrink } from './run';
import { drawScenario, nameOf, type Scenario } from './scenario';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    seed: { type: 'string', default: '1' },
    cli: { type: 'string', default: '10' },
    team: { type: 'string', default: '20' },
  },
});
const runs = Number(values.runs);
const first = Number(values.seed);
const cliEvery = Number(values.cli);
const teamEvery = Number(values.team);
if (![runs, first, cliEvery, teamEvery].every(Number.isInteger)) {
  console.error('--runs, --seed, --cli and --team take whole numbers.');
  process.exit(2);
}

const started = Date.now();
const drawnByKind = new Map<string, number>();
let rows = 0;
let mismatches = 0;
let killed = 0;
let restarts = 0;
let done = 0;
const failures: { scenario: Scenario; smallest: Scenario; first: string }[] = [];
/** The closing note: counts, time, and each failure's seed and smallest fault sequence. */
function summary() {
  const seconds = Math.round((Date.now() - started) / 1000);
  console.info(`\n${done} runs in ${seconds} s: ${rows} rows compared, ${mismatches} mismatches.`);
  console.info(`Command lines ended by SIGKILL mid-run: ${killed}.`);
  console.info(`Team's servers SIGKILLed mid-run and restarted: ${restarts}.`);
  console.info('Drawn, by kind:');
  for (const [kind, n] of [...drawnByKind].sort(([a], [b]) => a.localeCompare(b)))
    console.info(`  ${kind}: ${n}`);
  for (const f of failures) {
    console.info(`\nFAILED seed ${f.scenario.seed} (${f.scenario.store}): ${f.first}`);
    console.info(`  smallest sequence that still fails: ${JSON.stringify(f.smallest.drawn)}`);
  }
}

// Stopped early (Ctrl-C), it still says what it saw.
process.once('SIGINT', () => {
  summary();
  process.exit(failures.length > 0 ? 1 : 130);
});

for (let i = 0; i < runs; i++) {
  const store =
    cliEvery > 0 && i % cliEvery === cliEvery - 1
      ? 'cli'
      : teamEvery > 0 && i % teamEvery === Math.max(0, teamEvery - 2)
        ? 'team'
        : 'client';
  const scenario = drawScenario(first + i, store);
  for (const d of scenario.drawn) {
    // The command line is stopped the hard way: SIGKILL at a drawn moment, then the same command again.
    const name =
      scenario.store === 'cli' && nameOf(d) === 'stop-and-resume' ? 'SIGKILL and run again' : nameOf(d);
    drawnByKind.set(name, (drawnByKind.get(name) ?? 0) + 1);
  }
  const outcome = await runScenario(scenario);
  rows += outcome.rows;
  mismatches += outcome.mismatches.length;
  killed += outcome.killed ?? 0;
  restarts += outcome.restarts ?? 0;
  done++;
  const mark = outcome.mismatches.length === 0 ? 'ok' : `${outcome.mismatches.length} mismatch(es)`;
  console.info(
    `seed ${scenario.seed} ${scenario.store} ${scenario.report.key} ${scenario.days} d: ${outcome.rows} rows, ${mark}`,
  );
  if (outcome.mismatches.length > 0)
    failures.push({ scenario, smallest: await shrink(scenario), first: outcome.mismatches[0] ?? '' });
}

summary();
process.exit(failures.length > 0 ? 1 : 0);
