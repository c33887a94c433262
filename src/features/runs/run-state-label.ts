import type { RunFacts } from '../../store/types';
import type { DeviceRun } from '../../engine/types';

/**
 * A stored run's state in words: "Complete", "Interrupted at page N of M" or "Failed: <reason>". A run
 * still marked running whose lock no tab holds stopped without saying so (a closed tab, a crash): it is
 * interrupted too.
 */
export function runStateLabel(facts: RunFacts, activeElsewhere: boolean): string {
  if (facts.state === 'complete') return 'Complete';
  if (facts.state === 'failed') return `Failed: ${facts.failure ?? 'the service refused to go on'}`;
  if (facts.state === 'running' && activeElsewhere)
    return `Running in another tab (page ${facts.pagesDone} of ${facts.totalPages})`;
  return `Interrupted at page ${facts.pagesDone} of ${facts.totalPages}`;
}

/** Whether Resume applies: stopped short of its last page, and no other tab is running it. */
export const canResume = (run: DeviceRun) =>
  !run.locked && !run.activeElsewhere && (run.facts.state === 'interrupted' || run.facts.state === 'running');

export const lockedReason = (reason: 'other-key' | 'newer-format' | 'corrupt') =>
  reason === 'other-key'
    ? 'Locked: stored under another tenant or another secret'
    : reason === 'newer-format'
      ? 'Locked: stored by a newer version of Report Explorer'
      : 'Unreadable: this run’s record is damaged';
