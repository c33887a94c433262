import { describe, expect, it } from 'vitest';
import { dialogsRow as sampleRow } from '../../testing/sample-rows';
import { parseRows } from './parse-rows';

/** A documented DIALOGS row, with fields changed or added as a test needs (ones the schema refuses too). */
const dialogsRow = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...sampleRow(),
  ...extra,
});

describe('parseRows', () => {
  it('keeps a valid DIALOGS row with its extra fields, counting nothing', () => {
    const parsed = parseRows('dialogs', [dialogsRow({ newField: 'kept' })]);
    expect(parsed.rows).toEqual([dialogsRow({ newField: 'kept' })]);
    expect(parsed).toMatchObject({ unexpectedNulls: 0, invalidRows: 0 });
  });

  it('keeps and counts nulls where a value is documented', () => {
    const parsed = parseRows('dialogs', [dialogsRow({ text: null, header: null }), dialogsRow()]);
    expect(parsed.rows).toHaveLength(2);
    expect(parsed.rows[0]).toMatchObject({ text: null, header: null });
    expect(parsed).toMatchObject({ unexpectedNulls: 2, invalidRows: 0 });
  });

  it('keeps a row that fails the schema, unknown labelled numbers included, and counts only the mismatch', () => {
    const parsed = parseRows('dialogs', [
      dialogsRow({ secuenceType: 9, part: 3 }),
      dialogsRow({ confidence: 'high' }),
      'odd',
    ]);
    expect(parsed.rows).toEqual([
      dialogsRow({ secuenceType: 9, part: 3 }),
      dialogsRow({ confidence: 'high' }),
      { value: 'odd' },
    ]);
    expect(parsed.invalidRows).toBe(2);
  });

  it('keeps other reports’ rows as records, whatever their fields', () => {
    const parsed = parseRows('sessions', [{ a: 1, b: null }, { c: 'x' }]);
    expect(parsed.rows).toEqual([{ a: 1, b: null }, { c: 'x' }]);
    expect(parsed).toMatchObject({ unexpectedNulls: 0, invalidRows: 0 });
  });
});

describe('parseRows, whatever order the fields come in', () => {
  const reversed = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).reverse());

  it('checks a row whose fields come in another order as it checks one in the documented order', () => {
    const parsed = parseRows('dialogs', [
      reversed(dialogsRow()),
      reversed(dialogsRow({ text: null })),
      reversed(dialogsRow({ attempt: 1.5 })),
    ]);
    expect(parsed.rows[0]).toEqual(dialogsRow());
    expect(parsed).toMatchObject({ unexpectedNulls: 1, invalidRows: 1 });
  });

  it('counts a row that lacks a documented field as invalid, and one with a field added first as valid', () => {
    const { conversationId: _, ...lacking } = dialogsRow();
    const parsed = parseRows('dialogs', [lacking, { added: 1, ...dialogsRow() }]);
    expect(parsed).toMatchObject({ unexpectedNulls: 0, invalidRows: 1 });
  });

  it('takes no number the schema would refuse: a fraction where a whole number is documented, nor an unsafe one', () => {
    const parsed = parseRows('dialogs', [
      dialogsRow({ tenantId: 2 ** 53 }),
      dialogsRow({ part: 0.5 }),
      dialogsRow({ isOnChat: 'yes' }),
      dialogsRow({ confidence: 1 }),
    ]);
    expect(parsed.invalidRows).toBe(3);
  });
});
