import { useEffect, useRef } from 'react';
import { isServiceError } from '../../api/errors';
import type { Engine, Kept, RunPage } from '../../engine/types';
import type { RunPhase } from './use-run';

/** Errors after which asking the same cursor again cannot help: the run is failed, not interrupted. */
const FINAL_KINDS = new Set(['invalid-execution', 'paging-loop', 'bad-credentials']);

export interface KeptState {
  /** The stored run's id, once its first page is stored. */
  runId: string | null;
  /** How the latest page was kept ('stored' is the rule; the others are said to the user). */
  latest: Kept | null;
  /** The first page that was not kept because the device's storage was full. */
  fullFromPage: number | null;
}

/**
 * What the device keeps of this run, and telling the store when the run stops short of its last page:
 * paused, cancelled, failed, or left (the view closed), so the list says where it stopped and why.
 */
export function useKeptState(
  engine: Pick<Engine, 'runs'>,
  pages: readonly RunPage[],
  phase: RunPhase,
  error: unknown,
  storedRunId: string | null,
): KeptState {
  const runId = pages.findLast((p) => p.runId !== null)?.runId ?? storedRunId;
  const latest = pages.at(-1)?.kept ?? null;
  const fullFromPage = pages.find((p) => p.kept === 'full')?.index ?? null;

  useEffect(() => {
    if (!runId) return;
    if (phase === 'paused' || phase === 'cancelled')
      void engine.runs.stopped(runId, 'interrupted').catch(noop);
    if (phase === 'failed') {
      const final = isServiceError(error) && FINAL_KINDS.has(error.kind);
      const reason = error instanceof Error ? error.message : 'The run stopped.';
      void engine.runs.stopped(runId, final ? 'failed' : 'interrupted', reason).catch(noop);
    }
  }, [engine, runId, phase, error]);

  // Leaving the view of a run that is not complete: it is interrupted, and this tab gives up its lock.
  const last = useRef({ runId, phase });
  useEffect(() => {
    last.current = { runId, phase };
  }, [runId, phase]);
  useEffect(
    () => () => {
      const { runId: id, phase: at } = last.current;
      if (!id) return;
      if (at === 'done') void engine.runs.release(id).catch(noop);
      else void engine.runs.stopped(id, 'interrupted').catch(noop);
    },
    [engine],
  );

  return { runId, latest, fullFromPage };
}

const noop = () => undefined;
