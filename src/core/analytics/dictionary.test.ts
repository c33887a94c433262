import { describe, expect, it } from 'vitest';
import { Dictionary } from './dictionary';

describe('Dictionary', () => {
  it('codes values in order of first sight, null included, and lists them in that order', () => {
    const d = new Dictionary();
    expect(['Web', null, 'WhatsApp', 'Web', null].map((v) => d.code(v))).toEqual([0, 1, 2, 0, 1]);
    expect([d.size, d.values]).toEqual([3, ['Web', null, 'WhatsApp']]);
  });

  it('keeps ten thousand values each under its code', () => {
    const d = new Dictionary();
    const ids = Array.from({ length: 10_000 }, (_, i) => `conversation-${i}`);
    expect(ids.map((id) => d.code(id))).toEqual(ids.map((_, i) => i));
    expect([...ids].reverse().map((id) => d.code(id))).toEqual(ids.map((_, i) => 9_999 - i));
    expect([d.size, d.values]).toEqual([10_000, ids]);
  });

  it('lists its values once until a new one comes, so a reader may index it per row', () => {
    const d = new Dictionary();
    d.code('a');
    const first = d.values;
    expect(d.values).toBe(first);
    d.code('a');
    expect(d.values).toBe(first);
    d.code('b');
    expect(d.values).toEqual(['a', 'b']);
  });
});
