import { lazy, Suspense } from 'react';
import type { ResultsTableProps } from '../features/results';
import { InterimRows } from '../features/run';

const ResultsTable = lazy(() => import('../features/results').then((m) => ({ default: m.ResultsTable })));

/** The table's own props: the slot only decides when its code is there. */
export type ResultsSlotProps = ResultsTableProps;

/** The results table, loaded on demand (it is the heaviest part of the app); the first rows meanwhile. */
export function ResultsSlot(props: ResultsSlotProps) {
  return (
    <Suspense fallback={<InterimRows pages={props.pages} />}>
      <ResultsTable {...props} />
    </Suspense>
  );
}
