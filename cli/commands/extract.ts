import { clientWindows, clientLimits } from '../../src/api/client-limits';
import { resolveTarget } from '../environment';
import { runExtract } from '../extract';
import { planExtract } from '../extract-plan';
import { jsonProgress, lineProgress, type Progress } from '../progress';
import { barProgress } from '../progress-bar';
import { readCredentials } from '../secrets';
import { stateDirOf } from '../state-dir';

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

/** `extract`: everything checked before a call (exit 2), then the run. */
export async function runExtractCommand(options: Record<string, unknown>, env: Env): Promise<void> {
  const plan = planExtract(options);
  const target = resolveTarget(plan.options.env, env);
  const credentials = await readCredentials(env, target.fallbackCredentials);
  const interval = clientWindows(clientLimits(target.environment.timeScale)).clientIntervalMs;
  const progress: Progress = plan.options.json
    ? jsonProgress
    : process.stderr.isTTY
      ? barProgress(interval)
      : lineProgress;
  await runExtract({
    plan,
    target,
    credentials,
    stateDir: stateDirOf(plan.options.stateDir, env),
    signal: stopOnInterrupt(),
    progress,
  });
}
