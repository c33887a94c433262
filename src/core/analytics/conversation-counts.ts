import type { ConversationColumns } from './dialogs-columns';
import type { BucketCounts } from './row-counts';
import { histogram } from './stats';
import type { BucketIndex } from './time-buckets';

/** What one pass over the conversations counts; their first message places them in a bucket. */
export function countConversations(
  conv: ConversationColumns,
  channels: number,
  intents: number,
  /** The wall-clock hour of an instant, and an hour's bucket (time-buckets.ts). */
  hourOf: (ms: number) => number,
  bucketOf: (hour: number) => number,
  buckets: BucketIndex,
  perBucket: BucketCounts,
) {
  const byChannel = { conversations: new Int32Array(channels), handedOff: new Int32Array(channels) };
  const first = { conversations: new Int32Array(intents), handedOff: new Int32Array(intents) };
  const messages = new Float64Array(conv.length);
  const turns = new Float64Array(conv.length);
  const durations = new Float64Array(conv.length);
  let timed = 0;
  let handedOff = 0;
  for (let k = 0; k < conv.length; k++) {
    const handed = conv.handedOff[k] === 1 ? 1 : 0;
    const ch = conv.channel[k] ?? -1;
    const intent = conv.firstIntent[k] ?? -1;
    const start = conv.first[k] ?? Infinity;
    const end = conv.last[k] ?? -Infinity;
    handedOff += handed;
    messages[k] = conv.messages[k] ?? 0;
    turns[k] = conv.customerTurns[k] ?? 0;
    if (ch >= 0) {
      byChannel.conversations[ch] = (byChannel.conversations[ch] ?? 0) + 1;
      byChannel.handedOff[ch] = (byChannel.handedOff[ch] ?? 0) + handed;
    }
    if (intent >= 0) {
      first.conversations[intent] = (first.conversations[intent] ?? 0) + 1;
      first.handedOff[intent] = (first.handedOff[intent] ?? 0) + handed;
    }
    if (Number.isFinite(start)) {
      const b = perBucket.at(buckets.of(bucketOf(hourOf(start))));
      perBucket.conversations[b] = (perBucket.conversations[b] ?? 0) + 1;
      perBucket.handedOff[b] = (perBucket.handedOff[b] ?? 0) + handed;
      durations[timed++] = Math.floor((end - start) / 1000);
    }
  }
  return {
    count: conv.length,
    handedOff,
    byChannel,
    first,
    length: {
      messages: histogram(messages),
      customerTurns: histogram(turns),
      durationSeconds: histogram(durations.subarray(0, timed)),
    },
  };
}
