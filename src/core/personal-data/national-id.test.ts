import { describe, expect, it } from 'vitest';
import { found } from './test-kit';

const ids = (text: string) =>
  found(text)
    .filter(([kind]) => kind === 'nationalId')
    .map(([, value]) => value);

describe('national identity numbers', () => {
  it("find Spain's DNI and NIE by their check letter", () => {
    expect(ids('DNI 12345678Z y NIE X1234567L')).toEqual(['12345678Z', 'X1234567L']);
    expect(ids('my Spanish ID is 12345678-z')).toEqual(['12345678-z']);
    expect(ids('12345678A no es válido, ni 12345678 y tampoco')).toEqual([]);
  });

  it("find Chile's RUT by its check digit", () => {
    expect(ids('RUT 12.345.678-5, or 15432187-K')).toEqual(['12.345.678-5', '15432187-K']);
    expect(ids('12.345.678-4')).toEqual([]);
  });

  it("find Mexico's CURP by its check digit", () => {
    expect(ids('mi CURP es GOMA800101HDFRRN05')).toEqual(['GOMA800101HDFRRN05']);
    expect(ids('GOMA800101HDFRRN06')).toEqual([]);
  });

  it('find the cédula and DNIs of Colombia, Peru and Argentina after a word that names them', () => {
    expect(ids('mi cédula es 1.023.456.789')).toEqual(['1.023.456.789']);
    expect(ids('C.C. 52.345.678, cedula 79123456')).toEqual(['52.345.678', '79123456']);
    expect(ids('número de documento: 1023456789')).toEqual(['1023456789']);
    expect(ids('DNI 45678912 (Perú), D.N.I. 12.345.678 (Argentina)')).toEqual(['45678912', '12.345.678']);
    expect(ids('my ID number is 1023456789')).toEqual(['1023456789']);
    expect(ids('identificación 80.123.456')).toEqual(['80.123.456']);
  });

  it('leave numbers no word names, and those another word claims', () => {
    for (const text of [
      'son 52.345.678 visitas',
      'te envié el documento, el pedido 123456',
      'documento adjunto: factura 79123456',
      'cédula, frente.png',
      'Por favor, indícame tu número de documento.',
    ])
      expect(ids(text), text).toEqual([]);
  });
});
