import type { DialogsRow, GenericRow } from '../../core/contract';
import { isLowConfidence } from '../../core/dialogs';
import { below, combine, Rng } from '../random';
import {
  AGENT_TEXTS,
  AWKWARD_TEXTS,
  BOT_TEXTS,
  CONSULTANT_TEXTS,
  CUSTOMER_TEXTS,
  FILE_NAMES,
  INTENTS,
  LABELS,
  MESSAGE_TYPES,
  PART_NAMES,
  SAFE_URLS,
  UNSAFE_URLS,
} from './dialogs-text';
import { layConversations, type Conversation, type ConversationLayout } from './conversation';
import { isoWithOffset, rowRng, type BucketRows, type RowContext } from './kit';
import { inLanguage, isEnglishSeed, plantOf } from './planted';
import { brokenFrom, lostConfidence } from './incidents';
import { familyPlantOf } from './planted-families';

const DIALOGS_EXTRA_SALT = 0xe47a;
const MENU_OPTIONS = '["Consultar saldo","Pagar factura","Hablar con un asesor"]';

const intentOf = (convSeed: number, k: number, length: number): string =>
  k === 0
    ? 'saludo'
    : k === length - 1
      ? 'despedida'
      : (INTENTS[below(combine(convSeed, k), INTENTS.length)] ?? 'None');

/** Generation is synchronous, so one generator serves every row in turn. */
const MESSAGE_RNG = new Rng(0);
const HEX2 = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** 3 file, 4 B2C authentication, 2 cognitive evaluation, 5 channel-formatted (a menu), else 1. */
function secuenceTypeOf(file: boolean, auth: boolean, cognitive: boolean, menu: boolean): number {
  if (file) return 3;
  if (auth) return 4;
  if (cognitive) return 2;
  return menu ? 5 : 1;
}

/**
 * What a message says: its pool text in the conversation's language, or, for a few, personal data or a
 * look-alike planted from the message's own seed (planted.ts); a menu and an awkward text stay as they
 * are. Of a customer's message the bot did not understand, most ask something of a family of paraphrases
 * (planted-families.ts) instead of their pool text.
 */
function writtenText(
  pooled: string,
  id: string,
  conv: Conversation,
  part: number,
  menu: boolean,
  missed: boolean,
) {
  const english = isEnglishSeed(conv.seed);
  const plant = menu ? null : plantOf(id, english, part, conv.criteriaValue);
  if (plant) return plant.text;
  const family = missed ? familyPlantOf(id, english) : null;
  return family ? family.text : inLanguage(pooled, english);
}

const lost = (drawn: number, minConfidence: number, isLost: boolean) =>
  isLost ? lostConfidence(drawn, minConfidence) : drawn;

