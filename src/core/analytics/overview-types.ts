/** The DIALOGS overview: every figure of docs/analytics.md, from the rows folded so far. */

/** A value's count and its share of the whole; `value` null is a row without one. */
export interface Share {
  value: string | null;
  count: number;
  share: number;
}

/** Whole-number values in equal bins from 0: bin i holds [i * width, (i + 1) * width). */
export interface Histogram {
  width: number;
  counts: number[];
  /** Nearest-rank percentiles; 0 with no values. */
  p50: number;
  p90: number;
  /** How many values it holds. */
  total: number;
}

export interface ChannelFigures {
  channel: string | null;
  conversations: number;
  messages: number;
  handedOff: number;
  /** Conversations not handed off / conversations. */
  containment: number;
  customer: number;
  notUnderstood: number;
  notUnderstoodRate: number;
}

export interface TimeBucket {
  /** Start of the hour or day as a wall clock of the zone the grid shows, in ms read as UTC digits. */
  start: number;
  /** Conversations whose first message falls in it, and how many of them were handed off. */
  conversations: number;
  handedOff: number;
  containment: number;
  messages: number;
  /** Messages by channel, in the order of `DialogsOverview.channels`. */
  messagesByChannel: number[];
  customer: number;
  notUnderstood: number;
  notUnderstoodRate: number;
}

export interface IntentFigures {
  intent: string | null;
  customer: number;
  notUnderstood: number;
  rate: number;
}

export interface IntentPair {
  from: string | null;
  to: string | null;
  count: number;
}

export interface FirstIntentFigures {
  intent: string | null;
  conversations: number;
  handedOff: number;
  /** Share of these conversations that ended handed off. */
  handedOffShare: number;
}

export type Bucket = 'hour' | 'day';

export interface DialogsOverview {
  rows: number;
  conversations: number;
  /** Every channel seen, in order of first sight: the order of `messagesByChannel`. */
  channels: (string | null)[];
  byChannel: ChannelFigures[];
  bucket: Bucket;
  overTime: TimeBucket[];
  handedOff: number;
  containment: number;
  customer: number;
  notUnderstood: number;
  notUnderstoodRate: number;
  /** Customer rows with `attempt` above 1. */
  reasks: number;
  byIntent: IntentFigures[];
  /** The most frequent previousIntent -> currentIntent pairs. */
  pairs: IntentPair[];
  firstIntents: FirstIntentFigures[];
  length: { messages: Histogram; customerTurns: Histogram; durationSeconds: Histogram };
  /** Customer rows' confidence in 20 bins of 0.05; `under` of them below their own minConfidence. */
  confidence: { bins: number[]; under: number; underShare: number };
  cognitiveEngines: Share[];
  secuenceTypes: Share[];
}

/** How many intent pairs the overview lists. */
export const TOP_PAIRS = 20;
export const CONFIDENCE_BINS = 20;
export const LENGTH_BINS = 20;
