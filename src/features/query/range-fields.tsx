import { useId, useState } from 'react';
import { SERVICE_DATE_FORMAT } from '../../core/dates';
import { CalendarPopover } from './calendar-popover';
import { DateTimeField } from './date-time-field';
import { RangePresets } from './range-presets';

export interface RangeFieldsProps {
  start: string;
  end: string;
  startError?: string;
  endError?: string;
  maxDays: number | null;
  reportName: string;
  onChange: (next: { start?: string; end?: string }) => void;
  onBlur: (field: 'start' | 'end') => void;
}

/**
 * The range as the exact strings that will be sent, typed or pasted, plus three quicker ways to fill
 * them: presets, time-of-day fields and a calendar.
 */
export function RangeFields({
  start,
  end,
  startError,
  endError,
  maxDays,
  reportName,
  onChange,
  onBlur,
}: RangeFieldsProps) {
  const [calendarOpen, setCalendarOpen] = useState(false);
  const hintId = useId();

  return (
    <fieldset className="range-fields">
      <legend>Date range</legend>
      <RangePresets
        start={start}
        end={end}
        onPick={onChange}
        calendarOpen={calendarOpen}
        onToggleCalendar={() => setCalendarOpen((o) => !o)}
      />
      <div className="range-row">
        <DateTimeField
          label="Start"
          timeLabel="Time on the first day"
          value={start}
          error={startError}
          hintId={hintId}
          onChange={(value) => onChange({ start: value })}
          onBlur={() => onBlur('start')}
        />
        <DateTimeField
          label="End"
          timeLabel="Time on the last day"
          value={end}
          error={endError}
          hintId={hintId}
          onChange={(value) => onChange({ end: value })}
          onBlur={() => onBlur('end')}
        />
      </div>
      <p id={hintId} className="field-hint">
        {SERVICE_DATE_FORMAT}, sent exactly as shown (local time).
        {maxDays !== null ? ` ${reportName} takes at most ${maxDays} days.` : ''}
      </p>
      {calendarOpen ? (
        <CalendarPopover start={start} end={end} maxDays={maxDays} onChange={onChange} />
      ) : null}
    </fieldset>
  );
}
