import { useI18n } from '../lib/i18n';

/** Where a drill was opened from: the tab Back returns to. */
export type DrillFrom = 'overview' | 'summary' | 'review';

/**
 * Above the grid or the conversations list after a figure of the Overview or the Summary was opened: what
 * it shows, a way to remove that filter, and a way back to where the click was. Styled in src/app/app.css.
 */
export function DrillBar({
  from,
  label,
  conversations = false,
  onRemove,
  onBack,
}: {
  from: DrillFrom;
  /** The figure, as the tab it came from names it. */
  label: string;
  /** The conversations list shows the figure's conversations (rather than the grid its rows). */
  conversations?: boolean;
  onRemove: () => void;
  onBack: () => void;
}) {
  const { t } = useI18n();
  const text = conversations
    ? t('app.drill.conversations', { label, from })
    : t('app.drill.rows', { label, from });
  const removeLabel = t('app.drill.remove');
  return (
    <div className="drill-bar" role="group" aria-label={text}>
      <span className="drill-bar-chip">
        {text}
        <button
          type="button"
          className="drill-bar-remove"
          aria-label={removeLabel}
          title={removeLabel}
          onClick={onRemove}
        >
          ×
        </button>
      </span>
      <button type="button" onClick={onBack}>
        {t('app.drill.back', { from })}
      </button>
    </div>
  );
}
