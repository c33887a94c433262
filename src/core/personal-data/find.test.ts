import { describe, expect, it } from 'vitest';
import { findPersonalData } from './find';
import { found } from './test-kit';

describe('finding personal data in a chat text', () => {
  it('finds an e-mail address a customer typed', () => {
    expect(found('mi correo es ana.gomez@ejemplo.com.co, gracias')).toEqual([
      ['email', 'ana.gomez@ejemplo.com.co'],
    ]);
  });

  it("finds the conversation's own identifier wherever it is written", () => {
    expect(found('soy el 573005550101 y escribo desde 573005550101', '573005550101')).toEqual([
      ['contact', '573005550101'],
      ['contact', '573005550101'],
    ]);
    expect(found('mi documento es CC 52.345.678', 'CC 52.345.678')).toEqual([['contact', 'CC 52.345.678']]);
    expect(found('Escríbeme a Maria.Lopez@correo.com', 'maria.lopez@correo.com')).toEqual([
      ['contact', 'Maria.Lopez@correo.com'],
    ]);
  });

  it('takes a number with the own identifier’s digits for the contact, however it is grouped', () => {
    expect(found('llámame al 300 123 4567', '+573001234567')).toEqual([['contact', '300 123 4567']]);
    expect(found('llámame al 300 123 4567', '+573009999999')).toEqual([['phone', '300 123 4567']]);
  });

  it('finds several kinds in one message, in order', () => {
    expect(
      found(
        'Soy Ana, C.C. 52.345.678, cel +57 310 555 0199, correo ana@correo.com, tarjeta 4111-1111-1111-1111',
      ),
    ).toEqual([
      ['nationalId', '52.345.678'],
      ['phone', '+57 310 555 0199'],
      ['email', 'ana@correo.com'],
      ['card', '4111-1111-1111-1111'],
    ]);
  });

  it('leaves a mention, an amount, an order number and a plain sentence alone', () => {
    for (const text of [
      '@soporte ¿me ayudan, por favor?',
      'Tu saldo pendiente es de $1.234.567,89 COP; la fecha límite de pago es el 15 de marzo.',
      'Tu solicitud quedó registrada con el número "PQR-2026-00451".',
      'Dirección: Calle 45 #12-30, apto. 501, Bogotá',
      '<b>hola</b><img src=x onerror=alert(1)>',
      '¡Hola! 👋 Soy Sofía, tu asistente virtual.',
    ])
      expect(found(text), text).toEqual([]);
  });

  it('finds through emoji, markup and other scripts around the data', () => {
    expect(found('📞+57 300 555 0101📞 <b>ana@correo.com</b> 电话 612 345 678')).toEqual([
      ['phone', '+57 300 555 0101'],
      ['email', 'ana@correo.com'],
      ['phone', '612 345 678'],
    ]);
  });

  it('answers for any text, however long or strange, without throwing', () => {
    const mb = 1 << 18; // a quarter of a megabyte each; the bench times them at 1 MB
    const adversarial = [
      '1'.repeat(mb),
      '@.'.repeat(mb / 2),
      'a@b.'.repeat(mb / 4),
      'ana.gomez@ejemplo'.repeat(mb / 17),
      '1 '.repeat(mb / 2),
      '1.'.repeat(mb / 2),
      '1-'.repeat(mb / 2),
      ':'.repeat(mb),
      'a:'.repeat(mb / 2),
      'ES91'.repeat(mb / 4),
      '(+'.repeat(mb / 2),
      '👋'.repeat(mb / 2),
      '<b>'.repeat(mb / 3),
      '\ud800'.repeat(1000),
    ];
    for (const text of adversarial)
      expect(Array.isArray(findPersonalData(text)), text.slice(0, 8)).toBe(true);
    expect(findPersonalData('3005550101 '.repeat(10_000))).toHaveLength(10_000);
    expect(findPersonalData('')).toEqual([]);
  });
});
