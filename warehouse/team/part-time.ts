import { DAY_MS } from '../../src/core/dates';
import type { Span } from '../../src/core/history';
import { dayStartMs } from '../history/row-time';
import { wallMsOf } from '../spans';

const DAY = /^day=(\d{4}-\d{2}-\d{2})$/;
const COMPACT = String.raw`(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})`;
const SEGMENT = new RegExp(`^segment=${COMPACT}_${COMPACT}$`);

/** The span a partition's rows fall in, from its folder's name: a day, or its segment's span. */
export function partSpan(part: string): Span {
  const day = DAY.exec(part)?.[1];
  if (day) return { startMs: dayStartMs(day), endMs: dayStartMs(day) + DAY_MS - 1000 };
  const m = SEGMENT.exec(part);
  if (!m) return { startMs: Number.NEGATIVE_INFINITY, endMs: Number.POSITIVE_INFINITY };
  return {
    startMs: wallMsOf(`${m[1]} ${m[2]}:${m[3]}:${m[4]}`),
    endMs: wallMsOf(`${m[5]} ${m[6]}:${m[7]}:${m[8]}`),
  };
}

/** Whether a partition holds a day's rows (a dated report's), which can be cut from its segments. */
export const isDayPart = (part: string) => DAY.test(part);
