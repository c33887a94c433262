import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DIALOGS_FIELDS, VALUE_WORDS } from '../contract';
import { XLSX_LABELS } from '../xlsx';
import { ConversationIndex } from './conversation-index';
import { conversationXlsx } from './conversation-xlsx';
import { dialogsRow } from '../../testing/sample-rows';

describe('conversationXlsx', () => {
  it('writes the rows of one conversation in time order as a workbook with typed cells', async () => {
    const index = new ConversationIndex();
    index.add(
      [
        dialogsRow({ conversationId: 'c', id: 'late', text: '=1+1', date: '2026-03-01T13:05:00Z' }),
        dialogsRow({ conversationId: 'other' }),
        { ...dialogsRow({ conversationId: 'c', id: 'early', text: 'line 1\nline 2' }), extra: 'x' },
      ],
      0,
    );
    const conversation = index.conversation('c');
    if (!conversation) throw new Error('no conversation');
    const parts = conversationXlsx(conversation, {
      reportName: 'DIALOGS',
      labels: XLSX_LABELS.en,
      timeZone: 'UTC',
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await new Blob(parts).arrayBuffer());
    const sheet = book.worksheets[0];
    const header = sheet?.getRow(1).values;
    expect(Array.isArray(header) ? header.slice(1) : []).toEqual([...DIALOGS_FIELDS, 'extra']);
    const col = (key: string) => [...DIALOGS_FIELDS, 'extra'].indexOf(key) + 1;
    expect([2, 3].map((r) => sheet?.getRow(r).getCell(col('id')).value)).toEqual(['early', 'late']);
    expect(sheet?.getRow(3).getCell(col('text')).value).toBe('=1+1');
    expect(sheet?.getRow(3).getCell(col('text')).type).toBe(ExcelJS.ValueType.String);
    expect(sheet?.getRow(3).getCell(col('date')).value).toBeInstanceOf(Date);
    expect(typeof sheet?.getRow(3).getCell(col('confidence')).value).toBe('number');
    expect(sheet?.getRow(2).getCell(col('extra')).value).toBe('x');
    expect(book.worksheets.map((s) => s.name)).toEqual(['Rows (UTC)', 'About']);
  });

  it('writes part labels in the language shown', async () => {
    const index = new ConversationIndex();
    index.add(
      [dialogsRow({ conversationId: 'c', part: 1 }), dialogsRow({ conversationId: 'c', part: 2 })],
      0,
    );
    const conversation = index.conversation('c');
    if (!conversation) throw new Error('no conversation');
    const parts = conversationXlsx(conversation, {
      reportName: 'DIALOGS',
      labels: XLSX_LABELS.es,
      timeZone: 'UTC',
      values: VALUE_WORDS.es,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await new Blob(parts).arrayBuffer());
    const column = DIALOGS_FIELDS.indexOf('part') + 1;
    const shown = [2, 3].map((r) => book.worksheets[0]?.getRow(r).getCell(column).value);
    expect(shown.sort()).toEqual(['Agente', 'Cliente']);
  });
});
