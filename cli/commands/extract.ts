import { clientLimits, clientWindows } from '../../src/api/client-limits';
import type { Credentials } from '../../src/api/types';

import { errorEvent } from '../error-event';
import { runExtract, type ExtractRun } from '../extract';
import { planExtract, type ExtractPlan, type HistoryExtractPlan } from '../extract-plan';
import { runHistory } from '../history/run-history';
import { jsonProgress, lineOf, lineProgress, type Progress } from '../progress';
import { barProgress } from '../progress-bar';
import { readCredentials } from '../secrets';
import { stateDirOf } from '../../warehouse/state-dir';
import { readTenantsFile } from '../tenants-file';
import { targetOf } from '../via-server';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Ctrl-C stops between pages (the page in flight is given up, the checkpoint stays at the last page
 * written); a second Ctrl-C ends the process at once.
 */
function stopOnInterrupt(): AbortSignal {
  const controller = new AbortController();
  process.once('SIGINT', () => {
    controller.abort();
    process.once('SIGINT', () => process.exit(130));
  });
  process.once('SIGTERM', () => controller.abort());
  return controller.signal;
}

/** Several tenants at once: each line and event names its tenant (a bar cannot show several). */
function tenantProgress(json: boolean, tenant: string): Progress {
  if (json) return (e) => jsonProgress({ ...e, tenant } as typeof e);
  return (e) => {
    const line = lineOf(e);
    if (line) process.stderr.write(`[${tenant}] ${line}\n`);
  };
}

/** A range (`--start`, `--end`) or the tenant's history (`--since`). */
const runOne = (run: Omit<ExtractRun, 'plan'> & { plan: ExtractPlan | HistoryExtractPlan }) =>
  run.plan.mode === 'history'
    ? runHistory({ ...run, plan: run.plan })
    : runExtract({ ...run, plan: run.plan });

/**
 * `extract`: everything checked before a call (exit 2), then the run. With --tenants, every tenant runs
 * at once, each under its own key's budget (tenants sharing a key share it through the lock); the exit
 * code is the worst of theirs.
 */
export async function runExtractCommand(options: Record<string, unknown>, env: Env): Promise<number> {
  const plan = planExtract(options);
  const target = await targetOf(plan.options.env, env, plan.options.via);
  const stateDir = stateDirOf(plan.options.stateDir, env);
  const signal = stopOnInterrupt();
  const json = plan.options.json;
  if (plan.options.tenants) {
    const tenants = readTenantsFile(plan.options.tenants, env);
    const codes = await Promise.all(
      tenants.map((credentials: Credentials) => {
        const progress = tenantProgress(json, credentials.tenant);
        return runOne({ plan, target, credentials, stateDir, signal, progress }).then(
          () => 0,
          (e: unknown) => {
            const event = errorEvent(e);
            progress(event);
            return event.exitCode;
          },
        );
      }),
    );
    return Math.max(...codes);
  }
  const credentials = await readCredentials(env, target.fallbackCredentials);
  const interval = clientWindows(clientLimits(target.environment.timeScale)).clientIntervalMs;
  const progress: Progress = json
    ? jsonProgress
    : process.stderr.isTTY
      ? barProgress(interval)
      : lineProgress;
  await runOne({ plan, target, credentials, stateDir, signal, progress });
  return 0;
}
