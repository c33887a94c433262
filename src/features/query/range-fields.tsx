import { useId, useState } from 'react';
import { SERVICE_DATE_FORMAT } from '../../core/dates';
import { useI18n } from '../../lib/i18n';
import { CalendarPopover } from './calendar-popover';
import { DateTimeField } from './date-time-field';
import { RangePresets } from './range-presets';

export interface RangeFieldsProps {
  start: string;
  end: string;
  startError?: string;
  endError?: string;
  /** The report's limit on one query's range: a longer range is fetched as windows of it. */
  windowDays: number | null;
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
  windowDays,
  reportName,
  onChange,
  onBlur,
}: RangeFieldsProps) {
  const { t } = useI18n();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const hintId = useId();

  return (
    <fieldset className="range-fields">
      <legend>{t('query.range.legend')}</legend>
      <RangePresets
        start={start}
        end={end}
        onPick={onChange}
        calendarOpen={calendarOpen}
        onToggleCalendar={() => setCalendarOpen((o) => !o)}
      />
      <div className="range-row">
        <DateTimeField
          label={t('query.range.start')}
          timeLabel={t('query.range.startTime')}
          value={start}
          error={startError}
          hintId={hintId}
          onChange={(value) => onChange({ start: value })}
          onBlur={() => onBlur('start')}
        />
        <DateTimeField
          label={t('query.range.end')}
          timeLabel={t('query.range.endTime')}
          value={end}
          error={endError}
          hintId={hintId}
          onChange={(value) => onChange({ end: value })}
          onBlur={() => onBlur('end')}
        />
      </div>
      <p id={hintId} className="field-hint">
        {windowDays !== null
          ? t('query.range.hintWindows', { format: SERVICE_DATE_FORMAT, report: reportName, max: windowDays })
          : t('query.range.hint', { format: SERVICE_DATE_FORMAT })}
      </p>
      {calendarOpen ? <CalendarPopover start={start} end={end} maxDays={null} onChange={onChange} /> : null}
    </fieldset>
  );
}
