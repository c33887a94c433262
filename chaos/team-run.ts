// One scenario through the team's server: the command line extracts `--via` a server that keeps the team's
// history, the server SIGKILLed while a page is told and started again on the same folder, the command run
// again until it ends well. Then its folder against the simulated service's rows, and the team's history
// too: no row twice, none the service lacks, and each held segment whole up to its settled end.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { expectedRows } from '../cli/testing/expected-rows';
import { cliEnv, extractArgs, startCli, tempDir } from '../cli/testing/run-cli';
import { DIALOGS_FIELDS, type Row } from '../src/core/contract';
import { rowInstant } from '../src/core/dates';
import { SIM_ROW_DELAY_MS } from '../src/sim/options';
import { teamStateSchema } from '../warehouse/team/team-state';
import { readParquetFolder } from '../warehouse/testing/read-parquet';
import { wallMsOf } from '../warehouse/spans';
import { compareRows, type Comparison } from './compare';
import { spansOf, spansWithin, tenantWallMs } from './range';
import { faultsOf, has, type Scenario } from './scenario';

const MAX_RUNS = 6;
const HISTORY = 'report=DIALOGS/tenant=1234';
const dialogsFields = (row: Row) => JSON.stringify(DIALOGS_FIELDS.map((f) => row[f] ?? null));

/** A port free now, so that the server comes back where the command line asks. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

interface TeamServer {
  child: ChildProcess;
  url: string;
}

async function startServer(env: NodeJS.ProcessEnv): Promise<TeamServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'chaos/serve-team.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  child.stderr?.on('data', (d: Buffer) => (said += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the team's server exited (${String(code)}): ${said}`)));
    createInterface({ input: child.stdout ?? process.stdin }).on('line', (line) => {
      const address = /^Report Explorer on (\S+)/.exec(line)?.[1];
      if (address) resolve(address.endsWith('/') ? address : `${address}/`);
    });
  });
  child.removeAllListeners('exit');
  return { child, url };
}

const killed = (server: TeamServer) =>
  new Promise<void>((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });

/** The team's history: no row twice, none the service lacks, each segment whole up to its settled end. */
async function checkTeam(folder: string, truth: readonly Row[]): Promise<Comparison> {
  const history = join(folder, 'demo', HISTORY);
  let text: string;
  try {
    text = readFileSync(join(history, '_history.json'), 'utf8');
  } catch {
    return { rows: 0, mismatches: [] }; // nothing kept: no span went through whole
  }
  const state = teamStateSchema.parse(JSON.parse(text));
  const files = readdirSync(history, { recursive: true, encoding: 'utf8' });
  // Segments of no rows keep no file: DuckDB refuses a glob that matches nothing.
  const { rows } = files.some((f) => f.endsWith('.parquet'))
    ? await readParquetFolder(history)
    : { rows: [] };
  const wall = (row: Row) => tenantWallMs(rowInstant(String(row.date)));
  const owed = truth.filter((row) =>
    state.segments.some((s) => {
      const t = wall(row);
      const settled = Math.min(wallMsOf(s.endDate), wallMsOf(s.fetchedAt) - SIM_ROW_DELAY_MS);
      return t >= wallMsOf(s.startDate) && t <= settled;
    }),
  );
  const held = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'day')));
  const found = compareRows(held, owed, truth, dialogsFields);
  return { rows: found.rows, mismatches: found.mismatches.map((m) => `team's history: ${m}`) };
}

export async function runOnTeam(s: Scenario): Promise<Comparison> {
  const dir = tempDir(`chaos-team-${s.seed}`);
  const out = join(dir, 'out');
  const simEnv = {
    SIM_NOW: new Date(s.nowMs).toISOString(),
    SIM_PAGE_SIZE: String(s.pageSize),
    SIM_VOLUME: '0.05',
    SIM_OMIT_PAGE_COUNT: String(has(s, 'page-count-missing')),
  };
  const port = await freePort();
  const serverEnv = cliEnv(dir, {
    ...simEnv,
    SIM_CONTROL: '1',
    TEAM_HISTORY: '1',
    TEAM_HISTORY_DIR: join(dir, 'team'),
    HOST: '127.0.0.1',
    PORT: String(port),
  });
  let server = await startServer(serverEnv);
  const env = cliEnv(dir, { TZ: s.zone });
  const via = ['--via', server.url];
  try {
    const spans = spansOf(s, s.nowMs);
    const since = spans.whole.startDate.slice(0, 10);
    if (spans.held) {
      const args = extractArgs(out, '--since', since, '--end', spans.held.endDate, ...via);
      const held = await startCli(args, env).done;
      if (held.code !== 0) throw new Error(`the held part's run ended ${held.code}: ${held.stderr.trim()}`);
    }
    // The faults meet the run itself, as through the command line alone: the held part is a clean run.
    const faults = await fetch(new URL('__sim/faults', server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(faultsOf(s)),
    });
    if (!faults.ok) throw new Error(`the fault plan was refused: ${await faults.text()}`);
    // At its first page told: a short range has one page only, and every team run restarts its server.
    let restartAtPage: number | null = 1;
    let restarted = 0;
    for (let run = 1; ; run++) {
      const { child, done } = startCli(extractArgs(out, '--since', since, ...via), env);
      let told = '';
      let restarting: Promise<void> | null = null;
      child.stderr?.on('data', (d: Buffer) => {
        told += d.toString();
        const pages = told.split('\n').filter((line) => line.startsWith('page ')).length;
        if (restartAtPage === null || pages < restartAtPage) return;
        restartAtPage = null; // once: the server comes back and stays
        restarted++;
        const old = server;
        restarting = killed(old).then(async () => {
          server = await startServer(serverEnv);
        });
      });
      const result = await done;
      if (restarting) await restarting;
      if (result.code === 0) break;
      if (run >= MAX_RUNS) throw new Error(`run ${run} ended ${result.code}: ${result.stderr.trim()}`);
    }
    const truth: Row[] = [];
    for (const span of spansWithin(spans.whole)) truth.push(...(await expectedRows(span, simEnv)));
    const { rows } = await readParquetFolder(out);
    const folder = compareRows(rows, truth, truth, dialogsFields);
    const team = await checkTeam(join(dir, 'team'), truth);
    return {
      rows: folder.rows + team.rows,
      mismatches: [...folder.mismatches, ...team.mismatches],
      restarts: restarted,
    };
  } finally {
    await killed(server);
  }
}
