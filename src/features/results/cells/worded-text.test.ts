import { describe, expect, it } from 'vitest';
import { TableModel } from '../../../core/table';
import type { Translate } from '../../../lib/i18n';
import { DIALOGS_COLUMNS } from '../columns/dialogs-columns';
import { labelledColumns } from '../columns/field-labels';
import type { ResultColumn } from '../columns/result-column';
import { rewordFilters } from '../table/reword-filters';

const t: Translate = (id) => id;
const inLanguage = (language: 'en' | 'es') => {
  const columns = labelledColumns(DIALOGS_COLUMNS, t, language);
  return (key: string): ResultColumn => {
    const column = columns.find((c) => c.key === key);
    if (!column) throw new Error(`no column ${key}`);
    return column;
  };
};

describe('the grid words values in the language shown', () => {
  it('writes English exactly as before', () => {
    const en = inLanguage('en');
    expect([0, 1, 2, 3, 4].map((n) => en('part').text(n))).toEqual([
      'Bot',
      'Customer',
      'Agent',
      'Unknown (3)',
      'Consultant',
    ]);
    expect([1, 2, 3, 4, 5, 9].map((n) => en('secuenceType').text(n))).toEqual([
      'Normal dialog',
      'Cognitive evaluation',
      'Dialog with a file',
      'B2C authentication',
      'Channel-formatted',
      'Unknown (9)',
    ]);
    expect([en('isOnChat').text(true), en('isOnChat').text(false)]).toEqual(['Yes', 'No']);
    expect(en('confidence').text(0.8765)).toBe('87.7 %');
  });

  it('writes Spanish labels, Sí / No and a decimal comma', () => {
    const es = inLanguage('es');
    expect([0, 1, 2, 3, 4].map((n) => es('part').text(n))).toEqual([
      'Bot',
      'Cliente',
      'Agente',
      'Desconocido (3)',
      'Consultor',
    ]);
    expect([1, 2, 3, 4, 5].map((n) => es('secuenceType').text(n))).toEqual([
      'Diálogo normal',
      'Evaluación cognitiva',
      'Diálogo con archivo',
      'Autenticación B2C',
      'Con formato del canal',
    ]);
    expect([es('isOnChat').text(true), es('isOnChat').text(false)]).toEqual(['Sí', 'No']);
    expect(es('confidence').text(0.8765)).toBe('87,7 %');
    expect(es('minConfidence').text(0.5)).toBe('50,0 %');
    // What is not worded by the app is the same in both languages.
    expect(es('text').text('Hola')).toBe('Hola');
    expect(es('text').text).toBe(inLanguage('en')('text').text);
  });

  it('keeps one text function per language, so the indexes are kept while the language stays', () => {
    expect(inLanguage('es')('part').text).toBe(inLanguage('es')('part').text);
    expect(inLanguage('es')('part').text).not.toBe(inLanguage('en')('part').text);
  });

  it('finds customer rows by "Cliente" in Spanish and by "Customer" in English', () => {
    const model = new TableModel();
    model.sync([[{ part: 0 }, { part: 1 }, { part: 2 }, { part: 1, isOnChat: true }]]);
    const search = (language: 'en' | 'es', global: string) => {
      const part = inLanguage(language)('part');
      const onChat = inLanguage(language)('isOnChat');
      const columns = new Map([part, onChat].map((c) => [c.key, c]));
      return model.view({ columns, sort: [], global, globalKeys: ['part', 'isOnChat'], filters: {} }).length;
    };
    expect(search('es', 'Cliente')).toBe(2);
    expect(search('es', 'Customer')).toBe(0);
    expect(search('es', 'sí')).toBe(1);
    expect(search('en', 'Customer')).toBe(2);
    expect(search('en', 'Cliente')).toBe(0);
    expect(search('en', 'yes')).toBe(1);
  });

  it('says picked values again in the new words, so a filter picked in English still holds in Spanish', () => {
    const byKey = new Map(labelledColumns(DIALOGS_COLUMNS, t, 'es').map((c) => [c.key, c]));
    const picked = {
      part: { kind: 'oneOf' as const, values: ['Customer', 'Bot'] },
      isOnChat: { kind: 'oneOf' as const, values: ['Yes'] },
      channelName: { kind: 'oneOf' as const, values: ['Customer'] },
    };
    expect(rewordFilters(picked, byKey)).toEqual({
      part: { kind: 'oneOf', values: ['Cliente', 'Bot'] },
      isOnChat: { kind: 'oneOf', values: ['Sí'] },
      channelName: { kind: 'oneOf', values: ['Customer'] },
    });
    const inSpanish = rewordFilters(picked, byKey);
    expect(rewordFilters(inSpanish, byKey)).toBe(inSpanish);
  });
});
