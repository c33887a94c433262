import { formatCount, formatKb } from '../../lib/format';
import type { RunTotals } from './use-run';

/**
 * The envelope facts of the run: the last page's names, the sums of times and charges. Shown with dashes
 * before the first page, so the layout does not move when it arrives.
 */
export function RunFacts({ totals }: { totals: RunTotals }) {
  const none = totals.pagesDone === 0;
  const or = (text: string) => (none ? '–' : text);
  return (
    <dl className="run-facts">
      <div>
        <dt>Visualization</dt>
        <dd>{totals.nameVisualization ?? '–'}</dd>
      </div>
      <div>
        <dt>Report id</dt>
        <dd className="mono">{totals.idReport ?? '–'}</dd>
      </div>
      <div>
        <dt>Execution time</dt>
        <dd>{or(`${formatCount(Math.round(totals.executionTimeMs))} ms`)}</dd>
      </div>
      <div>
        <dt>Request charge</dt>
        <dd>{or(`${formatCount(Math.round(totals.requestCharge * 100) / 100)} RU`)}</dd>
      </div>
      <div>
        <dt>Received</dt>
        <dd>{or(formatKb(totals.kilobytes))}</dd>
      </div>
    </dl>
  );
}
