import { describe, expect, it } from 'vitest';
import { found } from './test-kit';

const phones = (text: string) =>
  found(text)
    .filter(([kind]) => kind === 'phone')
    .map(([, value]) => value);

describe('phone numbers', () => {
  it('are found in international form, with spaces, dots, dashes and brackets', () => {
    expect(phones('mi número es +57 300 555 0101')).toEqual(['+57 300 555 0101']);
    expect(phones('escribe al +573005550101 por WhatsApp')).toEqual(['+573005550101']);
    expect(phones('(+52) 55 1234 5678 o +54 9 11 2345-6789')).toEqual([
      '(+52) 55 1234 5678',
      '+54 9 11 2345-6789',
    ]);
    expect(phones('call me on +34 612 34 56 78 or +1 (555) 123-4567')).toEqual([
      '+34 612 34 56 78',
      '+1 (555) 123-4567',
    ]);
    expect(phones('Chile: +56 9 8765 4321; Perú: +51 987 654 321')).toEqual([
      '+56 9 8765 4321',
      '+51 987 654 321',
    ]);
  });

  it('are found in the national forms of Colombia, Mexico, Argentina, Chile, Peru, Spain and the US', () => {
    expect(phones('llámame al 300 555 0101 o al (601) 234-5678')).toEqual(['300 555 0101', '(601) 234-5678']);
    expect(phones('cel 3005550101, fijo 300.555.0101')).toEqual(['3005550101', '300.555.0101']);
    expect(phones('mi cel es (55) 1234-5678')).toEqual(['(55) 1234-5678']);
    expect(phones('llamame al 011 4321-1234 o al 11 2345-6789')).toEqual(['011 4321-1234', '11 2345-6789']);
    expect(phones('mi celular: 9 8765 4321')).toEqual(['9 8765 4321']);
    expect(phones('móvil 612 345 678, fijo 91 123 45 67')).toEqual(['612 345 678', '91 123 45 67']);
    expect(phones('my number is 555-123-4567, or 1-800-555-0199')).toEqual([
      '555-123-4567',
      '1-800-555-0199',
    ]);
  });

  it('stay apart from the words and numbers around them', () => {
    expect(phones('el 15 llamé al 3005550101 2 veces')).toEqual(['3005550101']);
    expect(phones('+57 300 555 0101 3 veces')).toEqual(['+57 300 555 0101']);
    expect(phones('el saldo te lo confirmo al 300 555 0101')).toEqual(['300 555 0101']);
    expect(phones('el código de verificación me llega al 300 555 0101')).toEqual(['300 555 0101']);
  });

  it('leave order numbers, amounts, dates, times and product codes alone', () => {
    for (const text of [
      'Tu solicitud quedó registrada con el número "PQR-2026-00451".',
      'pedido 123456',
      'número de pedido 3005550101',
      'Tu saldo pendiente es de $1.234.567,89 COP',
      'pagué $ 3.000.000.000 en total',
      'son 3.100.000.000 pesos',
      'la cita es el 15/03/2026 a las 10:30',
      'fecha 2026-03-15, hora 07:45:00',
      'código 310 555 0199',
      'SKU 300-555-0101',
      'REF-3105550199',
      'product code 310.555.0199',
      'modelo AB-300-555-0101',
      'order #3005550101',
      'serial 3005550101-XL',
      '=1+1',
      '-1 punto por la demora',
      'horario de 7:00 a. m. a 9:00 p. m.',
    ])
      expect(phones(text), text).toEqual([]);
  });
});
