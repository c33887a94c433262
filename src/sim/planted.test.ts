import { describe, expect, it } from 'vitest';
import { PERSONAL_KINDS } from '../core/personal-data';
import { generateDialogsRows } from './generate';
import { plantedIn } from './rows/planted-truth';
import { DIALOGS_ID, harness, MARCH } from '../testing/sim-harness';

const rows = generateDialogsRows(40_000, 5);
const truths = rows.map((row) => ({ row, truth: plantedIn(row) }));

describe('personal data planted in DIALOGS texts', () => {
  it('sits in a few rows, of every kind, with near misses beside', () => {
    const withData = truths.filter(({ truth }) => truth.personal.length > 0).length;
    expect(withData / rows.length).toBeGreaterThan(0.05);
    expect(withData / rows.length).toBeLessThan(0.2);
    const kinds = new Set(truths.flatMap(({ truth }) => truth.personal.map((p) => p.kind)));
    expect([...kinds].sort()).toEqual([...PERSONAL_KINDS].sort());
    const nearMisses = new Set(truths.flatMap(({ truth }) => truth.nearMisses.map((m) => m.what)));
    expect([...nearMisses].sort()).toEqual(['amount', 'date', 'order', 'productCode', 'time']);
  });

  it('is written in Spanish and in English', () => {
    const texts = rows.map((r) => r.text);
    expect(texts).toContain('quiero saber mi saldo');
    expect(texts).toContain('I want to know my balance');
    expect(texts.some((t) => t.startsWith('mi correo es '))).toBe(true);
    expect(texts.some((t) => t.startsWith('my email is '))).toBe(true);
  });

  it("says where each value is, the conversation's own identifier included", () => {
    for (const { row, truth } of truths)
      for (const p of truth.personal) {
        const value = row.text.slice(p.start, p.end);
        expect(value.trim()).toBe(value);
        if (p.kind === 'contact')
          expect(row.criteriaValue.replace(/\D/g, '')).toContain(value.replace(/\D/g, ''));
        if (p.kind === 'email') expect(value).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      }
    const own = truths.filter(({ truth }) => truth.personal.some((p) => p.kind === 'contact'));
    expect(own.some(({ row }) => row.text.includes(row.criteriaValue))).toBe(true);
  });

  it('is the same wherever a range cuts the history', async () => {
    const h = harness();
    const token = await h.token();
    const march = (await h.pageAll(DIALOGS_ID, MARCH, token)).flatMap((p) => p.result);
    const halfMarch = { startDate: '2026-03-10 00:00:00', endDate: '2026-03-20 23:59:59' };
    const half = (await h.pageAll(DIALOGS_ID, halfMarch, token)).flatMap((p) => p.result);
    const textOf = new Map(march.map((r) => [String(r.id), r.text]));
    expect(half.length).toBeGreaterThan(0);
    for (const row of half) expect(row.text).toBe(textOf.get(String(row.id)));
  });
});
