import type { DialogsFold } from './dialogs-fold';
import type { Bucket } from './overview-types';
import { bucketOfHour, bucketStart } from './time-buckets';

/** A conversation measure the overview draws as a histogram (docs/analytics.md). */
export type LengthMeasure = 'messages' | 'customerTurns' | 'durationSeconds';

/**
 * The conversations behind one figure of the overview: every criterion given must hold, each read as the
 * overview reads it (a conversation's channel and first intent are those of its earliest dated row, its
 * period that of its first message), so the list it opens counts what the figure counted.
 */
export interface ConversationPick {
  channel?: string | null;
  firstIntent?: string | null;
  /** The hour or day its first message falls in (the start as `TimeBucket.start`). */
  period?: { bucket: Bucket; start: number };
  handedOff?: boolean;
  /** A histogram bin: the measure in [from, to). */
  length?: { measure: LengthMeasure; from: number; to: number };
  /**
   * Where a customer said something of one group of not-understood messages (its id in clusters/); the
   * worker answers it from the groups (src/engine/run-analytics.ts), and the other criteria do not apply.
   */
  cluster?: number;
}

/** A dictionary's code of a value, or -2 (no row's code) when the run has not seen it. */
const codeOf = (values: readonly (string | null)[], value: string | null) => {
  const code = values.indexOf(value);
  return code < 0 ? -2 : code;
};

/**
 * The ids of the picked conversations, in order of first sight. One pass over the fold's conversations
 * (about one for every eight rows), not its rows, so picking costs well under the overview itself.
 */
export function pickConversations(fold: DialogsFold, pick: ConversationPick): string[] {
  const conv = fold.conversations;
  const { channels, intents, conversations } = fold.rows;
  const channel = pick.channel === undefined ? undefined : codeOf(channels.values, pick.channel);
  const intent = pick.firstIntent === undefined ? undefined : codeOf(intents.values, pick.firstIntent);
  const bucketOf = pick.period ? bucketOfHour(pick.period.bucket) : undefined;
  const { length, period, handedOff } = pick;
  const ids: string[] = [];
  for (let k = 0; k < conv.length; k++) {
    if (channel !== undefined && conv.channel[k] !== channel) continue;
    if (intent !== undefined && conv.firstIntent[k] !== intent) continue;
    if (handedOff !== undefined && (conv.handedOff[k] === 1) !== handedOff) continue;
    const first = conv.first[k] ?? Infinity;
    if (period && bucketOf) {
      if (!Number.isFinite(first)) continue;
      if (bucketStart(period.bucket, bucketOf(fold.hourOf(first))) !== period.start) continue;
    }
    if (length) {
      const value = measureOf(fold, k, length.measure);
      if (!(value >= length.from && value < length.to)) continue;
    }
    ids.push(conversations.values[k] ?? '');
  }
  return ids;
}

/** A conversation's measure; NaN for the duration of one without a dated row (in no bin). */
function measureOf(fold: DialogsFold, k: number, measure: LengthMeasure): number {
  const conv = fold.conversations;
  if (measure === 'messages') return conv.messages[k] ?? 0;
  if (measure === 'customerTurns') return conv.customerTurns[k] ?? 0;
  const first = conv.first[k] ?? Infinity;
  return Number.isFinite(first) ? Math.floor(((conv.last[k] ?? first) - first) / 1000) : NaN;
}
