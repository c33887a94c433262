import { describe, expect, it } from 'vitest';
import { found } from './test-kit';

describe('IP addresses', () => {
  it('are found, IPv4 and IPv6', () => {
    expect(found('mi IP es 181.52.10.7.')).toEqual([['ip', '181.52.10.7']]);
    expect(found('from 2001:db8::8a2e:370:7334 and fe80::1')).toEqual([
      ['ip', '2001:db8::8a2e:370:7334'],
      ['ip', 'fe80::1'],
    ]);
    expect(found('IPv6:2001:0db8:85a3:0000:0000:8a2e:0370:7334')).toEqual([
      ['ip', '2001:0db8:85a3:0000:0000:8a2e:0370:7334'],
    ]);
    expect(found('::ffff:192.0.2.128')).toEqual([['ip', '::ffff:192.0.2.128']]);
  });

  it('leave versions, times, amounts and out-of-range numbers alone', () => {
    for (const text of [
      'versión 1.2.3.4.5',
      '256.1.1.1',
      'a las 10:30:45',
      'v1.2.3.4',
      '1.023.456.789',
      'MAC 00:1A:2B:3C:4D:5E',
    ])
      expect(found(text), text).toEqual([]);
  });
});
