import type { Bucket, ConversationPick } from '../../core/analytics';
import { formatWallClock } from '../../core/dates';
import { labelOf, VALUE_WORDS, type ValueWords } from '../../core/contract';
import type { RowsDrill } from '../../core/table';

/** A figure that counts conversations: the conversations list, filtered to those the worker picks. */
export interface ConversationsDrill {
  pick: ConversationPick;
  label: string;
}

/** Where a click on a figure leads: the grid's rows of it, or the conversations it counted. */
export type OverviewDrill = RowsDrill | ConversationsDrill;

export const isConversationsDrill = (drill: OverviewDrill): drill is ConversationsDrill => 'pick' in drill;

/** The rows whose column shows `value` (the grid's pick list filter: its text as shown). */
export const drillTo = (column: string, value: string, label = value): RowsDrill => ({
  filters: { [column]: { kind: 'oneOf', values: [value] } },
  label,
});

/** A sequence type as the grid shows it: its documented label, in the words of the language shown. */
export const sequenceLabel = (value: string, words: ValueWords = VALUE_WORDS.en) =>
  labelOf(words.secuenceType, Number(value), words.unknown);


/** A bucket's start as the grid writes dates (`yyyy-MM-dd HH:mm:ss`): the day, or the day and hour. */
export const bucketText = (bucket: Bucket, start: number): string =>
  formatWallClock(start).slice(0, bucket === 'day' ? 10 : 16);

/**
 * The rows of one hour or day: the grid's date text starts so (a contains filter on what it shows). The
 * filter keeps the grid's own date shape in every language; `label` is the period as the overview shows it.
 */
export function drillToBucket(bucket: Bucket, start: number, label: string): RowsDrill {
  const text = bucketText(bucket, start);
  const prefix = bucket === 'day' ? `${text} ` : text.slice(0, -2);
  return { filters: { date: { kind: 'contains', text: prefix } }, label };
}
