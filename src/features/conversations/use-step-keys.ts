import { useEffect, useEffectEvent, type RefObject } from 'react';

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

function stepOf(e: KeyboardEvent): 1 | -1 | 0 {
  if (e.altKey) return e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
  return e.key === 'j' ? 1 : e.key === 'k' ? -1 : 0;
}

/**
 * `j`/`k` or Alt+ArrowDown/Alt+ArrowUp step to the next/previous conversation, except while typing or
 * while `root` is hidden (the shell keeps the panel mounted behind another tab).
 */
export function useStepKeys(root: RefObject<HTMLElement | null>, onStep: (step: 1 | -1) => void) {
  const step = useEffectEvent(onStep);
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.shiftKey || isEditable(e.target)) return;
      if (!root.current || root.current.getClientRects().length === 0) return;
      const direction = stepOf(e);
      if (direction === 0) return;
      e.preventDefault();
      step(direction);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [root]);
}
