import { describe, expect, it } from 'vitest';
import { parseRows } from './parse-rows';

const dialogsRow = (extra: Record<string, unknown> = {}) => ({
  secuenceType: 1,
  part: 0,
  currentIntent: 'greeting',
  previousIntent: null,
  confidence: 0.9,
  text: 'Hello',
  options: '',
  cognitiveEngine: 'engine',
  minConfidence: 0.5,
  isOnChat: true,
  conversationId: 'c-1',
  partName: 'start',
  header: '',
  criteria: 'phone',
  criteriaValue: '555',
  url: null,
  fileName: null,
  attempt: 1,
  entityConcreteId: -1,
  subLevel: 'text',
  service: 3,
  footer: null,
  type: null,
  label: null,
  chatEngine: null,
  division: 1,
  sessionId: 's-1',
  channelId: 2,
  dialogueGroups: 1,
  iterations: 1,
  serverEnvironment: 'prod',
  serverName: 'srv',
  id: 'r-1',
  tenantId: 1234,
  date: '2026-11-01T10:00:00-05:00',
  channelName: 'Web',
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
