import { lazy, Suspense, useState } from 'react';
import type { GridDrill } from '../features/results';
import type { OverviewDrill } from '../features/overview';
import type { Tab } from './result-tabs';

// Only ever shown after a click in the overview, whose chunk holds it.
const DrillBar = lazy(() => import('../features/overview').then((m) => ({ default: m.DrillBar })));

/**
 * A click in the overview: the grid shows those rows (its filters replaced), a bar above it says so and
 * removes it, and Back returns to the overview where it was scrolled.
 */
export function useOverviewDrill(show: (tab: Tab) => void) {
  const [grid, setGrid] = useState<GridDrill | undefined>(undefined);
  const [shown, setShown] = useState<{ drill: OverviewDrill; scrollY: number } | null>(null);
  const next = (filters: GridDrill['filters']) => setGrid((old) => ({ id: (old?.id ?? 0) + 1, filters }));
  const onDrill = (drill: OverviewDrill) => {
    setShown({ drill, scrollY: window.scrollY });
    next(drill.filters);
    show('rows');
    window.scrollTo(0, 0);
  };
  const back = () => {
    const scrollY = shown?.scrollY ?? 0;
    show('overview');
    requestAnimationFrame(() => window.scrollTo(0, scrollY));
  };
  const bar = shown ? (
    <Suspense fallback={null}>
      <DrillBar
        drill={shown.drill}
        onRemove={() => {
          setShown(null);
          next({});
        }}
        onBack={back}
      />
    </Suspense>
  ) : null;
  return { grid, onDrill, bar };
}
