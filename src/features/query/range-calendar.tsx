import { useState } from 'react';
import { format } from 'date-fns';
import { DayPicker, type DateRange, type Matcher, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import { allowedDays, type TimeOfDay } from './calendar-limits';

export interface RangeCalendarProps {
  /** The range the text fields hold now, when they hold a valid one. */
  initial: DateRange | undefined;
  startTime: TimeOfDay;
  endTime: TimeOfDay;
  /** The report's longest range in days; null when it has none. */
  maxDays: number | null;
  onPick: (from: Date, to: Date) => void;
}

/** Starts with the day's number, the text a sighted speech user sees and says ("10 January 2026, Saturday"). */
const labelDayButton = (date: Date, modifiers: Modifiers) =>
  [
    format(date, 'd MMMM yyyy, EEEE'),
    modifiers.today ? 'today' : '',
    modifiers.selected ? 'selected' : '',
    modifiers.disabled ? 'beyond the longest range' : '',
  ]
    .filter(Boolean)
    .join(', ');

/**
 * Two months, range mode. Once the first day is picked, days that would make the range too long are
 * disabled, so the calendar cannot build a range the service refuses. Loaded on demand (it is the
 * heaviest piece of the form).
 */
export default function RangeCalendar({ initial, startTime, endTime, maxDays, onPick }: RangeCalendarProps) {
  const [selected, setSelected] = useState<DateRange | undefined>(initial);
  const anchor = selected?.from && !selected.to ? selected.from : null;
  const disabled: Matcher[] = [];
  if (anchor && maxDays !== null) {
    const { first, last } = allowedDays(anchor, startTime, endTime, maxDays);
    disabled.push({ before: first }, { after: last });
  }
  return (
    <DayPicker
      mode="range"
      numberOfMonths={2}
      resetOnSelect
      defaultMonth={initial?.from ?? new Date()}
      selected={selected}
      disabled={disabled}
      weekStartsOn={1}
      showOutsideDays={false}
      labels={{ labelDayButton }}
      onSelect={(range) => {
        setSelected(range);
        if (range?.from && range.to) onPick(range.from, range.to);
      }}
      footer={
        anchor
          ? maxDays !== null
            ? `Now pick the last day (at most ${maxDays} days).`
            : 'Now pick the last day.'
          : 'Pick the first day of the range.'
      }
    />
  );
}
