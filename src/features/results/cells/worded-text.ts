import { VALUE_WORDS, type ValueLanguage } from '../../../core/contract';
import { displayText } from './format-value';
import type { CellKind, ResultColumn } from '../columns/result-column';

type LabelSet = 'part' | 'secuenceType';
const labelSetOf = (key: string): LabelSet | undefined =>
  key === 'part' || key === 'secuenceType' ? key : undefined;

/** The kinds whose text is worded by the app, so changes with the language shown. */
const WORDED: ReadonlySet<CellKind> = new Set(['label', 'percent', 'boolean']);
export const isWorded = (kind: CellKind) => WORDED.has(kind);

const texts = new Map<string, (value: unknown) => string>();

/** The labels of a coded column (part, secuenceType) in a language. */
export const labelsFor = (key: string, language: ValueLanguage) => {
  const set = labelSetOf(key);
  return set ? VALUE_WORDS[language][set] : undefined;
};

/**
 * A column's text function, one per kind, label set and language: the same function while the language
 * stays, so the table model keeps its indexes, and another one when it changes, which the model takes as
 * the sign to reword them (src/core/table/table-model.ts). Kinds the app does not word share one
 * function in every language, and their indexes are never touched by a switch.
 */
export function textFor(kind: CellKind, key: string, language: ValueLanguage): (value: unknown) => string {
  const set = labelSetOf(key);
  const shownIn = WORDED.has(kind) ? language : 'en';
  const id = `${kind}|${set ?? ''}|${shownIn}`;
  let text = texts.get(id);
  if (!text) {
    const words = VALUE_WORDS[shownIn];
    const base = { kind, labels: labelsFor(key, shownIn) };
    text = (value) => displayText(base, value, words);
    texts.set(id, text);
  }
  return text;
}

/** The column with its values worded in `language` (itself when its kind is not worded). */
export const wordedColumn = (column: ResultColumn, language: ValueLanguage): ResultColumn =>
  WORDED.has(column.kind)
    ? { ...column, text: textFor(column.kind, column.key, language), labels: labelsFor(column.key, language) }
    : column;
