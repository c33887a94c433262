import { describe, expect, it } from 'vitest';
import { Masker } from './masker';
import { maskRows } from './mask-row';
import { countTokens } from './count-tokens';

const row = (text: string, criteriaValue = 'ana.gomez@correo.com') => ({
  text,
  criteriaValue,
  currentIntent: 'consultar_saldo',
  confidence: 0.91,
  date: '2026-03-01T10:00:05-05:00',
  part: 1,
});

describe('masking a row as the kind of what it held', () => {
  it('turns an e-mail in the text and the contact cell into [EMAIL], and leaves intent, figures and date', () => {
    const masker = new Masker('kind');
    const [masked] = maskRows(masker, [row('escríbanme a pedro.ruiz@ejemplo.co por favor')]);
    expect(masked).toEqual({
      text: 'escríbanme a [EMAIL] por favor',
      criteriaValue: '[EMAIL]',
      currentIntent: 'consultar_saldo',
      confidence: 0.91,
      date: '2026-03-01T10:00:05-05:00',
      part: 1,
    });
  });

  it('calls an identifier that is no e-mail [CONTACT], in its cell and where the text quotes it', () => {
    const masker = new Masker('kind');
    const [masked] = maskRows(masker, [row('mi documento es CC 12.345.678', 'CC 12.345.678')]);
    expect(masked?.text).toBe('mi documento es [CONTACT]');
    expect(masked?.criteriaValue).toBe('[CONTACT]');
  });

  it('counts what it masked per kind and per column', () => {
    const masker = new Masker('kind');
    maskRows(masker, [
      row('a@b.co y c@d.co'),
      row('nada personal aquí'),
      row('hola', ''),
      { text: 'soy ana.gomez@correo.com', criteriaValue: 'ana.gomez@correo.com', header: 'x@y.org' },
    ]);
    expect(masker.counts).toEqual({
      as: 'kind',
      byKind: { email: 7 },
      byColumn: { text: 3, criteriaValue: 3, header: 1 },
      total: 7,
    });
  });

  it('counts a text every time it comes, the same prompt in many rows included', () => {
    const masker = new Masker('kind');
    const rows = maskRows(masker, [
      row('escriba a ayuda@banco.co'),
      row('escriba a ayuda@banco.co'),
      row('escriba a ayuda@banco.co'),
    ]);
    expect(rows.map((r) => r.text)).toEqual(Array(3).fill('escriba a [EMAIL]'));
    expect(masker.counts.byColumn.text).toBe(3);
  });

  it('leaves the rows it was given as they were (the screen still holds them)', () => {
    const original = row('a@b.co');
    maskRows(new Masker('kind'), [original]);
    expect(original.text).toBe('a@b.co');
  });

  it('masks a column the user marked as an identifier, whole', () => {
    const [masked] = maskRows(new Masker('kind'), [{ text: '', label: 'cliente 4411' }], ['label']);
    expect(masked?.label).toBe('[CONTACT]');
  });
});

describe('masking with pseudonyms', () => {
  const pseudonym = /^\[EMAIL-[0-9a-f]{12}\]$/;

  it('gives one value the same pseudonym everywhere in an export, in a text and in the contact cell', () => {
    const masker = new Masker('pseudonym');
    const [a, b] = maskRows(masker, [
      row('mi correo es ana.gomez@correo.com'),
      row('otra vez: ANA.GOMEZ@correo.com y pedro@x.co'),
    ]);
    const token = a?.criteriaValue;
    expect(token).toMatch(pseudonym);
    expect(a?.text).toBe(`mi correo es ${String(token)}`);
    expect(b?.criteriaValue).toBe(token);
    const [same, other] = String(b?.text).replace('otra vez: ', '').split(' y ');
    expect(same).toBe(token);
    expect(other).toMatch(pseudonym);
    expect(other).not.toBe(token);
  });

  it('gives the same value another pseudonym in another export', () => {
    const first = new Masker('pseudonym').identifier('ana.gomez@correo.com', 'criteriaValue');
    const second = new Masker('pseudonym').identifier('ana.gomez@correo.com', 'criteriaValue');
    expect(first).toMatch(pseudonym);
    expect(second).toMatch(pseudonym);
    expect(second).not.toBe(first);
  });

  it('is the keyed hash of the value: the same key gives the same pseudonym, so nothing else is needed', () => {
    const key = new Uint8Array(32).fill(7);
    expect(new Masker('pseudonym', key).identifier('+57 300 555 0101', 'c')).toBe(
      new Masker('pseudonym', key).identifier('+573005550101', 'c'),
    );
  });
});

describe('counting a masked file from its tokens', () => {
  it('gives the counts the masker gave, pseudonyms or kinds', () => {
    for (const as of ['kind', 'pseudonym'] as const) {
      const masker = new Masker(as);
      const masked = maskRows(masker, [row('a@b.co y c@d.co'), row('nada'), row('soy ana.gomez@correo.com')]);
      expect(countTokens(masked, as)).toEqual(masker.counts);
    }
  });
});
