import { lazy, Suspense, useId, useState } from 'react';
import {
  formatWallClock,
  parseServiceDate,
  presets,
  SERVICE_DATE_EXAMPLE,
  SERVICE_DATE_FORMAT,
} from '../../core/dates';
import { Field } from '../../lib/field';
import { atTime, type TimeOfDay } from './calendar-limits';

const RangeCalendar = lazy(() => import('./range-calendar'));

const MIDNIGHT: TimeOfDay = { hour: 0, minute: 0, second: 0 };
const END_OF_DAY: TimeOfDay = { hour: 23, minute: 59, second: 59 };
const pad = (n: number) => String(n).padStart(2, '0');
const timeText = (t: TimeOfDay) => `${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;

function timeOf(text: string): TimeOfDay | null {
  const p = parseServiceDate(text);
  return p.ok ? { hour: p.value.hour, minute: p.value.minute, second: p.value.second } : null;
}

/** `HH:mm` or `HH:mm:ss` from a time input, as a time of day. */
function parseTimeInput(value: string): TimeOfDay | null {
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!m) return null;
  return { hour: Number(m[1]), minute: Number(m[2]), second: Number(m[3] ?? 0) };
}

/** Replaces the time part of a service date, when the text holds one. */
function withTime(text: string, value: string): string {
  const p = parseServiceDate(text);
  const t = parseTimeInput(value);
  return p.ok && t ? formatWallClock({ ...p.value, ...t }) : text;
}

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
  const startTime = timeOf(start);
  const endTime = timeOf(end);
  const startParsed = parseServiceDate(start);
  const endParsed = parseServiceDate(end);
  const hintId = useId();

  return (
    <fieldset className="range-fields">
      <legend>Date range</legend>
      <div className="presets" role="group" aria-label="Presets">
        {presets(new Date()).map((p) => (
          <button
            key={p.id}
            type="button"
            className="btn btn-small"
            aria-pressed={p.start === start && p.end === end}
            onClick={() => onChange({ start: p.start, end: p.end })}
          >
            {p.label}
          </button>
        ))}
        <button
          type="button"
          className="btn btn-small"
          aria-expanded={calendarOpen}
          aria-controls="range-calendar"
          onClick={() => setCalendarOpen((o) => !o)}
        >
          {calendarOpen ? 'Hide calendar' : 'Calendar…'}
        </button>
      </div>
      <div className="range-row">
        <Field label="Start" error={startError} describedBy={hintId} className="date-field">
          {(control) => (
            <input
              {...control}
              type="text"
              className="mono"
              value={start}
              placeholder={SERVICE_DATE_EXAMPLE}
              spellCheck={false}
              onChange={(e) => onChange({ start: e.target.value })}
              onBlur={() => onBlur('start')}
            />
          )}
        </Field>
        <Field label="Time on the first day" labelHidden className="time-field">
          {(control) => (
            <input
              {...control}
              type="time"
              step={1}
              value={startTime ? timeText(startTime) : ''}
              disabled={!startTime}
              onChange={(e) => onChange({ start: withTime(start, e.target.value) })}
            />
          )}
        </Field>
        <Field label="End" error={endError} describedBy={hintId} className="date-field">
          {(control) => (
            <input
              {...control}
              type="text"
              className="mono"
              value={end}
              placeholder={SERVICE_DATE_EXAMPLE}
              spellCheck={false}
              onChange={(e) => onChange({ end: e.target.value })}
              onBlur={() => onBlur('end')}
            />
          )}
        </Field>
        <Field label="Time on the last day" labelHidden className="time-field">
          {(control) => (
            <input
              {...control}
              type="time"
              step={1}
              value={endTime ? timeText(endTime) : ''}
              disabled={!endTime}
              onChange={(e) => onChange({ end: withTime(end, e.target.value) })}
            />
          )}
        </Field>
      </div>
      <p id={hintId} className="field-hint">
        {SERVICE_DATE_FORMAT}, sent exactly as shown (local time).
        {maxDays !== null ? ` ${reportName} takes at most ${maxDays} days.` : ''}
      </p>
      {calendarOpen ? (
        <div id="range-calendar" className="calendar-popover">
          <Suspense fallback={<p className="muted">Loading the calendar…</p>}>
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
      ) : null}
    </fieldset>
  );
}
