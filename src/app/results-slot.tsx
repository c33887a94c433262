import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { ResultsTableProps } from '../features/results';
import { InterimRows } from '../features/run';

/** The results table once its chunk has loaded: a slot mounted then renders it without suspending. */
let loaded: ComponentType<ResultsTableProps> | null = null;
const loadResults = () =>
  import('../features/results').then((m) => {
    loaded = m.ResultsTable;
    return { default: m.ResultsTable, warmFace: m.warmFace };
  });
const ResultsTable = lazy(loadResults);

/**
 * Fetches the results table's chunk ahead of the first run, when the page has nothing else to do: a run
 * opened then mounts the grid in the render that shows the run, before its pages land, and the chunk's
 * evaluation is not one more long task while they do (docs/measurements.md#opening-a-stored-run-on-a-slow-machine);
 * then starts the grid's face worker with its fonts, so a grid's first face shows its rows from its first
 * frame (docs/measurements.md#the-frame-that-first-shows-rows).
 */
export function preloadResults() {
  const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
  // The face's worker and its fonts, in an idle moment of their own.
  idle(
    () =>
      void loadResults().then(
        (m) => idle(m.warmFace),
        () => undefined,
      ),
  );
}

/** The table's own props: the slot only decides when its code is there. */
export type ResultsSlotProps = ResultsTableProps;

/** The results table, loaded on demand (it is the heaviest part of the app); the first rows meanwhile. */
export function ResultsSlot(props: ResultsSlotProps) {
  // Chosen once: the same component for the slot's life, so the table is never mounted twice.
  const [Loaded] = useState(() => loaded);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<InterimRows pages={props.pages} />}>
      <ResultsTable {...props} />
    </Suspense>
  );
}
