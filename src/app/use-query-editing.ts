import { useEffect, useRef, useState } from 'react';
import { RUN_LINE_ID } from '../features/run';

/** The keys that open (and close) the query's form while a run is shown, as `aria-keyshortcuts` spells them. */
export const EDIT_KEYS = 'Alt+Shift+E';

// By the key's place, not its character: Alt+Shift+E types a dead key or a symbol on some layouts.
const isEditKeys = (e: KeyboardEvent) =>
  e.code === 'KeyE' && e.altKey && e.shiftKey && !e.ctrlKey && !e.metaKey;

/**
 * Whether the query's form is open: always before a run, and after one starts only when Edit opened it,
 * so the results get the screen. A new run (`runN` changes) folds it again. Opening it moves the focus to
 * its first field, where the person means to type; folding it while it had the focus (Run report pressed),
 * to the run's line, so a keyboard user goes on from there and not from the top of the page.
 */
export function useQueryEditing(runN: number | null) {
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const open = runN === null || openedAt === runN;
  const panelRef = useRef<HTMLElement>(null);
  const focusNext = useRef(false);
  const toggle = () => {
    focusNext.current = !open;
    setOpenedAt(open ? null : runN);
  };
  const toggleRef = useRef(toggle);
  useEffect(() => {
    toggleRef.current = toggle;
  });
  useEffect(() => {
    if (runN === null) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (!isEditKeys(e)) return;
      e.preventDefault();
      toggleRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [runN]);
  useEffect(() => {
    if (!open) {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost) document.getElementById(RUN_LINE_ID)?.focus();
      return;
    }
    if (!focusNext.current) return;
    focusNext.current = false;
    panelRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [open]);
  return { open, toggle, panelRef };
}
