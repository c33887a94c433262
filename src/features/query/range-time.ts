import { formatWallClock, parseServiceDate } from '../../core/dates';
import type { TimeOfDay } from './calendar-limits';

export const MIDNIGHT: TimeOfDay = { hour: 0, minute: 0, second: 0 };
export const END_OF_DAY: TimeOfDay = { hour: 23, minute: 59, second: 59 };
const pad = (n: number) => String(n).padStart(2, '0');
export const timeText = (t: TimeOfDay) => `${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;

export function timeOf(text: string): TimeOfDay | null {
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
export function withTime(text: string, value: string): string {
  const p = parseServiceDate(text);
  const t = parseTimeInput(value);
  return p.ok && t ? formatWallClock({ ...p.value, ...t }) : text;
}
