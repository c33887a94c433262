import type { DialogsColumns } from './dialogs-columns';
import { isCustomer, isLowConfidence } from '../dialogs';
import { CONFIDENCE_BINS } from './overview-types';
import type { BucketIndex } from './time-buckets';

/** Per-bucket counters, grown as buckets appear. */
export class BucketCounts {
  messages: number[] = [];
  customer: number[] = [];
  notUnderstood: number[] = [];
  conversations: number[] = [];
  handedOff: number[] = [];
  /** messagesByChannel[bucket][channel] */
  byChannel: number[][] = [];

  constructor(private readonly channels: number) {}

  at(b: number) {
    while (this.messages.length <= b) {
      this.messages.push(0);
      this.customer.push(0);
      this.notUnderstood.push(0);
      this.conversations.push(0);
      this.handedOff.push(0);
      this.byChannel.push(new Array<number>(this.channels).fill(0));
    }
    return b;
  }
}

/** Counters of pairs of intent codes; a flat table while the intents are few. */
export function pairCounter(intents: number) {
  if (intents * intents <= 1 << 22) {
    const flat = new Int32Array(intents * intents);
    return {
      add: (from: number, to: number) => {
        const i = from * intents + to;
        flat[i] = (flat[i] ?? 0) + 1;
      },
      each(visit: (from: number, to: number, count: number) => void) {
        for (let i = 0; i < flat.length; i++) {
          const n = flat[i] ?? 0;
          if (n > 0) visit(Math.floor(i / intents), i % intents, n);
        }
      },
    };
  }
  const map = new Map<number, number>();
  return {
    add: (from: number, to: number) => {
      const key = from * intents + to;
      map.set(key, (map.get(key) ?? 0) + 1);
    },
    each(visit: (from: number, to: number, count: number) => void) {
      for (const [key, n] of map) visit(Math.floor(key / intents), key % intents, n);
    },
  };
}

/** What one pass over the rows counts. */
export function countRows(c: DialogsColumns, bucketOf: (hour: number) => number, buckets: BucketIndex) {
  const channels = c.channels.size;
  const intents = c.intents.size;
  const perBucket = new BucketCounts(channels);
  const channel = {
    messages: new Int32Array(channels),
    customer: new Int32Array(channels),
    notUnderstood: new Int32Array(channels),
  };
  const intent = { customer: new Int32Array(intents), notUnderstood: new Int32Array(intents) };
  const pairs = pairCounter(intents);
  const confidence = new Array<number>(CONFIDENCE_BINS).fill(0);
  const engines = new Int32Array(c.engines.size);
  const sequences = new Int32Array(c.secuenceTypes.size);
  let customer = 0;
  let under = 0;
  let reasks = 0;
  for (let i = 0; i < c.length; i++) {
    const ch = c.channel[i] ?? 0;
    const part = c.part[i] ?? -1;
    const to = c.currentIntent[i] ?? 0;
    const from = c.previousIntent[i] ?? -1;
    const hour = c.hour[i] ?? NaN;
    const b = hour === hour ? perBucket.at(buckets.of(bucketOf(hour))) : -1;
    channel.messages[ch] = (channel.messages[ch] ?? 0) + 1;
    const engine = c.engine[i] ?? 0;
    engines[engine] = (engines[engine] ?? 0) + 1;
    const sequence = c.secuenceType[i] ?? 0;
    sequences[sequence] = (sequences[sequence] ?? 0) + 1;
    if (from >= 0) pairs.add(from, to);
    if (b >= 0) {
      perBucket.messages[b] = (perBucket.messages[b] ?? 0) + 1;
      const row = perBucket.byChannel[b];
      if (row) row[ch] = (row[ch] ?? 0) + 1;
    }
    if (!isCustomer(part)) continue;
    customer++;
    channel.customer[ch] = (channel.customer[ch] ?? 0) + 1;
    intent.customer[to] = (intent.customer[to] ?? 0) + 1;
    if (b >= 0) perBucket.customer[b] = (perBucket.customer[b] ?? 0) + 1;
    if ((c.attempt[i] ?? 0) > 1) reasks++;
    const conf = c.confidence[i] ?? NaN;
    const min = c.minConfidence[i] ?? NaN;
    if (conf === conf)
      confidence[Math.min(CONFIDENCE_BINS - 1, Math.max(0, Math.floor(conf * CONFIDENCE_BINS)))] =
        (confidence[Math.min(CONFIDENCE_BINS - 1, Math.max(0, Math.floor(conf * CONFIDENCE_BINS)))] ?? 0) + 1;
    if (!isLowConfidence(part, conf, min)) continue;
    under++;
    channel.notUnderstood[ch] = (channel.notUnderstood[ch] ?? 0) + 1;
    intent.notUnderstood[to] = (intent.notUnderstood[to] ?? 0) + 1;
    if (b >= 0) perBucket.notUnderstood[b] = (perBucket.notUnderstood[b] ?? 0) + 1;
  }
  return { perBucket, channel, intent, pairs, confidence, engines, sequences, customer, under, reasks };
}
