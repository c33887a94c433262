import { describe, expect, it } from 'vitest';
import { found } from './test-kit';

describe('IBANs', () => {
  it('are found grouped or not, in capitals or not, when mod 97 holds', () => {
    expect(found('IBAN ES91 2100 0418 4502 0005 1332 a mi nombre')).toEqual([
      ['iban', 'ES91 2100 0418 4502 0005 1332'],
    ]);
    expect(found('pay to GB82WEST12345698765432.')).toEqual([['iban', 'GB82WEST12345698765432']]);
    expect(found('cuenta de83 3705 0198 1234 5678 90')).toEqual([]);
    expect(found('cuenta de89 3704 0044 0532 0130 00')).toEqual([['iban', 'de89 3704 0044 0532 0130 00']]);
  });

  it('leave a wrong check, an unknown country and a cut-short number', () => {
    for (const text of [
      'ES92 2100 0418 4502 0005 1332',
      'QQ91 2100 0418 4502 0005 1332',
      'ES91 2100 0418 4502',
    ])
      expect(found(text), text).toEqual([]);
  });
});
