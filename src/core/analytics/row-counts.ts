import type { DialogsColumns } from './dialogs-columns';
import { isCustomer, isLowConfidence } from '../dialogs';
import { CONFIDENCE_BINS } from './overview-types';
import type { BucketIndex } from './time-buckets';

/** Per-bucket counters, grown as buckets appear. */
export class BucketCounts {
  /** One kept alive, as BucketIndex.kept is (time-buckets.ts). */
  static readonly kept = new BucketCounts(0);

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

/**
 * Counters of pairs of intent codes: a flat table while the intents are few, else a map. A class, not an
 * object of closures: a closure made per overview was a new call target in the rows' loop, whose optimized
 * code was then thrown away after each collection (measured: docs/analytics.md#measured).
 */
export class PairCounter {
  /** One kept alive, as BucketIndex.kept is (time-buckets.ts). */
  static readonly kept = new PairCounter(0);

  private readonly flat: Int32Array | null;
  private readonly map = new Map<number, number>();

  constructor(private readonly intents: number) {
    this.flat = intents * intents <= 1 << 22 ? new Int32Array(intents * intents) : null;
  }

  add(from: number, to: number) {
    const key = from * this.intents + to;
    if (this.flat) this.flat[key] = (this.flat[key] ?? 0) + 1;
    else this.map.set(key, (this.map.get(key) ?? 0) + 1);
  }

  each(visit: (from: number, to: number, count: number) => void) {
    const n = this.intents;
    if (!this.flat) {
      for (const [key, count] of this.map) visit(Math.floor(key / n), key % n, count);
      return;
    }
    for (let key = 0; key < this.flat.length; key++) {
      const count = this.flat[key] ?? 0;
      if (count > 0) visit(Math.floor(key / n), key % n, count);
    }
  }
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
  const pairs = new PairCounter(intents);
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
