import { useEffect, useRef } from 'react';
import type { SavedView } from '../../../core/table';

/** How long the view stays unchanged before it is told: a typed filter is one change, not one a key. */
const SETTLE_MS = 400;

/**
 * Tells `onChange` the view once it has stopped changing, never the view the table opened with (so a
 * stored run is not written again just for being opened). Views are compared by what they say.
 */
export function useViewChanges(view: SavedView, onChange: ((view: SavedView) => void) | undefined) {
  const said = JSON.stringify([view.sort, view.global, view.filters]);
  const told = useRef(said);
  const latest = useRef({ view, onChange });
  useEffect(() => {
    latest.current = { view, onChange };
  });
  useEffect(() => {
    if (said === told.current) return;
    const timer = setTimeout(() => {
      told.current = said;
      latest.current.onChange?.(latest.current.view);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [said]);
}
