import type { ConversationSummary } from '../../core/conversations';
import { isPerson } from '../../core/dialogs';

export type SortKey = 'first' | 'last' | 'messages' | 'lowConfidence' | 'channel' | 'id';
export interface ListSort {
  key: SortKey;
  direction: 'ascending' | 'descending';
}
export interface ListFilter {
  /** Matches the id or a channel name, case-insensitively. */
  text: string;
  lowConfidenceOnly: boolean;
  /** Only conversations where a person (an agent or a consultant) took part. */
  withPersonOnly: boolean;
}

export const DEFAULT_SORT: ListSort = { key: 'first', direction: 'ascending' };
export const NO_FILTER: ListFilter = { text: '', lowConfidenceOnly: false, withPersonOnly: false };

const NUMERIC: Partial<Record<SortKey, (s: ConversationSummary) => number>> = {
  first: (s) => s.firstAt,
  last: (s) => s.lastAt,
  messages: (s) => s.messages,
  lowConfidence: (s) => s.lowConfidence,
};
const TEXT: Record<'channel' | 'id', (s: ConversationSummary) => string> = {
  channel: (s) => s.channels[0] ?? '',
  id: (s) => s.id,
};

const matches = (s: ConversationSummary, f: ListFilter, needle: string) =>
  (!f.lowConfidenceOnly || s.lowConfidence > 0) &&
  (!f.withPersonOnly || s.parts.some(isPerson)) &&
  (needle === '' ||
    s.id.toLowerCase().includes(needle) ||
    s.channels.some((c) => c.toLowerCase().includes(needle)));

/**
 * The lines of the conversations view: filtered, then sorted; ties keep the order of arrival and unreadable
 * times come last either way. Numeric keys are read once into a typed array: the list is sorted again after
 * every page of a run, and a comparator reading objects was measured too slow for that
 * (docs/architecture.md#the-conversations-tab).
 */
export function visibleConversations(
  all: readonly ConversationSummary[],
  sort: ListSort,
  filter: ListFilter,
  /** Only these ids (a set of conversations drilled into from the overview), on top of the filter. */
  only?: ReadonlySet<string>,
): ConversationSummary[] {
  const needle = filter.text.trim().toLowerCase();
  const lines = all.filter((s) => (!only || only.has(s.id)) && matches(s, filter, needle));
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const numeric = NUMERIC[sort.key];
  const order = Array.from(lines.keys());
  if (numeric) {
    const keys = new Float64Array(lines.length);
    lines.forEach((s, i) => {
      const k = numeric(s);
      keys[i] = Number.isNaN(k) ? Number.POSITIVE_INFINITY : sign * k;
    });
    order.sort((a, b) => (keys[a] ?? 0) - (keys[b] ?? 0) || a - b);
  } else {
    const text = TEXT[sort.key === 'channel' ? 'channel' : 'id'];
    const keys = lines.map(text);
    order.sort((a, b) => sign * (keys[a] ?? '').localeCompare(keys[b] ?? '') || a - b);
  }
  return order.map((i) => lines[i] ?? all[0]).filter((s) => s !== undefined);
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
