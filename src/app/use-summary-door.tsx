import { lazy, Suspense, useState } from 'react';
import type { SummaryDoor } from '../features/summary';
import type { Tab } from './result-tabs';
import { scrollPlace } from './scroll-place';
import type { GridDrillControl } from './use-grid-drill';

// Only ever shown after a click in the summary, whose chunk holds it.
const DoorBar = lazy(() => import('../features/summary').then((m) => ({ default: m.DoorBar })));

/**
 * A figure of the summary opened: the grid shows exactly its rows (the filters and search the summary was
 * made of, and the figure's own), with a bar that says so, removes it (the grid's filters as they were) and
 * goes back to the summary as it was, where it was scrolled (the summary is of the rows the grid shows, so
 * going back removes the figure's filter too).
 */
export function useSummaryDoor(show: (tab: Tab) => void, grid: Pick<GridDrillControl, 'to'>) {
  const [open, setOpen] = useState<{ door: SummaryDoor; place: ReturnType<typeof scrollPlace> } | null>(null);
  const onDoor = (door: SummaryDoor) => {
    const place = scrollPlace('panel-summary');
    setOpen({ door, place });
    grid.to('summary', door.filters, door.global);
    show('rows');
    place.toTop();
  };
  const remove = () => {
    if (open) grid.to('summary', open.door.before.filters, open.door.before.global);
    setOpen(null);
  };
  // Back is to the summary as it was: of the rows shown before the figure was opened.
  const back = () => {
    remove();
    show('summary');
    open?.place.restore();
  };
  const bar = open ? (
    <Suspense fallback={null}>
      <DoorBar door={open.door} onRemove={remove} onBack={back} />
    </Suspense>
  ) : null;
  return { onDoor, bar };
}
