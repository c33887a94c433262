import { lazy, Suspense, useRef, useState } from 'react';
import type { ReportQuery } from '../api/types';
import { analyticsKey } from '../engine/analytics-key';
import type { Engine } from '../engine/types';
import type { OverviewDrill } from '../features/overview';
import type { Tab } from './result-tabs';
import { scrollPlace } from './scroll-place';
import type { GridDrillControl } from './use-grid-drill';

// Only ever shown after a click in the overview, whose chunk holds it.
const DrillBar = lazy(() => import('../features/overview').then((m) => ({ default: m.DrillBar })));

type Shown = { drill: OverviewDrill; place: ReturnType<typeof scrollPlace> };

/** The bar above a drilled view: what it shows, Remove, and Back to the overview where it was scrolled. */
function bar(shown: Shown | null, onRemove: () => void, show: (tab: Tab) => void) {
  if (!shown) return null;
  const back = () => {
    show('overview');
    shown.place.restore();
  };
  return (
    <Suspense fallback={null}>
      <DrillBar drill={shown.drill} onRemove={onRemove} onBack={back} />
    </Suspense>
  );
}

/**
 * A click in the overview. A figure of rows: the grid shows those rows (its filters replaced). A figure
 * of conversations: the conversations list shows only those, once the worker has named them. Either way
 * a bar above says so and removes it, and Back returns to the overview where it was scrolled.
 */
export function useOverviewDrill(
  show: (tab: Tab) => void,
  engine: Pick<Engine, 'analytics'>,
  query: ReportQuery,
  grid: Pick<GridDrillControl, 'to'>,
) {
  const [rows, setRows] = useState<Shown | null>(null);
  const [picked, setPicked] = useState<(Shown & { ids: ReadonlySet<string> }) | null>(null);
  // Only the last click's answer is shown, however the worker's answers come back.
  const clicks = useRef(0);
  const onDrill = (drill: OverviewDrill) => {
    // Saved where the click was: the overview is hidden (and its scroller's height gone) once left.
    const place = scrollPlace('panel-overview');
    const click = ++clicks.current;
    if ('pick' in drill) {
      void engine.analytics
        .conversations(analyticsKey(query), drill.pick)
        .then((ids) => {
          if (click !== clicks.current) return;
          setPicked({ drill, place, ids: new Set(ids ?? []) });
          show('conversations');
          place.toTop();
        })
        // Only a worker that has ended fails here: the click then changes nothing.
        .catch(() => undefined);
      return;
    }
    setRows({ drill, place });
    grid.to('overview', drill.filters);
    show('rows');
    place.toTop();
  };
  const removeRows = () => {
    setRows(null);
    grid.to('overview', {});
  };
  return {
    onDrill,
    bar: bar(rows, removeRows, show),
    conversations: { only: picked?.ids, above: bar(picked, () => setPicked(null), show) },
  };
}
