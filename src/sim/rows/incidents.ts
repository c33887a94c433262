import { CHANNELS } from './dialogs-text';
import { DAY_MS } from './kit';

/**
 * Incidents planted in the DIALOGS history on chosen days, so the alerts (src/core/analytics/alerts/) have
 * something to find and tests know where: an intent that breaks (its customers are no longer understood
 * and are handed to an agent) and a channel that goes quiet (its customers come through the others, so
 * the day's totals stay as they were). A pure function of the day, like every row of the history.
 */
export type Incident = { kind: 'intent-breaks'; intent: string } | { kind: 'channel-quiet'; channel: string };

/** Intents a customer asks in the middle of a conversation (not the greeting or the goodbye). */
const BREAKABLE = ['consultar_saldo', 'pagar_factura', 'reclamo_cobro', 'actualizar_datos'] as const;

const INTENT_EVERY = 23;
const INTENT_AT = 5;
const CHANNEL_EVERY = 29;
const CHANNEL_AT = 12;

/** Sunday first (days since 1970-01-01, a Thursday). */
const weekdayOf = (day: number) => (((day + 4) % 7) + 7) % 7;
const mod = (a: number, n: number) => ((a % n) + n) % n;

/**
 * The incident of a wall-clock day (days since 1970-01-01), or null. A channel goes quiet on a weekday
 * only: a Sunday is too quiet for a missing channel to show from chance.
 */
export function incidentOn(day: number): Incident | null {
  if (mod(day, INTENT_EVERY) === INTENT_AT) {
    const intent = BREAKABLE[mod(Math.floor(day / INTENT_EVERY), BREAKABLE.length)] ?? BREAKABLE[0];
    return { kind: 'intent-breaks', intent };
  }
  const weekday = weekdayOf(day);
  if (mod(day, CHANNEL_EVERY) === CHANNEL_AT && weekday !== 0 && weekday !== 6) {
    const channel = CHANNELS[mod(Math.floor(day / CHANNEL_EVERY), CHANNELS.length)] ?? CHANNELS[0];
    return { kind: 'channel-quiet', channel: channel.name };
  }
  return null;
}

/** The incidents of the days in [fromMs, untilMs) of the wall clock, each with its day (yyyy-MM-dd). */
export function incidentsBetween(fromMs: number, untilMs: number): { day: string; incident: Incident }[] {
  const out: { day: string; incident: Incident }[] = [];
  for (let day = Math.ceil(fromMs / DAY_MS); day * DAY_MS < untilMs; day++) {
    const incident = incidentOn(day);
    if (incident) out.push({ day: new Date(day * DAY_MS).toISOString().slice(0, 10), incident });
  }
  return out;
}

/** The channel a conversation of `day` comes through: the next one when its own is quiet that day. */
export function channelOn<C extends { name: string }>(day: number, channel: C, all: readonly C[]): C {
  const incident = incidentOn(day);
  if (incident?.kind !== 'channel-quiet' || channel.name !== incident.channel) return channel;
  return all[(all.indexOf(channel) + 1) % all.length] ?? channel;
}

/**
 * Where a conversation of `day` meets the broken intent: the place of its first message of that intent
 * (Infinity when it has none, or the day has no broken intent).
 */
export function brokenFrom(
  day: number,
  seed: number,
  length: number,
  intentOf: (seed: number, k: number, length: number) => string,
): number {
  // Every row asks: a day without an incident answers before anything is made.
  if (mod(day, INTENT_EVERY) !== INTENT_AT) return Infinity;
  const incident = incidentOn(day);
  if (incident?.kind !== 'intent-breaks') return Infinity;
  for (let k = 1; k < length - 1; k++) if (intentOf(seed, k, length) === incident.intent) return k;
  return Infinity;
}

/**
 * A customer's confidence once the bot is lost: the same draw in [0.35, 0.995) moved below the
 * conversation's threshold, to [0.2, minConfidence - 0.05), so every other field of the row stays as it was.
 */
export const lostConfidence = (drawn: number, minConfidence: number) =>
  Math.round((0.2 + ((drawn - 0.35) / 0.645) * (minConfidence - 0.25)) * 10_000) / 10_000;
