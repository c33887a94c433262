import type { ConversationSummary } from '../../core/conversations';

export type SortKey = 'first' | 'last' | 'messages' | 'lowConfidence' | 'channel' | 'id';
export interface ListSort {
  key: SortKey;
  direction: 'ascending' | 'descending';
}
export interface ListFilter {
  /** Matches the id or a channel name, case-insensitively. */
  text: string;
  lowConfidenceOnly: boolean;
  /** Only conversations where an agent (2) or a consultant (4) took part. */
  withPersonOnly: boolean;
}

export const DEFAULT_SORT: ListSort = { key: 'first', direction: 'ascending' };
export const NO_FILTER: ListFilter = { text: '', lowConfidenceOnly: false, withPersonOnly: false };

// Unreadable times (NaN) sort last in either direction.
const byNumber = (a: number, b: number) =>
  Number.isNaN(a) ? (Number.isNaN(b) ? 0 : 1) : Number.isNaN(b) ? -1 : a - b;

const compare: Record<SortKey, (a: ConversationSummary, b: ConversationSummary) => number> = {
  first: (a, b) => byNumber(a.firstAt, b.firstAt),
  last: (a, b) => byNumber(a.lastAt, b.lastAt),
  messages: (a, b) => a.messages - b.messages,
  lowConfidence: (a, b) => a.lowConfidence - b.lowConfidence,
  channel: (a, b) => (a.channels[0] ?? '').localeCompare(b.channels[0] ?? ''),
  id: (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
};

const matches = (s: ConversationSummary, f: ListFilter, needle: string) =>
  (!f.lowConfidenceOnly || s.lowConfidence > 0) &&
  (!f.withPersonOnly || s.parts.includes(2) || s.parts.includes(4)) &&
  (needle === '' ||
    s.id.toLowerCase().includes(needle) ||
    s.channels.some((c) => c.toLowerCase().includes(needle)));

/** The lines of the conversations view: filtered, then sorted (ties keep the order of arrival). */
export function visibleConversations(
  all: readonly ConversationSummary[],
  sort: ListSort,
  filter: ListFilter,
): ConversationSummary[] {
  const needle = filter.text.trim().toLowerCase();
  const cmp = compare[sort.key];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const keepNaNLast = sort.key === 'first' || sort.key === 'last';
  return all
    .filter((s) => matches(s, filter, needle))
    .sort((a, b) => {
      if (keepNaNLast) {
        const [x, y] = sort.key === 'first' ? [a.firstAt, b.firstAt] : [a.lastAt, b.lastAt];
        if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
      }
      return sign * cmp(a, b);
    });
}

/** The id `step` lines away from `current` in `lines`; the first (or last) line when `current` is not shown. */
export function stepFrom(
  lines: readonly { id: string }[],
  current: string | null,
  step: 1 | -1,
): string | null {
  if (lines.length === 0) return null;
  const at = current === null ? -1 : lines.findIndex((l) => l.id === current);
  if (at === -1) return (step === 1 ? lines[0] : lines[lines.length - 1])?.id ?? null;
  return lines[Math.min(lines.length - 1, Math.max(0, at + step))]?.id ?? null;
}
