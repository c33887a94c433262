import type { KeptState } from './use-kept-state';

/**
 * Said once storing stopped in the middle of a run: the rows on screen stay, the run goes on in memory,
 * and what is not kept would have to be fetched again after a reload.
 */
export function KeptNotice({ kept }: { kept: KeptState }) {
  if (kept.fullFromPage === null) return null;
  return (
    <p role="alert" className="alert alert-warn">
      This device’s storage is full, or the space set for runs is used up: pages from {kept.fullFromPage} on
      are not kept on this device. The run goes on and every row stays on screen, but after a reload those
      pages would have to be fetched again. Free some space, delete stored runs or allow them more space to
      keep the next run.
    </p>
  );
}
