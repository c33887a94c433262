import { lazy, Suspense } from 'react';
import type { Row } from '../core/contract';
import type { Report } from '../core/catalog/catalog';
import { InterimRows } from '../features/run';

const ResultsTable = lazy(() => import('../features/results').then((m) => ({ default: m.ResultsTable })));

export interface ResultsSlotProps {
  queryKey: string;
  report: Report;
  pages: readonly (readonly Row[])[];
  expectedTotal: number | null;
  running: boolean;
  fileBaseName: string;
  onOpenConversation?: (id: string) => void;
}

/** The results table, loaded on demand (it is the heaviest part of the app); the first rows meanwhile. */
export function ResultsSlot(props: ResultsSlotProps) {
  return (
    <Suspense fallback={<InterimRows pages={props.pages} />}>
      <ResultsTable {...props} />
    </Suspense>
  );
}
