import { describe, expect, it } from 'vitest';
import { generateDialogsRows } from './generate';
import { SPANISH_FAMILIES } from './rows/family-templates';
import { familyIn, plantedIn } from './rows/planted-truth';

const rows = generateDialogsRows(20_000, 5);
const missed = rows.filter((r) => r.part === 1 && r.confidence < r.minConfidence);

describe('families of paraphrases planted among the messages the bot did not understand', () => {
  it('ask something in most of those messages and in no other', () => {
    const inFamily = missed.filter((r) => familyIn(r) !== null).length;
    expect(inFamily / missed.length).toBeGreaterThan(0.4);
    expect(inFamily / missed.length).toBeLessThan(0.7);
    expect(rows.filter((r) => familyIn(r) !== null)).toHaveLength(inFamily);
  });

  it('are written in Spanish and English, with typos, accents dropped, case changed and values inside', () => {
    const family = (name: string) => missed.filter((r) => familyIn(r) === name).map((r) => r.text);
    const blocked = family('es.tarjeta-bloqueada');
    expect(blocked.length).toBeGreaterThan(20);
    expect(new Set(blocked).size).toBeGreaterThan(blocked.length / 2);
    // A typo: a word of four letters or more that no phrasing of the family has.
    const fold = (t: string) =>
      t
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const words = (t: string) => fold(t).match(/\p{L}{4,}/gu) ?? [];
    const known = new Set(SPANISH_FAMILIES[0].phrasings.flatMap(words));
    expect(SPANISH_FAMILIES[0].name).toBe('es.tarjeta-bloqueada');
    expect(
      blocked.some((t) =>
        words(t).some((w) => !known.has(w) && !['hola', 'buenas', 'favor', 'gracias'].includes(w)),
      ),
    ).toBe(true);
    expect(blocked.some((t) => t.includes('bloqueada')) && blocked.some((t) => t.includes('BLOQUEADA'))).toBe(
      true,
    );
    expect(family('en.password').length).toBeGreaterThan(5);
    const withCard = missed.filter(
      (r) => familyIn(r) !== null && plantedIn(r).personal.some((p) => p.kind === 'card'),
    );
    expect(withCard.length).toBeGreaterThan(10);
  });

  it("leave the share of customers' messages the bot did not understand as it was", () => {
    // Confidence is drawn before the text and never from the plant's seed: about 45 in 100.
    const customer = rows.filter((r) => r.part === 1).length;
    expect(missed.length / customer).toBeGreaterThan(0.4);
    expect(missed.length / customer).toBeLessThan(0.5);
  });
});
