import { describe, expect, it } from 'vitest';
import type { ReviewItem } from '../../core/analytics';
import type { Row } from '../../core/contract';
import { Masker } from '../../core/personal-data';
import { reviewCsv } from './review-rows';

const ROWS: Row[] = [
  {
    id: 'm-1',
    date: '2026-03-01T10:00:05-05:00',
    criteriaValue: '+57 310 555 0101',
    text: 'mi tarjeta 4111 1111 1111 1111 está bloqueada, llámenme al +57 310 555 0101',
  },
  {
    id: 'm-2',
    date: '2026-03-01T11:00:00-05:00',
    criteriaValue: 'ana.gomez@correo.com',
    text: 'cambio de plan',
  },
];
const ITEMS: ReviewItem[] = ROWS.map((_, row) => ({
  row,
  intent: 'consultar_saldo',
  conversationId: `c-${row}`,
  confidence: 0.31,
  minConfidence: 0.6,
  margin: 0.29,
}));

const csv = (masker: Masker | null) => reviewCsv(ITEMS, (i) => ROWS[i], new Set([1]), masker);

describe("the review queue's CSV", () => {
  it('holds the texts as written while masking is off', () => {
    expect(csv(null)).toContain('4111 1111 1111 1111');
  });

  it("masks a text's personal data and its conversation's own contact, as every export does", () => {
    const file = csv(new Masker('kind'));
    expect(file).not.toContain('4111');
    expect(file).not.toContain('310 555');
    expect(file).toContain('mi tarjeta [CARD] está bloqueada, llámenme al [PHONE]');
    // What is no personal data stays: the other text, the intent, whether it was reviewed.
    expect(file).toContain('cambio de plan');
    expect(file).toContain('consultar_saldo');
    expect(file.trim().split('\n').at(-1)).toMatch(/,yes$/);
  });
});
