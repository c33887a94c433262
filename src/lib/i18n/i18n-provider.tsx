import { setupI18n, type Messages } from '@lingui/core';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nContext } from './i18n-context';
import type { Locale } from './locales';

export interface CatalogSource {
  /** The English catalog, part of the first load. */
  english: Messages;
  /** Any other language's catalog, fetched the first time it is chosen. */
  load: (locale: Locale) => Promise<Messages>;
}

/**
 * Speaks `locale` once its catalog is here. Until a first non-English catalog arrives nothing is shown
 * (no English flash for a Spanish reader); a later switch keeps the current words until the new ones come.
 * `lang` on <html> follows the language shown, so screen readers pronounce it right.
 */
export function I18nProvider({
  locale,
  catalogs,
  onChoose,
  children,
}: {
  locale: Locale;
  catalogs: CatalogSource;
  onChoose: (locale: Locale) => void;
  children: ReactNode;
}) {
  // Copies: Lingui merges later loads (a lazily loaded screen's part) into the object it holds.
  const [i18n] = useState(() => setupI18n({ locale: 'en', messages: { en: { ...catalogs.english } } }));
  const [shown, setShown] = useState<Locale | null>(locale === 'en' ? 'en' : null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (locale === shown) return;
    let live = true;
    const ready = locale === 'en' ? Promise.resolve(catalogs.english) : catalogs.load(locale);
    ready.then(
      (messages) => {
        if (!live) return;
        i18n.load(locale, { ...messages });
        i18n.activate(locale);
        setShown(locale);
      },
      // A catalog that cannot be fetched (offline after an update) leaves the app in English, usable.
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [locale, shown, catalogs, i18n]);

  const active = shown ?? (failed ? 'en' : null);
  useEffect(() => {
    if (active) document.documentElement.lang = active;
  }, [active]);

  const value = useMemo(
    () => (active ? { i18n, locale: active, choose: onChoose } : null),
    [active, i18n, onChoose],
  );
  if (!value) return null;
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
