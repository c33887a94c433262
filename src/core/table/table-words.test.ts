import { describe, expect, it } from 'vitest';
import { MAX_DICTIONARY } from './column-index';
import { rowIndexAt, TableModel, type TableView, type ViewSpec } from './table-model';
import { col, columnsOf } from '../../testing/table-columns';
import type { CoreColumn, RowRecord } from './types';

// The same coded values worded in two languages, as the results grid gives them for the language shown.
const words = (labels: Record<number, string>) => (v: unknown) =>
  typeof v === 'number' ? (labels[v] ?? `? (${v})`) : '';
const english = col('part', 'text', words({ 0: 'Bot', 1: 'Customer', 2: 'Agent' }));
const spanish = col('part', 'text', words({ 0: 'Bot', 1: 'Cliente', 2: 'Agente' }));

const rows: RowRecord[] = [
  { id: 'r1', part: 0 },
  { id: 'r2', part: 1 },
  { id: 'r3', part: 2 },
  { id: 'r4', part: 1 },
];
const spec = (part: CoreColumn, over: Partial<ViewSpec> = {}): ViewSpec => {
  const columns = columnsOf(col('id', 'text'), part);
  return { columns, sort: [], global: '', globalKeys: [...columns.keys()], filters: {}, ...over };
};
const ids = (model: TableModel, view: TableView) =>
  Array.from({ length: view.length }, (_, p) => model.rows[rowIndexAt(view, p)]?.id);

describe('TableModel: values worded in the language shown', () => {
  it('finds rows by the words of the language shown, and by the other language once it is switched to', () => {
    const model = new TableModel();
    model.sync([rows]);
    expect(ids(model, model.view(spec(english, { global: 'customer' })))).toEqual(['r2', 'r4']);
    // Switched to Spanish with the same search still typed: the answer is read again, in Spanish.
    expect(ids(model, model.view(spec(spanish, { global: 'customer' })))).toEqual([]);
    expect(ids(model, model.view(spec(spanish, { global: 'Cliente' })))).toEqual(['r2', 'r4']);
    expect(ids(model, model.view(spec(english, { global: 'cliente' })))).toEqual([]);
    expect(ids(model, model.view(spec(english, { global: 'Customer' })))).toEqual(['r2', 'r4']);
  });

  it('sorts and picks by the words shown', () => {
    const model = new TableModel({ collator: new Intl.Collator('en') });
    model.sync([rows]);
    // Two labels that order one way in English and the other way in Spanish.
    const en = col('part', 'text', words({ 0: 'Normal dialog', 1: 'Cognitive evaluation', 2: 'Agent' }));
    const es = col('part', 'text', words({ 0: 'Diálogo normal', 1: 'Evaluación cognitiva', 2: 'Agente' }));
    const sort = [{ key: 'part', desc: false }];
    expect(ids(model, model.view(spec(en, { sort })))).toEqual(['r3', 'r2', 'r4', 'r1']);
    expect(ids(model, model.view(spec(es, { sort })))).toEqual(['r3', 'r1', 'r2', 'r4']);
    expect(model.pickList(spanish, 10)).toEqual(['Agente', 'Bot', 'Cliente']);
    const oneOf = { part: { kind: 'oneOf' as const, values: ['Agente'] } };
    expect(ids(model, model.view(spec(spanish, { filters: oneOf })))).toEqual(['r3']);
  });

  it('rebuilds a column of more distinct values than codes hold in the new words', () => {
    const n = MAX_DICTIONARY + 10;
    const many = Array.from({ length: n }, (_, i) => ({ id: `r${i}`, share: i / n }));
    const point = col('share', 'number', (v) => `${String(v)} %`);
    const comma = col('share', 'number', (v) => `${String(v).replace('.', ',')} %`);
    const model = new TableModel();
    model.sync([many]);
    const find = (share: CoreColumn, global: string) => {
      model.prepare([share], () => true);
      return model.view({ columns: columnsOf(share), sort: [], global, globalKeys: ['share'], filters: {} });
    };
    expect(find(point, `${String(5 / n)} %`).length).toBe(1);
    expect(find(comma, `${String(5 / n).replace('.', ',')} %`).length).toBe(1);
    expect(find(comma, `${String(5 / n)} %`).length).toBe(0);
  });
});