/** Message `k` of a conversation, dated `wall`. */
function dialogsRow(ctx: RowContext, conv: Conversation, k: number, wall: number): DialogsRow {
  const { seed: convSeed, consultantAt } = conv;
  // On a day its intent breaks (incidents.ts), the bot is lost from that message on and hands over.
  const brokenAt = brokenFrom(ctx.day, convSeed, conv.length, intentOf);
  const escalateAt = Math.min(conv.escalateAt, brokenAt + 1);
  const r = MESSAGE_RNG.reseed(combine(convSeed, k));
  const part = k === consultantAt ? 4 : k % 2 === 1 ? 1 : k >= escalateAt ? 2 : 0;
  const pool =
    part === 0 ? BOT_TEXTS : part === 1 ? CUSTOMER_TEXTS : part === 2 ? AGENT_TEXTS : CONSULTANT_TEXTS;
  const awkward = r.chance(0.025);
  const pooled = awkward ? r.pick(AWKWARD_TEXTS) : r.pick(pool);
  const options = part === 0 && pooled.startsWith('Elige') ? MENU_OPTIONS : '';
  const id = conv.idPrefix + (HEX2[k] ?? '00');
  const urlRoll = r.next();
  const url = urlRoll < 0.015 ? r.pick(UNSAFE_URLS) : urlRoll < 0.1 ? r.pick(SAFE_URLS) : null;
  const fileName = part === 1 && r.chance(0.03) ? r.pick(FILE_NAMES) : null;
  const cognitive = part === 1 && r.chance(0.4);
  // Drawn here, in the order it always was, so that what the message says may depend on it.
  const confidence = lost(r.float(0.35, 0.995, 4), conv.minConfidence, part === 1 && k >= brokenAt);
  const missed = isLowConfidence(part, confidence, conv.minConfidence);
  const text = awkward ? pooled : writtenText(pooled, id, conv, part, options !== '', missed);
  return {
    secuenceType: secuenceTypeOf(
      fileName !== null,
      k === 1 && conv.criteria === 'document',
      cognitive,
      options !== '',
    ),
    part,
    currentIntent: intentOf(convSeed, k, conv.length),
    previousIntent: k === 0 ? null : intentOf(convSeed, k - 1, conv.length),
    confidence,
    text,
    options,
    cognitiveEngine: conv.cognitiveEngine,
    minConfidence: conv.minConfidence,
    isOnChat: part !== 0 || r.chance(0.9),
    conversationId: conv.conversationId,
    partName: PART_NAMES[Math.min(k, PART_NAMES.length - 2)] ?? 'Consulta',
    header: r.chance(0.1) ? 'Estado de cuenta' : '',
    criteria: conv.criteria,
    criteriaValue: conv.criteriaValue,
    url,
    fileName,
    attempt: r.chance(0.85) ? 1 : r.int(2, 3),
    entityConcreteId: r.chance(0.7) ? -1 : r.int(1000, 99_999),
    subLevel: options ? 'menu' : 'text',
    service: conv.service,
    footer: r.chance(0.8) ? null : 'Responde "menú" para volver al inicio',
    type: r.chance(0.4) ? null : r.pick(MESSAGE_TYPES),
    label: r.chance(0.7) ? null : r.pick(LABELS),
    chatEngine: conv.chatEngine,
    division: conv.division,
    sessionId: conv.sessionId,
    channelId: conv.channel.id,
    dialogueGroups: conv.dialogueGroups,
    iterations: k + 1,
    serverEnvironment: 'production',
    serverName: conv.serverName,
    // ObjectId-like hex: day, bucket seed, conversation, message (a conversation has < 256).
    id,
    tenantId: ctx.tenantId,
    date: isoWithOffset(wall),
    channelName: conv.channel.name,
  };
}

/** Undocumented fields and nulls where strings are documented, as a real store drifts. */
function withDialogsExtras(row: DialogsRow, r: Rng): GenericRow {
  const drifted: GenericRow = { ...row, _rid: r.hex(16), _ts: r.int(1_700_000_000, 1_800_000_000) };
  if (r.chance(0.3))
    drifted.sentiment = {
      label: r.pick(['positivo', 'neutral', 'negativo'] as const),
      score: r.float(0, 1, 3),
    };
  for (const field of ['text', 'partName', 'header', 'criteriaValue', 'channelName'] as const) {
    if (r.chance(0.04)) drifted[field] = null;
  }
  return drifted;
}

const layouts = new WeakMap<RowContext, ConversationLayout>();

/** A bucket's conversations, laid out once per bucket context (the history keeps the context it built). */
function layoutOf(ctx: RowContext): ConversationLayout {
  let layout = layouts.get(ctx);
  if (!layout) layouts.set(ctx, (layout = layConversations(ctx)));
  return layout;
}

/** Message `index` of a DIALOGS bucket. */
export function dialogsRowOf(ctx: RowContext, index: number): DialogsRow {
  const { conversations, of, times } = layoutOf(ctx);
  const conv = conversations[of[index] ?? 0];
  if (!conv) throw new Error(`no conversation holds message ${index}`);
  return dialogsRow(ctx, conv, index - conv.first, times[index] ?? conv.startMs);
}

/** One day of DIALOGS: its conversations' messages, each dated on its own. */
export function dialogsBucket(ctx: RowContext): BucketRows {
  return {
    times: layoutOf(ctx).times,
    row(index, extra) {
      const row = dialogsRowOf(ctx, index);
      return extra ? withDialogsExtras(row, rowRng(ctx, index, DIALOGS_EXTRA_SALT)) : row;
    },
  };
}
