import type { RunPhase } from './use-run';

/** A page is being asked for or awaited: Pause and Cancel apply. */
export const isActive = (phase: RunPhase) =>
  phase === 'starting' || phase === 'running' || phase === 'pausing';

/** The run stopped short of its last page: Resume applies. */
export const isStopped = (phase: RunPhase) =>
  phase === 'paused' || phase === 'cancelled' || phase === 'failed';
