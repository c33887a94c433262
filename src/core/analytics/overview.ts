import { containment, notUnderstoodRate } from '../dialogs';
import type { DialogsFold } from './dialogs-fold';
import { countConversations } from './conversation-counts';
import {
  TOP_PAIRS,
  type Bucket,
  type ChannelFigures,
  type DialogsOverview,
  type IntentPair,
  type TimeBucket,
} from './overview-types';
import { countRows } from './row-counts';
import { byLabel, rate, shares } from './stats';
import { BucketIndex, bucketOfHour, bucketStart } from './time-buckets';

export interface OverviewOptions {
  bucket: Bucket;
}

type Rows = ReturnType<typeof countRows>;

/** The most frequent intent pairs, ties by name. */
function topPairs(rows: Rows, intents: readonly (string | null)[]): IntentPair[] {
  const all: IntentPair[] = [];
  rows.pairs.each((from, to, count) =>
    all.push({ from: intents[from] ?? null, to: intents[to] ?? null, count }),
  );
  all.sort((a, b) => b.count - a.count || byLabel(a.from, b.from) || byLabel(a.to, b.to));
  return all.slice(0, TOP_PAIRS);
}

type Conversations = ReturnType<typeof countConversations>;

/** Each channel's figures, the busiest first. */
function channelFigures(
  channels: readonly (string | null)[],
  rows: Rows,
  conv: Conversations,
): ChannelFigures[] {
  return channels
    .map((channel, i) => {
      const conversations = conv.byChannel.conversations[i] ?? 0;
      const handedOff = conv.byChannel.handedOff[i] ?? 0;
      const customer = rows.channel.customer[i] ?? 0;
      const notUnderstood = rows.channel.notUnderstood[i] ?? 0;
      return {
        channel,
        conversations,
        messages: rows.channel.messages[i] ?? 0,
        handedOff,
        containment: containment(conversations, handedOff),
        customer,
        notUnderstood,
        notUnderstoodRate: notUnderstoodRate(notUnderstood, customer),
      };
    })
    .sort(
      (a, b) => b.conversations - a.conversations || b.messages - a.messages || byLabel(a.channel, b.channel),
    );
}

/** Each hour or day's figures, in time order. */
function timeBuckets(bucket: Bucket, starts: readonly number[], pb: Rows['perBucket']): TimeBucket[] {
  return starts
    .map((start, b) => {
      const conversations = pb.conversations[b] ?? 0;
      const handedOff = pb.handedOff[b] ?? 0;
      const customer = pb.customer[b] ?? 0;
      const notUnderstood = pb.notUnderstood[b] ?? 0;
      return {
        start: bucketStart(bucket, start),
        conversations,
        handedOff,
        containment: containment(conversations, handedOff),
        messages: pb.messages[b] ?? 0,
        messagesByChannel: pb.byChannel[b] ?? [],
        customer,
        notUnderstood,
        notUnderstoodRate: notUnderstoodRate(notUnderstood, customer),
      };
    })
    .sort((a, b) => a.start - b.start);
}

/**
 * Every overview figure of the rows folded so far (docs/analytics.md): one pass over the rows and one over
 * the conversations, both over typed columns.
 */
export function dialogsOverview(fold: DialogsFold, options: OverviewOptions): DialogsOverview {
  const c = fold.rows;
  const bucketOf = bucketOfHour(options.bucket);
  const buckets = new BucketIndex();
  const rows = countRows(c, bucketOf, buckets);
  const conv = countConversations(
    fold.conversations,
    c.channels.size,
    c.intents.size,
    fold.hourOf,
    bucketOf,
    buckets,
    rows.perBucket,
  );
  const channels = c.channels.values;
  const intents = c.intents.values;
  return {
    rows: c.length,
    conversations: conv.count,
    channels: channels.slice(),
    byChannel: channelFigures(channels, rows, conv),
    bucket: options.bucket,
    overTime: timeBuckets(options.bucket, buckets.starts, rows.perBucket),
    handedOff: conv.handedOff,
    containment: containment(conv.count, conv.handedOff),
    customer: rows.customer,
    notUnderstood: rows.under,
    notUnderstoodRate: notUnderstoodRate(rows.under, rows.customer),
    reasks: rows.reasks,
    byIntent: intents
      .map((intent, i) => {
        const customer = rows.intent.customer[i] ?? 0;
        const notUnderstood = rows.intent.notUnderstood[i] ?? 0;
        return { intent, customer, notUnderstood, rate: notUnderstoodRate(notUnderstood, customer) };
      })
      .filter((f) => f.customer > 0)
      .sort(
        (a, b) => b.notUnderstood - a.notUnderstood || b.customer - a.customer || byLabel(a.intent, b.intent),
      ),
    pairs: topPairs(rows, intents),
    firstIntents: intents
      .map((intent, i) => {
        const conversations = conv.first.conversations[i] ?? 0;
        const handedOff = conv.first.handedOff[i] ?? 0;
        return { intent, conversations, handedOff, handedOffShare: rate(handedOff, conversations) };
      })
      .filter((f) => f.conversations > 0)
      .sort((a, b) => b.conversations - a.conversations || byLabel(a.intent, b.intent)),
    length: conv.length,
    confidence: {
      bins: rows.confidence,
      under: rows.under,
      underShare: notUnderstoodRate(rows.under, rows.customer),
    },
    cognitiveEngines: shares(c.engines.values, rows.engines),
    secuenceTypes: shares(c.secuenceTypes.values, rows.sequences),
  };
}
