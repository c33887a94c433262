import type { PersonalKind } from '../../core/personal-data';
import { combine, hashString, Rng, unit } from '../random';
import * as near from './planted-near-misses';
import { ENGLISH as ENGLISH_TEXTS } from './dialogs-text-en';
import { ENGLISH, SPANISH, type Templates } from './planted-templates';
import * as values from './planted-values';

// Personal data planted in DIALOGS texts at known places, and near misses that must stay, so the finder
// (src/core/personal-data/) is measured against a truth (bench/personal-data.bench.ts). A row's plant is
// seeded by its id (a function of its place in the history, so any two ranges agree on it and the truth
// can be read from the row alone), a conversation's language by its seed; neither draws from the
// generators the row's other values come from, so those stay as they were.

const PLANT_SALT = 0x9e11;
const LANGUAGE_SALT = 0x1a96;
/** The share of conversations written in English. */
const ENGLISH_SHARE = 0.2;

export type NearMissKind = 'order' | 'amount' | 'date' | 'time' | 'productCode';

export interface Planted {
  readonly kind: PersonalKind;
  readonly start: number;
  readonly end: number;
}
export interface NearMiss {
  readonly what: NearMissKind;
  readonly start: number;
  readonly end: number;
}
/** Where a text holds personal data, and which look-alikes in it must stay. */
export interface Truth {
  readonly personal: readonly Planted[];
  readonly nearMisses: readonly NearMiss[];
}

type Slot =
  | { kind: PersonalKind; write: (r: Rng, own: string) => string }
  | { what: NearMissKind; write: (r: Rng) => string };

const SLOTS: Readonly<Record<string, Slot>> = {
  email: { kind: 'email', write: values.email },
  phone: { kind: 'phone', write: values.phone },
  card: { kind: 'card', write: values.card },
  iban: { kind: 'iban', write: values.iban },
  ip: { kind: 'ip', write: values.ip },
  dni: { kind: 'nationalId', write: values.dni },
  nie: { kind: 'nationalId', write: values.nie },
  rut: { kind: 'nationalId', write: values.rut },
  curp: { kind: 'nationalId', write: values.curp },
  cedula: { kind: 'nationalId', write: values.cedula },
  dniPeru: { kind: 'nationalId', write: values.dniPeru },
  dniArgentina: { kind: 'nationalId', write: values.dniArgentina },
  own: { kind: 'contact', write: ownAsWritten },
  order: { what: 'order', write: near.order },
  amount: { what: 'amount', write: near.amount },
  date: { what: 'date', write: near.date },
  time: { what: 'time', write: near.time },
  code: { what: 'productCode', write: near.code },
  gluedCode: { what: 'productCode', write: near.gluedCode },
};

/** The own identifier as the customer writes it: as it is, or a phone's national digits grouped. */
function ownAsWritten(r: Rng, own: string): string {
  const national = /^\+57(\d{10})$/.exec(own)?.[1];
  if (!national || r.chance(0.6)) return own;
  return `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}

const pieces = new Map<string, readonly string[]>();

/** A template's text with its slots filled, and where each slot's value landed. */
function fill(template: string, r: Rng, own: string): Plant {
  let split = pieces.get(template);
  if (!split) pieces.set(template, (split = template.split(/[{}]/)));
  return fillPieces(split, r, own);
}

/** A template already split at its braces (odd pieces are slots), filled as `fill` does. */
export function fillPieces(split: readonly string[], r: Rng, own: string): Plant {
  const personal: Planted[] = [];
  const nearMisses: NearMiss[] = [];
  let text = '';
  for (const [i, piece] of split.entries()) {
    const slot = i % 2 === 1 ? SLOTS[piece] : undefined;
    if (!slot) {
      text += piece;
      continue;
    }
    const value = slot.write(r, own);
    const at = { start: text.length, end: text.length + value.length };
    if ('kind' in slot) personal.push({ kind: slot.kind, ...at });
    else nearMisses.push({ what: slot.what, ...at });
    text += value;
  }
  return { text, truth: { personal, nearMisses } };
}

/** A conversation's language, from its own seed with a salt of its own (its other values stay as they were). */
export const isEnglishSeed = (conversationSeed: number): boolean =>
  unit(combine(conversationSeed ^ LANGUAGE_SALT, 0)) < ENGLISH_SHARE;

/** The share of each part's rows that plant anything: customers most, the bot least. */
const planting = (part: number) => (part === 1 ? 0.21 : part === 2 ? 0.12 : part === 4 ? 0.25 : 0.04);

/** What a planting row of this part says instead of its pool text. */
function templateFor(roll: number, r: Rng, part: number, templates: Templates, own: string | null): string {
  if (part === 1) {
    if (roll < 0.04 && own) return r.pick(templates.own);
    return roll < 0.16 ? r.pick(templates.customer) : r.pick(templates.nearMiss);
  }
  if (part === 2) return roll < 0.08 ? r.pick(templates.agent) : r.pick(templates.nearMiss);
  if (part === 4) return r.pick(templates.consultant);
  return roll < 0.015 ? r.pick(templates.bot) : r.pick(templates.nearMiss);
}

export interface Plant {
  readonly text: string;
  readonly truth: Truth;
}

/** The planted text of message `id` (its own seed), or null where its pool text stays. */
export function plantOf(id: string, english: boolean, part: number, own: string | null): Plant | null {
  const seed = hashString(id, PLANT_SALT);
  // The roll comes from the seed itself: the nine rows in ten that plant nothing make no generator.
  const roll = unit(seed);
  if (roll >= planting(part)) return null;
  const r = new Rng(seed);
  return fill(templateFor(roll, r, part, english ? ENGLISH : SPANISH, own), r, own ?? '');
}

/** A pool text in the conversation's language. */
export const inLanguage = (text: string, english: boolean): string =>
  english ? (ENGLISH_TEXTS.get(text) ?? text) : text;
