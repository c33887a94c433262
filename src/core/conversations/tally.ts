import type { Row } from '../contract';
import { isLowConfidenceRow } from '../dialogs';
import { instantOf, numberOf, textOf } from './fields';

/** The running figures of one conversation; private, copied out by `summaries`. */
export interface Tally {
  messages: number;
  firstAt: number;
  lastAt: number;
  firstDate: string;
  lastDate: string;
  channels: string[];
  parts: number[];
  lowConfidence: number;
}

export const emptyTally = (): Tally => ({
  messages: 0,
  firstAt: Number.NaN,
  lastAt: Number.NaN,
  firstDate: '',
  lastDate: '',
  channels: [],
  parts: [],
  lowConfidence: 0,
});

/** Folds one row into the running figures. */
export function accumulate(t: Tally, row: Row): void {
  t.messages += 1;
  if (isLowConfidenceRow(row)) t.lowConfidence += 1;
  const at = instantOf(row);
  if (!Number.isNaN(at)) {
    const date = textOf(row, 'date') ?? '';
    if (Number.isNaN(t.firstAt) || at < t.firstAt) [t.firstAt, t.firstDate] = [at, date];
    if (Number.isNaN(t.lastAt) || at >= t.lastAt) [t.lastAt, t.lastDate] = [at, date];
  }
  const channel = textOf(row, 'channelName');
  if (channel && !t.channels.includes(channel)) t.channels.push(channel);
  const part = numberOf(row, 'part');
  if (part !== null && !t.parts.includes(part)) {
    t.parts.push(part);
    t.parts.sort((a, b) => a - b);
  }
}
