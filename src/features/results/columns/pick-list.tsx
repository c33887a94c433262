import { useI18n } from '../../../lib/i18n';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';

/** Focus moves into the panel and back to the anchor when it closes; a press outside closes it. */
function usePopover(ref: RefObject<HTMLDivElement | null>, anchor: HTMLElement, onClose: () => void) {
  useEffect(() => {
    const panel = ref.current;
    panel?.querySelector<HTMLElement>('input, button')?.focus();
    const onDown = (e: PointerEvent) => {
      if (e.target instanceof Node && !panel?.contains(e.target) && !anchor.contains(e.target)) onClose();
    };
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      anchor.focus();
    };
  }, [ref, anchor, onClose]);
}

/** The values as checkboxes, or why there is no list. */
function PickValues({
  values,
  chosen,
  onToggle,
}: {
  values: readonly string[] | null;
  chosen: ReadonlySet<string>;
  onToggle: (value: string) => void;
}) {
  const { t } = useI18n();
  if (values === null) return <p className="muted">{t('results.pick.tooMany')}</p>;
  return (
    <ul className="rt-picklist">
      {values.map((value) => (
        <li key={value}>
          <label>
            <input type="checkbox" checked={chosen.has(value)} onChange={() => onToggle(value)} />{' '}
            {value === '' ? t('results.pick.empty') : value}
          </label>
        </li>
      ))}
    </ul>
  );
}

/**
 * The values of a column with few distinct values, as checkboxes. A small dialog under the button that
 * opened it; Escape or a click outside closes it and gives focus back to that button.
 */
/** Most a pick list is tall; it gets less when the window has less room. */
const POPOVER_MAX_PX = 360;

/**
 * Under its header cell, or above it when the window has more room there: the popover is fixed, so a part
 * below the window's edge could never be scrolled to (a grid low on a tall page, a short window).
 */
function besideAnchor(rect: DOMRect) {
  const below = window.innerHeight - rect.bottom - 12;
  const above = rect.top - 12;
  if (below >= Math.min(POPOVER_MAX_PX, 240) || below >= above)
    return { top: rect.bottom + 4, maxHeight: Math.min(POPOVER_MAX_PX, below) };
  return { bottom: window.innerHeight - rect.top + 4, maxHeight: Math.min(POPOVER_MAX_PX, above) };
}

export function PickList({
  title,
  anchor,
  values,
  selected,
  onApply,
  onClose,
}: {
  title: string;
  anchor: HTMLElement;
  /** null: too many distinct values for a list. */
  values: readonly string[] | null;
  selected: readonly string[];
  onApply: (values: string[]) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState(() => new Set(selected));
  const rect = anchor.getBoundingClientRect();

  usePopover(ref, anchor, onClose);

  const toggle = (v: string) =>
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(v)) next.delete(v);
      else next.add(v);
      return next;
    });

  return createPortal(
    <div
      ref={ref}
      role="dialog"
      aria-labelledby={`${id}-t`}
      className="rt-popover"
      style={{ ...besideAnchor(rect), left: Math.max(8, Math.min(rect.left - 160, window.innerWidth - 280)) }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <p id={`${id}-t`} className="rt-popover-title">
        {title}
      </p>
      <PickValues values={values} chosen={chosen} onToggle={toggle} />
      <div className="rt-popover-actions">
        {values !== null ? (
          <button type="button" className="btn btn-primary" onClick={() => onApply([...chosen])}>
            {t('results.pick.apply')}
          </button>
        ) : null}
        <button type="button" className="btn" onClick={() => onApply([])}>
          {t('results.pick.clear')}
        </button>
        <button type="button" className="btn" onClick={onClose}>
          {t('results.pick.close')}
        </button>
      </div>
    </div>,
    document.body,
  );
}
