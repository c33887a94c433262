import { useRef, useState } from 'react';
import type { ReportQuery } from '../api/types';
import type { RowsDrill } from '../core/table';
import { analyticsKey } from '../engine/analytics-key';
import type { Engine } from '../engine/types';
import type { OverviewDrill } from '../features/overview';
import type { GridDrill } from '../features/results';
import { DrillBar, type DrillFrom } from './drill-bar';
import type { Tab } from './result-tabs';
import { scrollPlace } from './scroll-place';

type Shown<D> = { from: DrillFrom; drill: D; place: ReturnType<typeof scrollPlace> };
type Picked = Shown<OverviewDrill> & { ids: ReadonlySet<string> };

/**
 * A figure of the Overview or the Summary opened. A figure of rows: the grid shows exactly those rows (its
 * filters and search replaced). A figure of conversations (the Overview's): the conversations list shows
 * only those, once the worker has named them. Either way a bar above says so and removes it, and Back
 * returns to the tab the click was in, where it was scrolled.
 */
export function useDrill(show: (tab: Tab) => void, engine: Pick<Engine, 'analytics'>, query: ReportQuery) {
  const [grid, setGrid] = useState<GridDrill | undefined>(undefined);
  const [rows, setRows] = useState<Shown<RowsDrill> | null>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  // Only the last click's answer is shown, however the worker's answers come back.
  const clicks = useRef(0);
  // Each drill applies again, even the same filters (the grid's own may have changed since).
  const toGrid = (filters: GridDrill['filters'], global?: string) =>
    setGrid((old) => ({ id: (old?.id ?? 0) + 1, filters, global }));

  const open = (from: DrillFrom, drill: OverviewDrill) => {
    // Saved where the click was: the tab is hidden (and its scroller's height gone) once left.
    const place = scrollPlace(`panel-${from}`);
    const click = ++clicks.current;
    if ('pick' in drill) {
      void engine.analytics
        .conversations(analyticsKey(query), drill.pick)
        .then((ids) => {
          if (click !== clicks.current) return;
          setPicked({ from, drill, place, ids: new Set(ids ?? []) });
          show('conversations');
          place.toTop();
        })
        // Only a worker that has ended fails here: the click then changes nothing.
        .catch(() => undefined);
      return;
    }
    setRows({ from, drill, place });
    toGrid(drill.filters, drill.global);
    show('rows');
    place.toTop();
  };
  const removeRows = () => {
    setRows(null);
    toGrid(rows?.drill.before?.filters ?? {}, rows?.drill.before?.global);
  };
  const back = (shown: Shown<unknown>, remove: boolean) => () => {
    if (remove) removeRows();
    show(shown.from);
    shown.place.restore();
  };
  const rowsBar = rows ? (
    <DrillBar
      from={rows.from}
      label={rows.drill.label}
      onRemove={removeRows}
      onBack={back(rows, rows.drill.before !== undefined)}
    />
  ) : null;
  const conversationsBar = picked ? (
    <DrillBar
      conversations
      from={picked.from}
      label={picked.drill.label}
      onRemove={() => setPicked(null)}
      onBack={back(picked, false)}
    />
  ) : null;
  return {
    /** The filters set on the grid from outside, for the rows tab. */
    grid,
    fromOverview: (drill: OverviewDrill) => open('overview', drill),
    fromSummary: (drill: RowsDrill) => open('summary', drill),
    fromReview: (drill: OverviewDrill) => open('review', drill),
    rowsBar,
    conversations: { only: picked?.ids, above: conversationsBar },
  };
}
