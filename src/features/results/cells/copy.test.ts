import { describe, expect, it } from 'vitest';
import { Masker } from '../../../core/personal-data';
import { makeColumn } from '../columns/dialogs-columns';
import { maskedColumns } from '../columns/masked-columns';
import { copiedRow, copiedValue } from './copy';

const row = {
  text: 'escríbeme a ana@correo.com',
  criteriaValue: '+57 300 555 0101',
  currentIntent: 'consultar_saldo',
};
const plain = [
  makeColumn('text', 'Text', 'text'),
  makeColumn('criteriaValue', 'Criterion value', 'text'),
  makeColumn('currentIntent', 'Current intent', 'text'),
];

describe('copying from a grid that masks personal data', () => {
  const masked = maskedColumns(plain, new Masker('kind'));

  it('copies a masked cell as it reads, never the value it hides', () => {
    expect(copiedValue(masked[0] ?? null, row.text)).toBe('escríbeme a [EMAIL]');
    expect(copiedValue(masked[1] ?? null, row.criteriaValue)).toBe('[PHONE]');
    expect(copiedValue(masked[2] ?? null, row.currentIntent)).toBe('consultar_saldo');
  });

  it('copies a row with its masked fields as they read and the rest as it is', () => {
    expect(copiedRow(row, masked)).toEqual({
      text: 'escríbeme a [EMAIL]',
      criteriaValue: '[PHONE]',
      currentIntent: 'consultar_saldo',
    });
  });

  it('copies values as they are when nothing is masked', () => {
    expect(copiedValue(plain[0] ?? null, row.text)).toBe(row.text);
    expect(copiedRow(row, plain)).toBe(row);
  });
});
