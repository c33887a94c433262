import { presets } from '../../core/dates';
import { useI18n } from '../../lib/i18n';

/** The preset ranges (the one in the fields shown pressed) and the button that opens the calendar. */
export function RangePresets({
  start,
  end,
  onPick,
  calendarOpen,
  onToggleCalendar,
}: {
  start: string;
  end: string;
  onPick: (range: { start: string; end: string }) => void;
  calendarOpen: boolean;
  onToggleCalendar: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="presets" role="group" aria-label={t('query.presets.label')}>
      {presets(new Date()).map((p) => (
        <button
          key={p.id}
          type="button"
          className="btn btn-small"
          aria-pressed={p.start === start && p.end === end}
          onClick={() => onPick({ start: p.start, end: p.end })}
        >
          {t(`query.preset.${p.id}`)}
        </button>
      ))}
      <button
        type="button"
        className="btn btn-small"
        aria-expanded={calendarOpen}
        aria-controls="range-calendar"
        onClick={onToggleCalendar}
      >
        {calendarOpen ? t('query.calendar.hide') : t('query.calendar.open')}
      </button>
    </div>
  );
}
