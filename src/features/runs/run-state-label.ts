import type { Translate } from '../../lib/i18n';
import type { RunFacts } from '../../store/types';
import type { DeviceRun } from '../../engine/types';

/**
 * A stored run's state in words: "Complete", "Interrupted at page N of M" or "Failed: <reason>". A run
 * still marked running whose lock no tab holds stopped without saying so (a closed tab, a crash): it is
 * interrupted too.
 */
export function runStateLabel(facts: RunFacts, activeElsewhere: boolean, t: Translate): string {
  const at = { done: facts.pagesDone, total: facts.totalPages };
  if (facts.state === 'complete') return t('runs.state.complete');
  // The failure's own words, as the service or the client gave them.
  if (facts.state === 'failed')
    return t('runs.state.failed', { reason: facts.failure ?? t('runs.state.failedUnknown') });
  if (facts.state === 'running' && activeElsewhere) return t('runs.state.elsewhere', at);
  return t('runs.state.interrupted', at);
}

/** Whether Resume applies: stopped short of its last page, and no other tab is running it. */
/**
 * A stopped run goes on from its cursor; not one read from the team's server, whose cursors only that
 * server reads (a view planned again reads or fetches its span anew).
 */
export const canResume = (run: DeviceRun) =>
  !run.locked &&
  !run.activeElsewhere &&
  run.facts.teamFetchedAtMs === undefined &&
  (run.facts.state === 'interrupted' || run.facts.state === 'running');

export const lockedReason = (reason: 'other-key' | 'newer-format' | 'corrupt', t: Translate) =>
  t(
    reason === 'other-key'
      ? 'runs.locked.otherKey'
      : reason === 'newer-format'
        ? 'runs.locked.newer'
        : 'runs.locked.corrupt',
  );
