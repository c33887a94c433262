import { useState } from 'react';
import { format } from 'date-fns';
import { DayPicker, type DateRange, type Matcher, type Modifiers } from 'react-day-picker';
import { enUS, es } from 'react-day-picker/locale';
import { useI18n, type Translate } from '../../lib/i18n';
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

// The calendar's month and day names in the language shown (its chunk is loaded on first use only).
const DAY_PICKER_LOCALES = { en: enUS, es } as const;

/** Starts with the day's number, the text a sighted speech user sees and says ("10 January 2026, Saturday"). */
const dayLabeller =
  (t: Translate, locale: (typeof DAY_PICKER_LOCALES)[keyof typeof DAY_PICKER_LOCALES]) =>
  (date: Date, modifiers: Modifiers) =>
    t('query.calendar.day', {
      date: format(date, 'd MMMM yyyy, EEEE', { locale }),
      today: modifiers.today ? 'yes' : 'no',
      selected: modifiers.selected ? 'yes' : 'no',
      disabled: modifiers.disabled ? 'yes' : 'no',
    });

/**
 * Two months, range mode. Once the first day is picked, days that would make the range too long are
 * disabled, so the calendar cannot build a range the service refuses. Loaded on demand (it is the
 * heaviest piece of the form).
 */
export default function RangeCalendar({ initial, startTime, endTime, maxDays, onPick }: RangeCalendarProps) {
  const { t, locale } = useI18n();
  const dayLocale = DAY_PICKER_LOCALES[locale];
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
      locale={dayLocale}
      labels={{ labelDayButton: dayLabeller(t, dayLocale) }}
      onSelect={(range) => {
        setSelected(range);
        if (range?.from && range.to) onPick(range.from, range.to);
      }}
      footer={
        anchor
          ? maxDays !== null
            ? t('query.calendar.pickLastMax', { max: maxDays })
            : t('query.calendar.pickLast')
          : t('query.calendar.pickFirst')
      }
    />
  );
}
