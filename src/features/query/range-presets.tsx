import { presets } from '../../core/dates';

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
  return (
    <div className="presets" role="group" aria-label="Presets">
      {presets(new Date()).map((p) => (
        <button
          key={p.id}
          type="button"
          className="btn btn-small"
          aria-pressed={p.start === start && p.end === end}
          onClick={() => onPick({ start: p.start, end: p.end })}
        >
          {p.label}
        </button>
      ))}
      <button
        type="button"
        className="btn btn-small"
        aria-expanded={calendarOpen}
        aria-controls="range-calendar"
        onClick={onToggleCalendar}
      >
        {calendarOpen ? 'Hide calendar' : 'Calendar…'}
      </button>
    </div>
  );
}
