import { describe, expect, it } from 'vitest';
import { cellText, cellTitle, cellTone, conversationOf } from './cell-content';
import { cellWords } from './cell-words';
import { DIALOGS_COLUMNS } from '../columns/dialogs-columns';
import { translator } from '../../../testing/i18n';

const en = cellWords(translator('en'));
const es = cellWords(translator('es'));

const column = (key: string) => {
  const found = DIALOGS_COLUMNS.find((c) => c.key === key);
  if (!found) throw new Error(`no column ${key}`);
  return found;
};

describe('cell content (what a cell shows, its tone, its hover title)', () => {
  it('shows a faint dash for a missing value, titled as null', () => {
    const text = column('text');
    expect([cellText(text, null), cellTone(text, null, {}), cellTitle(text, null, {}, en)]).toEqual([
      '—',
      'null',
      'No value (null)',
    ]);
  });

  it("flags a customer's confidence below the row minimum and says why on hover", () => {
    const confidence = column('confidence');
    const row = { part: 1, confidence: 0.5, minConfidence: 0.6 };
    expect(cellText(confidence, 0.5)).toBe('50.0 %');
    expect(cellTone(confidence, 0.5, row)).toBe('flag');
    expect(cellTitle(confidence, 0.5, row, en)).toBe('Below the minimum confidence of 60.0 %');
    expect(cellTitle(confidence, 0.5, row, es)).toBe('Por debajo de la confianza mínima de 60.0 %');
    const understood = { ...row, confidence: 0.7 };
    expect(cellTone(confidence, 0.7, understood)).toBeUndefined();
    expect(cellTitle(confidence, 0.7, understood, en)).toBe('0.7');
  });

  it("leaves the bot's confidence and the minimum itself unflagged", () => {
    const bot = { part: 0, confidence: 0.5, minConfidence: 0.6 };
    expect(cellTone(column('confidence'), 0.5, bot)).toBeUndefined();
    expect(cellTitle(column('confidence'), 0.5, bot, en)).toBe('0.5');
    const customer = { ...bot, part: 1 };
    expect(cellTone(column('minConfidence'), 0.6, customer)).toBeUndefined();
  });

  it('titles a long text with the text itself, cut at 2,000 characters', () => {
    const text = column('text');
    expect(cellTitle(text, 'short', {}, en)).toBeUndefined();
    expect(cellTitle(text, 'x'.repeat(41), {}, en)).toBe('x'.repeat(41));
    expect(cellTitle(text, 'x'.repeat(2001), {}, en)).toBe(`${'x'.repeat(2000)}…`);
  });

  it('links a conversation id only in the conversation column and only when it is a string', () => {
    expect(conversationOf(column('conversationId'), 'c-1')).toBe('c-1');
    expect(conversationOf(column('conversationId'), null)).toBeUndefined();
    expect(conversationOf(column('text'), 'c-1')).toBeUndefined();
  });
});
