import { describe, expect, it } from 'vitest';
import { found } from './test-kit';

describe('payment card numbers', () => {
  it('are found grouped or not when their check digit holds', () => {
    expect(found('mi tarjeta es 4111 1111 1111 1111, vence 12/27')).toEqual([
      ['card', '4111 1111 1111 1111'],
    ]);
    expect(found('card number 5500-0000-0000-0004 please')).toEqual([['card', '5500-0000-0000-0004']]);
    expect(found('Amex 3782 822463 10005')).toEqual([['card', '3782 822463 10005']]);
    expect(found('4012888888881881')).toEqual([['card', '4012888888881881']]);
    expect(found('mastercard 2221 0000 0000 0009')).toEqual([['card', '2221 0000 0000 0009']]);
    expect(found('pagué el total con la tarjeta 4111111111111111')).toEqual([['card', '4111111111111111']]);
  });

  it('leave numbers that fail the check, have no issuer or are grouped oddly', () => {
    for (const text of [
      'tarjeta 4111 1111 1111 1112',
      'pedido 1234567812345670',
      '9111111111111111',
      '41 111 111 1111 1111',
      'terminada en 4242',
      'valor $4.111.111.111.111.111',
    ])
      expect(found(text), text).toEqual([]);
  });
});
