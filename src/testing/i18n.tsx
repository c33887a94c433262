import { setupI18n } from '@lingui/core';
import { useMemo, type ReactNode } from 'react';
import { catalogEn } from '../app/i18n/catalog-en';
import { catalogEs } from '../app/i18n/catalog-es';
import { I18nContext } from '../lib/i18n/i18n-context';
import type { Locale, Translate } from '../lib/i18n';

/** Both catalogs at once, so a test renders in either language synchronously (even to static markup). */
export function TestI18n({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  const value = useMemo(
    () => ({
      // Copies: a lazily loaded screen's part is merged into what Lingui holds.
      i18n: setupI18n({ locale, messages: { en: { ...catalogEn }, es: { ...catalogEs } } }),
      locale,
      choose: () => undefined,
    }),
    [locale],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** `t` of a language, for code that takes one (status lines, labels) outside React. */
export function translator(locale: Locale = 'en'): Translate {
  const i18n = setupI18n({ locale, messages: { en: catalogEn, es: catalogEs } });
  return (id, values) => i18n._(id, values);
}
