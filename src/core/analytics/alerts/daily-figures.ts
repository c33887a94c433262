import { containment, notUnderstoodRate } from '../../dialogs';
import type { TimeBucket } from '../overview-types';

/** Which way a figure moves when something broke; the other way is good news, never an alert. */
export type Worse = 'up' | 'down' | 'both';

/**
 * One figure of a settled day, held against its own usual range. `D` is what a day knows: the Overview's
 * day bucket for the figures here; a figure that needs more (a cluster's share) takes a richer day.
 */
export interface DailyFigure<D = TimeBucket> {
  /** Names the figure in alerts and in the record of alerts sent: stable, never translated. */
  id: string;
  /** A count follows the week (busy Mondays, quiet Sundays); a share of something need not. */
  kind: 'count' | 'share';
  worse: Worse;
  /** The figure on a day; null when the day has nothing to measure it on (no customer message). */
  value: (day: D) => number | null;
  /** How many things a share is of, so a day of few has a wider band (chance alone moves it more). */
  size: (day: D) => number;
  /** The channel it is about, for the channels' own figures. */
  channel?: string;
}

/** A day with its not-understood messages grouped: how many the day's largest group holds, when known. */
export interface GroupedDay extends TimeBucket {
  largestGroup?: number;
}

const conversations: DailyFigure = {
  id: 'conversations',
  kind: 'count',
  worse: 'both',
  value: (d) => d.conversations,
  size: (d) => d.conversations,
};

/** Containment (src/core/dialogs/definitions.ts); the hand-off rate is its complement, so it says both. */
const containmentFigure: DailyFigure = {
  id: 'containment',
  kind: 'share',
  worse: 'down',
  value: (d) => (d.conversations === 0 ? null : containment(d.conversations, d.handedOff)),
  size: (d) => d.conversations,
};

const notUnderstood: DailyFigure = {
  id: 'notUnderstoodRate',
  kind: 'share',
  worse: 'up',
  value: (d) => (d.customer === 0 ? null : notUnderstoodRate(d.notUnderstood, d.customer)),
  size: (d) => d.customer,
};

/**
 * The share of a day's not-understood messages that its largest group holds (src/core/analytics/clusters/):
 * a question the bot cannot answer that many customers ask at once (a broken page, an outage). Its size is
 * the day's not-understood messages.
 */
const largestGroupShare: DailyFigure<GroupedDay> = {
  id: 'largestGroupShare',
  kind: 'share',
  worse: 'up',
  value: (d) =>
    d.largestGroup === undefined || d.notUnderstood === 0 ? null : d.largestGroup / d.notUnderstood,
  size: (d) => d.notUnderstood,
};

/**
 * A channel's share of the day's messages: a channel that goes quiet while the others carry its customers
 * leaves the day's totals as they were. Its size is the day's conversations, not its messages: a
 * conversation's messages share one channel, so they move together.
 */
const channelShare = (channel: string, index: number): DailyFigure => ({
  id: `channelShare:${channel}`,
  kind: 'share',
  worse: 'down',
  channel,
  value: (d) => (d.messages === 0 ? null : (d.messagesByChannel[index] ?? 0) / d.messages),
  size: (d) => d.conversations,
});

/**
 * The daily figures of a DIALOGS history whose channels are `channels` (the Overview's, in the order of
 * its buckets' `messagesByChannel`): the bot's own, the largest group's share (on days that know it,
 * grouped-days.ts), then each named channel's share.
 */
export function dailyFigures(channels: readonly (string | null)[]): DailyFigure<GroupedDay>[] {
  const named = channels.flatMap((channel, i) => (channel === null ? [] : [channelShare(channel, i)]));
  return [conversations, containmentFigure, notUnderstood, largestGroupShare, ...named];
}
