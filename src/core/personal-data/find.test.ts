import { describe, expect, it } from 'vitest';
import { findPersonalData } from './find';

const kinds = (text: string, own?: string) =>
  findPersonalData(text, own).map((f) => [f.kind, text.slice(f.start, f.end)]);

describe('finding personal data in a chat text', () => {
  it('finds an e-mail address a customer typed', () => {
    expect(kinds('mi correo es ana.gomez@ejemplo.com.co, gracias')).toEqual([
      ['email', 'ana.gomez@ejemplo.com.co'],
    ]);
  });

  it("finds the conversation's own identifier wherever it is written", () => {
    expect(kinds('soy el 573005550101 y escribo desde 573005550101', '573005550101')).toEqual([
      ['contact', '573005550101'],
      ['contact', '573005550101'],
    ]);
  });

  it('leaves a mention and a plain sentence alone', () => {
    expect(kinds('@soporte ¿me ayudan, por favor?')).toEqual([]);
  });
});
