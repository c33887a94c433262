import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from './locales';
import { messageFiller } from './message-fill';
import type { MessageValues } from './register';

const SRC = join(import.meta.dirname, '../..');

/** Every catalog file of the app, its libraries and its features, compiled as the build compiles them. */
const catalogs = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((path) => /(^|[/\\])messages\.[a-z]{2}\.json$/.test(path))
  .map((path) => {
    const raw: Record<string, string> = JSON.parse(readFileSync(join(SRC, path), 'utf8'));
    const compiled = Object.fromEntries(
      Object.entries(raw).map(([key, message]) => [key, compileMessageOrThrow(message)]),
    );
    return { path, locale: path.slice(-7, -5), compiled };
  });

/** The Overview's named style, and one for `#`, so that both paths of a named style are held. */
const STYLES = {
  percent: { style: 'percent', maximumFractionDigits: 1 },
  number: { maximumFractionDigits: 0 },
} as const;

/** A placeholder's name and type, wherever it is in the message (inside a plural's or a select's case). */
function placeholders(tokens: unknown, found = new Map<string, { type: unknown; keys: string[] }>()) {
  if (!Array.isArray(tokens)) return found;
  for (const token of tokens) {
    if (!Array.isArray(token)) continue;
    const [name, type, format] = token;
    const keys = typeof format === 'object' && format !== null ? Object.keys(format) : [];
    found.set(String(name), { type, keys });
    for (const inner of keys.map((k) => (format as Record<string, unknown>)[k])) placeholders(inner, found);
  }
  return found;
}

/** A value with an escape in it, which Lingui decodes in what it writes. */
const ESCAPED = 'a \\u0041 b';

/** Values a person could meet: none, one, two, many, a fraction, a number as text, each case of a select. */
const NUMBERS = [0, 1, 2, 5, 21, 1234.5, 0.734, 1_000_000, '3', -1];
function valueSets(tokens: unknown): MessageValues[] {
  const names = [...placeholders(tokens)];
  return NUMBERS.map((number, i) =>
    Object.fromEntries(
      names.map(([name, { type, keys }]) => [
        name,
        type === 'select'
          ? ([...keys, 'another'][i % (keys.length + 1)] ?? 'other')
          : type === undefined
            ? (['WhatsApp', ESCAPED, 'Día 3', 42][i % 4] ?? '')
            : number,
      ]),
    ),
  );
}

describe('a message filled once made', () => {
  it.each(catalogs.map((c) => [c.path, c] as const))(
    'reads every message of %s exactly as Lingui writes it',
    (_, { locale, compiled }) => {
      expect(LOCALES).toContain(locale);
      for (const styles of [undefined, STYLES]) {
        const i18n = setupI18n({ locale, messages: { [locale]: compiled } });
        const fill = messageFiller(i18n, styles);
        const lingui = vi.spyOn(i18n, '_');
        for (const [id, tokens] of Object.entries(compiled))
          for (const values of valueSets(tokens)) {
            const expected = i18n._(id, values, { formats: styles });
            const asked = lingui.mock.calls.length;
            expect(fill(id, values), `${id} ${JSON.stringify(values)}`).toBe(expected);
            // Made, not handed to Lingui: only a text with an escape in it is left to it.
            const handed = lingui.mock.calls.length > asked;
            if (!Object.values(values).includes(ESCAPED)) expect(handed, id).toBe(false);
          }
      }
    },
  );

  it('fills a message asked for again in another language in that language', () => {
    const message = '{n, plural, one {# file} other {# files}}';
    const i18n = setupI18n({
      locale: 'en',
      messages: {
        en: { files: compileMessageOrThrow(message) },
        es: { files: compileMessageOrThrow('{n, plural, one {# archivo} other {# archivos}}') },
      },
    });
    const fill = messageFiller(i18n);
    expect(fill('files', { n: 1200 })).toBe('1,200 files');

    i18n.activate('es');
    expect(fill('files', { n: 1200 })).toBe('1200 archivos');
    expect(fill('files', { n: 12000 })).toBe(i18n._('files', { n: 12000 }));
  });

  it('answers an id the catalog lacks as Lingui does, with the id', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(messageFiller(i18n)('nowhere.toBeFound')).toBe('nowhere.toBeFound');
  });
});
