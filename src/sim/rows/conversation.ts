import { timeOfDayMs } from '../history/day-shape';
import { combine, hex8, Rng, unit, type NonEmpty } from '../random';
import { CHANNELS } from './dialogs-text';
import { channelOn } from './incidents';
import type { RowContext } from './kit';

const LAYOUT_SALT = 0x1a7;
const CONV_SALT = 0xc0f;
const TIME_SALT = 0x71e;

/**
 * A conversation starts on its bucket's day and lasts at most this long, so its last messages may be
 * dated early the next day: a bucket's rows are dated in [day, day + 24 h + DIALOGS_SPILL_MS).
 */
export const DIALOGS_SPILL_MS = 30 * 60_000;

/** What every message of one conversation shares. */
export interface Conversation {
  /** Index in its bucket of its first message, and its number of messages. */
  first: number;
  length: number;
  seed: number;
  /** Message ids are this plus the message's place: unique in the tenant's history. */
  idPrefix: string;
  conversationId: string;
  sessionId: string;
  channel: { id: number; name: string };
  criteria: string;
  criteriaValue: string;
  cognitiveEngine: string;
  chatEngine: string | null;
  minConfidence: number;
  /** The message from which an agent answers instead of the bot (Infinity: never). */
  escalateAt: number;
  /** The message written by a consultant (-1: none). */
  consultantAt: number;
  service: number;
  division: number;
  dialogueGroups: number;
  serverName: string;
  /** Wall-clock ms of its start, and the span its messages spread over. */
  startMs: number;
  spanMs: number;
}

const EMAILS: NonEmpty<string> = ['maria.lopez', 'jperez', 'ana_gómez', 'c.ruiz'];

function criteriaOf(rng: Rng): [string, string] {
  const kind = rng.int(0, 2);
  if (kind === 0) return ['phone', `+57${rng.int(300, 350)}${rng.int(1_000_000, 9_999_999)}`];
  if (kind === 1) return ['email', `${rng.pick(EMAILS)}@correo.com`];
  return ['document', `CC ${rng.int(10, 99)}.${rng.int(100, 999)}.${rng.int(100, 999)}`];
}

function conversation(ctx: RowContext, first: number, length: number): Conversation {
  const c = new Rng(combine(ctx.seed ^ CONV_SALT, first));
  const [criteria, criteriaValue] = criteriaOf(c);
  return {
    first,
    length,
    seed: c.uint32(),
    idPrefix: `${hex8(Math.floor(ctx.dayStartMs / 1000))}${hex8(ctx.seed)}${hex8(first)}`,
    conversationId: c.uuid(),
    sessionId: c.uuid(),
    channel: channelOn(ctx.day, c.pick(CHANNELS), CHANNELS),
    criteria,
    criteriaValue,
    cognitiveEngine: c.pick(['LUIS', 'Watson Assistant', 'Dialogflow CX', 'CLU'] as const),
    chatEngine: c.chance(0.3) ? null : c.pick(['Genesys Cloud', 'Twilio Flex', 'Motor propio'] as const),
    minConfidence: c.pick([0.6, 0.65, 0.7] as const),
    escalateAt: c.chance(0.3) ? c.int(2, 6) : Infinity,
    consultantAt: c.chance(0.08) ? c.int(3, 8) : -1,
    service: c.int(10, 15),
    division: c.int(1, 4),
    dialogueGroups: c.int(1, 5),
    serverName: `srv-bot-0${c.int(1, 4)}`,
    startMs: ctx.dayStartMs + timeOfDayMs(c.next()),
    spanMs: c.int(4, 30) * 60_000,
  };
}

/** Increasing within a conversation: message k falls in the k-th sixteenth of its span (k < 14). */
const messageTime = (conv: Conversation, k: number): number =>
  Math.floor(conv.startMs + ((k + unit(combine(conv.seed ^ TIME_SALT, k)) * 0.9) * conv.spanMs) / 16);

/** A day's messages, laid out conversation by conversation in the order they were written. */
export interface ConversationLayout {
  conversations: Conversation[];
  /** The conversation of each message, by its index in the bucket. */
  of: Int32Array;
  times: Float64Array;
}

export function layConversations(ctx: RowContext): ConversationLayout {
  const layout = new Rng(combine(ctx.seed ^ LAYOUT_SALT, ctx.day));
  const conversations: Conversation[] = [];
  const of = new Int32Array(ctx.count);
  const times = new Float64Array(ctx.count);
  for (let first = 0; first < ctx.count;) {
    const conv = conversation(ctx, first, Math.min(layout.int(3, 14), ctx.count - first));
    for (let k = 0; k < conv.length; k++) {
      of[first + k] = conversations.length;
      times[first + k] = messageTime(conv, k);
    }
    conversations.push(conv);
    first += conv.length;
  }
  return { conversations, of, times };
}
