import { lazy, Suspense } from 'react';
import { formatWallClock, parseServiceDate } from '../../core/dates';
import { useI18n } from '../../lib/i18n';
import { atTime } from './calendar-limits';
import { END_OF_DAY, MIDNIGHT, timeOf } from './range-time';

const RangeCalendar = lazy(() => import('./range-calendar'));

/** The calendar, loaded on first use: picking days keeps the times of day already in the fields. */
export function CalendarPopover({
  start,
  end,
  maxDays,
  onChange,
}: {
  start: string;
  end: string;
  maxDays: number | null;
  onChange: (range: { start: string; end: string }) => void;
}) {
  const { t } = useI18n();
  const startTime = timeOf(start);
  const endTime = timeOf(end);
  const startParsed = parseServiceDate(start);
  const endParsed = parseServiceDate(end);
  return (
    <div id="range-calendar" className="calendar-popover">
      <Suspense fallback={<p className="muted">{t('query.calendar.loading')}</p>}>
        <RangeCalendar
          initial={
            startParsed.ok && endParsed.ok ? { from: startParsed.date, to: endParsed.date } : undefined
          }
          startTime={startTime ?? MIDNIGHT}
          endTime={endTime ?? END_OF_DAY}
          maxDays={maxDays}
          onPick={(from, to) => {
            onChange({
              start: formatWallClock(atTime(from, startTime ?? MIDNIGHT)),
              end: formatWallClock(atTime(to, endTime ?? END_OF_DAY)),
            });
          }}
        />
      </Suspense>
    </div>
  );
}
