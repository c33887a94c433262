import { describe, expect, it } from 'vitest';
import type { Row } from '../src/core/contract';
import { compareRows } from './compare';

const row = (id: string, text = 'hola'): Row => ({ id, text });

describe('the closing comparison', () => {
  const service = [row('a'), row('b'), row('c')];

  it('passes a store that holds each row once, late rows included', () => {
    expect(compareRows([...service, row('d')], service, [...service, row('d')]).mismatches).toEqual([]);
  });

  it('names a row missing, a row held twice, a row with other values and one outside the range', () => {
    const held = [row('a'), row('a'), row('b', 'adiós'), row('z')];
    expect(compareRows(held, service, service).mismatches).toEqual([
      expect.stringMatching(/^held 2 times: .*"a"/),
      expect.stringMatching(/^held, but not the service's in the range: .*adiós/),
      expect.stringMatching(/^held, but not the service's in the range: .*"z"/),
      expect.stringMatching(/^missing: .*"b"/),
      expect.stringMatching(/^missing: .*"c"/),
    ]);
  });
});
