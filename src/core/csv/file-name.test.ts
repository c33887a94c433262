import { describe, expect, it } from 'vitest';
import { csvFileName } from './file-name';

describe('csvFileName', () => {
  it('names the file from the report and the range', () => {
    expect(csvFileName('DIALOGS', '2026-10-01 00:00:00', '2026-10-31 23:59:59')).toBe(
      'DIALOGS_2026-10-01_000000_2026-10-31_235959.csv',
    );
  });

  it('keeps only safe characters', () => {
    expect(
      csvFileName('Get Campaign Results v2 (for Outbound V2)', '2026-01-02 03:04:05', '2026-01-03 00:00:00'),
    ).toBe('Get_Campaign_Results_v2_for_Outbound_V2_2026-01-02_030405_2026-01-03_000000.csv');
    expect(csvFileName('Mark-NAVIGATION_USER', '2026-01-02 03:04:05', '2026-01-03 00:00:00')).toMatch(
      /^Mark-NAVIGATION_USER_2026-01-02_030405_2026-01-03_000000\.csv$/,
    );
    expect(csvFileName('Sesión ../../etc/passwd', 'bad date', '')).toBe('Sesion_etc_passwd_bad_date.csv');
  });
});
