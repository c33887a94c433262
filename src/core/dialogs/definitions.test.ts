import { describe, expect, it } from 'vitest';
import { containment, isLowConfidence, isPerson, partKind } from '.';

describe("the bot's definitions", () => {
  it('names the speaker of each part code the service documents, and no other', () => {
    expect([0, 1, 2, 3, 4, 5, null].map(partKind)).toEqual([
      'bot',
      'customer',
      'agent',
      'unknown',
      'consultant',
      'unknown',
      'unknown',
    ]);
    expect([0, 1, 2, 3, 4].filter(isPerson)).toEqual([2, 4]);
  });

  it("calls only a customer's message under its own threshold low confidence", () => {
    expect(isLowConfidence(1, 0.59, 0.6)).toBe(true);
    expect(isLowConfidence(1, 0.6, 0.6)).toBe(false);
    expect(isLowConfidence(0, 0.1, 0.6)).toBe(false);
    expect(isLowConfidence(2, 0.1, 0.6)).toBe(false);
    expect(isLowConfidence(1, Number.NaN, 0.6)).toBe(false);
    expect(isLowConfidence(1, 0.1, Number.NaN)).toBe(false);
  });

  it('gives containment as the share of conversations never handed off, 0 with none', () => {
    expect(containment(4, 1)).toBe(0.75);
    expect(containment(0, 0)).toBe(0);
  });
});
