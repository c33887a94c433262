import { describe, expect, it } from 'vitest';
import { Dictionary } from './dictionary';

describe('Dictionary', () => {
  it('codes values in order of first sight, null included, and gives each back', () => {
    const d = new Dictionary();
    expect(['Web', null, 'WhatsApp', 'Web', null].map((v) => d.code(v))).toEqual([0, 1, 2, 0, 1]);
    expect([d.size, d.value(0), d.value(1), d.value(2), d.value(3), d.value(-1)]).toEqual([
      3,
      'Web',
      null,
      'WhatsApp',
      undefined,
      undefined,
    ]);
    expect(d.values).toEqual(['Web', null, 'WhatsApp']);
  });

  it('keeps ten thousand values, past the size of one of its chunks, each under its code', () => {
    const d = new Dictionary();
    const ids = Array.from({ length: 10_000 }, (_, i) => `conversation-${i}`);
    expect(ids.map((id) => d.code(id))).toEqual(ids.map((_, i) => i));
    expect(ids.map((id) => d.code(id))).toEqual(ids.map((_, i) => i));
    expect([d.size, d.value(4095), d.value(4096), d.value(9999)]).toEqual([
      10_000,
      'conversation-4095',
      'conversation-4096',
      'conversation-9999',
    ]);
    expect(d.values).toEqual(ids);
  });
});
