import type { DialogsRow, GenericRow } from '../../core/contract';
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
import { conversationAt } from './conversation';
import { isoWithOffset, shuffledIndex, type RowContext } from './kit';

/** Rows are shuffled inside windows this wide: a conversation spans ~4 pages of 500, out of order. */
const WINDOW = 2048;
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

/** One DIALOGS row: the `index`-th row of the query's result, in the service's (shuffled) order. */
export function dialogsRowAt(ctx: RowContext, index: number): DialogsRow {
  const logical = shuffledIndex(index, ctx.total, WINDOW, ctx.seed);
  const conv = conversationAt(ctx, logical);
  const k = logical - conv.first;
  const { seed: convSeed, consultantAt, escalateAt } = conv;
  const r = MESSAGE_RNG.reseed(combine(convSeed, k));
  const part = k === consultantAt ? 4 : k % 2 === 1 ? 1 : k >= escalateAt ? 2 : 0;
  const pool =
    part === 0 ? BOT_TEXTS : part === 1 ? CUSTOMER_TEXTS : part === 2 ? AGENT_TEXTS : CONSULTANT_TEXTS;
  const text = r.chance(0.025) ? r.pick(AWKWARD_TEXTS) : r.pick(pool);
  const options = part === 0 && text.startsWith('Elige') ? MENU_OPTIONS : '';
  const urlRoll = r.next();
  const url = urlRoll < 0.015 ? r.pick(UNSAFE_URLS) : urlRoll < 0.1 ? r.pick(SAFE_URLS) : null;
  const fileName = part === 1 && r.chance(0.03) ? r.pick(FILE_NAMES) : null;
  const cognitive = part === 1 && r.chance(0.4);
  // Increasing within a conversation: message k falls in the k-th sixteenth of its span.
  const wall = Math.floor(conv.startMs + ((k + r.next() * 0.9) * conv.spanMs) / 16);
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
    confidence: r.float(0.35, 0.995, 4),
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
    // ObjectId-like hex: range start, query seed, conversation, message (a conversation has < 256).
    id: conv.idPrefix + (HEX2[k] ?? '00'),
    tenantId: ctx.tenantId,
    date: isoWithOffset(wall),
    channelName: conv.channel.name,
  };
}

/** Undocumented fields and nulls where strings are documented, as a real store drifts. */
export function withDialogsExtras(row: DialogsRow, r: Rng): GenericRow {
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
