import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../lib/i18n';
import { catalogEn } from './catalog-en';
import { catalogEs } from './catalog-es';

const SRC = join(import.meta.dirname, '../..');

/** Every folder with words: src/app, src/lib and each feature, with its catalog files by language. */
function catalogFiles() {
  const found = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((path) => /(^|[/\\])messages\.[a-z]{2}\.json$/.test(path))
    .map((path) => ({ dir: path.replace(/[/\\]?messages\.[a-z]{2}\.json$/, ''), path }));
  return [...new Set(found.map((f) => f.dir))].map((dir) => ({
    dir,
    prefix: dir.split(/[/\\]/).at(-1) ?? dir,
    files: found.filter((f) => f.dir === dir).map((f) => f.path),
  }));
}

const read = (path: string): Record<string, string> => JSON.parse(readFileSync(join(SRC, path), 'utf8'));

/**
 * A lazily loaded screen's folder brings its own catalog part (`usePartTranslate` in one of its files,
 * docs/i18n.md): its messages stay out of the first-load catalogs, in its own chunk.
 */
const isPart = (dir: string) =>
  readdirSync(join(SRC, dir))
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .some((name) => /\busePartTranslate\(/.test(readFileSync(join(SRC, dir, name), 'utf8')));

/** The names of a message's placeholders: `{count, plural, ...}` and `{name}` alike. */
const placeholders = (message: string) => {
  const names = new Set<string>();
  const walk = (tokens: ReturnType<typeof compileMessageOrThrow>) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      names.add(token[0]);
      const choices = token[2];
      if (choices && typeof choices === 'object')
        for (const [key, choice] of Object.entries(choices))
          if (key !== 'offset' && Array.isArray(choice)) walk(choice);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
};

describe('the catalogs', () => {
  const folders = catalogFiles();

  it.each(folders.map((f) => [f.dir, f] as const))(
    '%s has one catalog per language, with the same keys',
    (_, folder) => {
      const byLocale = LOCALES.map((locale) =>
        folder.files.find((p) => p.endsWith(`messages.${locale}.json`)),
      );
      expect(
        byLocale.every(Boolean),
        `${folder.dir} needs ${LOCALES.map((l) => `messages.${l}.json`).join(' and ')}`,
      ).toBe(true);
      const [en, ...others] = byLocale.map((path) => read(path ?? ''));
      for (const other of others)
        expect(Object.keys(other ?? {}).sort()).toEqual(Object.keys(en ?? {}).sort());
    },
  );

  it.each(folders.map((f) => [f.dir, f] as const))(
    '%s names its keys after its folder and its messages parse alike',
    (_, folder) => {
      const [enPath, ...otherPaths] = LOCALES.map(
        (l) => folder.files.find((p) => p.endsWith(`messages.${l}.json`)) ?? '',
      );
      const en = read(enPath ?? '');
      for (const [key, message] of Object.entries(en)) {
        expect(key.startsWith(`${folder.prefix}.`), `${key} in ${relative(SRC, folder.dir)}`).toBe(true);
        for (const path of otherPaths) {
          const translated = read(path)[key] ?? '';
          expect(placeholders(translated), `${key} in ${path}`).toEqual(placeholders(message));
        }
      }
    },
  );

  const keysOf = (list: typeof folders) =>
    list.flatMap((f) => Object.keys(read(f.files.find((p) => p.endsWith('messages.en.json')) ?? '')));

  it('gathers every folder’s messages into the app’s catalog of each language, but a lazy part’s', () => {
    const keys = keysOf(folders.filter((f) => !isPart(f.dir)));
    expect(Object.keys(catalogEn).sort()).toEqual(keys.sort());
    expect(Object.keys(catalogEs).sort()).toEqual(keys.sort());
  });

  it('knows the lazily loaded screens, whose words stay out of the first load', () => {
    const parts = folders.filter((f) => isPart(f.dir));
    expect(parts.map((f) => f.prefix)).toContain('overview');
    const firstLoad = new Set(Object.keys(catalogEn));
    expect(keysOf(parts).filter((key) => firstLoad.has(key))).toEqual([]);
  });
});
