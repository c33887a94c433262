import { useContext, useMemo } from 'react';
import { formatsFor, type Formats } from '../format';
import { I18nContext } from './i18n-context';
import { messageFiller } from './message-fill';
import type { Locale } from './locales';
import type { MessageId, MessageValues } from './register';

export type Translate = (id: MessageId, values?: MessageValues) => string;

export interface I18nTools {
  /** The message `id` in the language shown, its ICU placeholders filled from `values`. */
  t: Translate;
  /** Numbers, sizes, durations and times in the language shown. */
  f: Formats;
  locale: Locale;
  choose: (locale: Locale) => void;
}

export function useI18n(): I18nTools {
  const state = useContext(I18nContext);
  if (!state) throw new Error('useI18n needs an I18nProvider above it');
  const { i18n, locale, choose } = state;
  return useMemo(
    () => ({ t: messageFiller(i18n), f: formatsFor(locale), locale, choose }),
    [i18n, locale, choose],
  );
}
