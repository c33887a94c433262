// One scenario through the command line: a child process per run, killed at a random moment when drawn,
// run again until it ends well; then its history folder against the simulated service's rows.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { DIALOGS_FIELDS, type Row } from '../src/core/contract';
import { expectedRows } from '../cli/testing/expected-rows';
import { readParquetFolder } from '../warehouse/testing/read-parquet';
import { cliEnv, extractArgs, startCli, tempDir } from '../cli/testing/run-cli';
import { random } from '../src/testing/seeded-random';
import { compareRows, type Comparison } from './compare';
import { spansOf, spansWithin } from './range';
import { faultsOf, has, type Scenario } from './scenario';

/** Runs of the command before the scenario counts as stuck (a kill, a quota, retries spent). */
const MAX_RUNS = 6;
const HISTORY_STATE = 'report=DIALOGS/tenant=1234/_history.json';
const stateSchema = z.looseObject({ segments: z.array(z.looseObject({ endDate: z.string() })) });

const dialogsFields = (row: Row) => JSON.stringify(DIALOGS_FIELDS.map((f) => row[f] ?? null));

export async function runOnCli(s: Scenario): Promise<Comparison> {
  const dir = tempDir(`chaos-${s.seed}`);
  const out = `${dir}/out`;
  const simEnv = {
    SIM_NOW: new Date(s.nowMs).toISOString(),
    SIM_PAGE_SIZE: String(s.pageSize),
    SIM_VOLUME: '0.05',
    SIM_OMIT_PAGE_COUNT: String(has(s, 'page-count-missing')),
  };
  const env = (faults: boolean) =>
    cliEnv(dir, { ...simEnv, TZ: s.zone, ...(faults ? { SIM_FAULTS: JSON.stringify(faultsOf(s)) } : {}) });
  const spans = spansOf(s, s.nowMs);
  const since = spans.whole.startDate.slice(0, 10);
  if (spans.held) {
    const held = await startCli(extractArgs(out, '--since', since, '--end', spans.held.endDate), env(false))
      .done;
    if (held.code !== 0) throw new Error(`the held part's run ended ${held.code}: ${held.stderr.trim()}`);
  }
  const r = random(s.seed ^ 0x5eed);
  let killAtPage = has(s, 'stop-and-resume') ? 1 + Math.floor(r() * 3) : null;
  let killed = 0;
  for (let run = 1; ; run++) {
    // The faults meet the first run; the ones after are the same command run again. With 'two-at-once' a
    // second command starts on the same folder beside the first (a second nightly job, a colleague's).
    const args = extractArgs(out, '--since', since);
    const { child, done } = startCli(args, env(run === 1));
    const twin = run === 1 && has(s, 'two-at-once') ? startCli(args, env(false)) : null;
    const atPage = killAtPage;
    let told = '';
    // Killed as its page `atPage` is told: the next call, its file or its commit is then under way.
    if (atPage !== null)
      child.stderr?.on('data', (d: Buffer) => {
        told += d.toString();
        const pages = told.split('\n').filter((line) => line.startsWith('page ')).length;
        if (pages < atPage || killAtPage === null) return;
        child.kill('SIGKILL');
        killAtPage = null; // once: the runs after it are the same command, left to end
      });
    const result = await done;
    const twinResult = twin && (await twin.done);
    if (result.code === null) killed++;
    if (twinResult && twinResult.code !== 0 && run >= MAX_RUNS)
      throw new Error(`the second command ended ${twinResult.code}: ${twinResult.stderr.trim()}`);
    if (result.code === 0 && (!twinResult || twinResult.code === 0)) break;
    if (run >= MAX_RUNS) throw new Error(`run ${run} ended ${result.code}: ${result.stderr.trim()}`);
  }
  const state = stateSchema.parse(JSON.parse(readFileSync(`${out}/${HISTORY_STATE}`, 'utf8')));
  const endDate = state.segments.at(-1)?.endDate ?? spans.whole.startDate;
  const truth: Row[] = [];
  for (const span of spansWithin({ reportKey: 'dialogs', startDate: spans.whole.startDate, endDate }))
    truth.push(...(await expectedRows(span, simEnv)));
  const { rows } = await readParquetFolder(out);
  return { ...compareRows(rows, truth, truth, dialogsFields), killed };
}
