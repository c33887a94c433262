import { describe, expect, it } from 'vitest';
import { found } from './test-kit';

describe('e-mail addresses', () => {
  it('are found in Spanish and English sentences, without the full stop after them', () => {
    expect(found('mi correo es ana.gomez@ejemplo.com.co.')).toEqual([['email', 'ana.gomez@ejemplo.com.co']]);
    expect(found('Please write to John.Smith+billing@mail.example.org, thanks')).toEqual([
      ['email', 'John.Smith+billing@mail.example.org'],
    ]);
    expect(found('escríbeme a josé_núñez@correo.es')).toEqual([['email', 'josé_núñez@correo.es']]);
    expect(found('<a href="mailto:c.ruiz@correo.com">c.ruiz@correo.com</a>')).toEqual([
      ['email', 'c.ruiz@correo.com'],
      ['email', 'c.ruiz@correo.com'],
    ]);
  });

  it('leave mentions, handles and half addresses alone', () => {
    for (const text of [
      '@soporte ¿me ayudan, por favor?',
      'escríbenos a soporte@ejemplo',
      'follow us @ejemplo.com? no: at ejemplo',
      'user@localhost',
      'precio: 3 @ $2.500',
      'version@1.2.3',
    ])
      expect(found(text), text).toEqual([]);
  });
});
