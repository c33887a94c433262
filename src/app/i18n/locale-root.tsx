import { useCallback, useState, type ReactNode } from 'react';
import {
  I18nProvider,
  pickLocale,
  readLocalePreference,
  writeLocalePreference,
  type Locale,
} from '../../lib/i18n';
import { urlStore } from '../url-store';
import { useUrlState } from '../use-url-state';
import { CATALOGS } from './load-catalog';

/**
 * The language shown: the link's if it carries one, else the one chosen on this device, else the first of
 * the browser's languages the app speaks. Choosing in the switch remembers it and puts it in the link.
 */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const { state } = useUrlState();
  const [remembered] = useState(readLocalePreference);
  const locale = state.lang ?? remembered ?? pickLocale(navigator.languages);
  const choose = useCallback((next: Locale) => {
    writeLocalePreference(next);
    urlStore.replace({ ...urlStore.getSnapshot().state, lang: next });
  }, []);
  return (
    <I18nProvider locale={locale} catalogs={CATALOGS} onChoose={choose}>
      {children}
    </I18nProvider>
  );
}
