import { combine, hex8, Rng, type NonEmpty } from '../random';
import { CHANNELS } from './dialogs-text';
import type { RowContext } from './kit';

/** Conversations are laid out in chunks of logical rows, so any row finds its conversation in O(1). */
const CHUNK = 64;
const LAYOUT_SALT = 0x1a7;
const CONV_SALT = 0xc0f;
/** Chunks kept per query context: a shuffle window spans 32 of them. */
const CACHE_CHUNKS = 256;

/** What every message of one conversation shares. */
export interface Conversation {
  /** Logical index of its first message, and its number of messages. */
  first: number;
  length: number;
  seed: number;
  /** Message ids are this plus the message's place: unique within the query. */
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
  const span = Math.max(0, ctx.endMs - ctx.startMs);
  const spanMs = Math.min(20 * 60_000, span / 8);
  const [criteria, criteriaValue] = criteriaOf(c);
  return {
    first,
    length,
    seed: c.uint32(),
    idPrefix: `${hex8(Math.floor(ctx.startMs / 1000))}${hex8(ctx.seed)}${hex8(first)}`,
    conversationId: c.uuid(),
    sessionId: c.uuid(),
    channel: c.pick(CHANNELS),
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
    // Ends within the range: it starts early enough for its whole span to fit.
    startMs: ctx.startMs + (first / Math.max(1, ctx.total)) * (span - spanMs),
    spanMs,
  };
}

function chunk(ctx: RowContext, chunkStart: number): Conversation[] {
  const chunkEnd = Math.min(ctx.total, chunkStart + CHUNK);
  const layout = new Rng(combine(ctx.seed ^ LAYOUT_SALT, chunkStart));
  const out: Conversation[] = [];
  for (let first = chunkStart; first < chunkEnd;) {
    const length = Math.min(layout.int(3, 14), chunkEnd - first);
    out.push(conversation(ctx, first, length));
    first += length;
  }
  return out;
}

const caches = new WeakMap<RowContext, Map<number, Conversation[]>>();

/** The conversation of a logical row (the row's place in it is `logical - first`). */
export function conversationAt(ctx: RowContext, logical: number): Conversation {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new Map()));
  const start = logical - (logical % CHUNK);
  let convs = cache.get(start);
  if (!convs) {
    if (cache.size >= CACHE_CHUNKS) cache.clear();
    convs = chunk(ctx, start);
    cache.set(start, convs);
  }
  const conv = convs.find((c) => logical < c.first + c.length) ?? convs[convs.length - 1];
  if (!conv) throw new Error(`no conversation holds row ${logical}`);
  return conv;
}
