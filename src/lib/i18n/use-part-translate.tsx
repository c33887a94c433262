import type { I18n } from '@lingui/core';
import { useContext, useMemo } from 'react';
import { I18nContext } from './i18n-context';
import { messageFiller, type NumberStyles } from './message-fill';
import type { Locale } from './locales';
import type { MessageValues } from './register';

/**
 * The messages of a lazily loaded screen, in every language, keys checked: Spanish must have each key of
 * English. They travel in the screen's chunk, so the first load never carries them (docs/i18n.md).
 */
export type CatalogPart<K extends string> = { readonly en: Readonly<Record<K, string>> } & {
  readonly [L in Exclude<Locale, 'en'>]: Readonly<Record<NoInfer<K>, string>>;
};

/** Named number styles a part's messages use (`{share, number, percent}` reads `percent` here). */
export type PartFormats = NumberStyles;

export type PartTranslate<K extends string> = (id: K, values?: MessageValues) => string;

// Which provider's Lingui instance holds which part already: each part is merged in once per instance.
const loaded = new WeakMap<I18n, WeakSet<object>>();

function loadPart(i18n: I18n, part: CatalogPart<string>) {
  let parts = loaded.get(i18n);
  if (!parts) loaded.set(i18n, (parts = new WeakSet()));
  if (parts.has(part)) return;
  parts.add(part);
  // `load` merges into the locale's catalog, and so does the provider's later load of a whole language;
  // the part's keys start with its folder's name, so neither overwrites the other. A copy, as Lingui
  // merges later loads into the object it holds.
  for (const [locale, messages] of Object.entries(part)) i18n.load(locale, { ...messages });
}

/**
 * `t` for a lazily loaded screen's own messages: the part is merged into the provider's catalogs the
 * first time a component of the screen renders (before its first words), and `t` is made anew when
 * the language shown changes, so the screen re-renders in it. `formats` must be a constant.
 */
export function usePartTranslate<K extends string>(
  part: CatalogPart<K>,
  formats?: PartFormats,
): PartTranslate<K> {
  const state = useContext(I18nContext);
  if (!state) throw new Error('usePartTranslate needs an I18nProvider above it');
  const { i18n, locale } = state;
  loadPart(i18n, part);
  // A new `t` with each language (the words it returns change), so memoized children render again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `locale`: what `t` returns changes with it
  return useMemo(() => messageFiller(i18n, formats), [i18n, locale, formats]);
}
