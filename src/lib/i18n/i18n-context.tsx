import type { I18n } from '@lingui/core';
import { createContext } from 'react';
import type { Locale } from './locales';

export interface I18nState {
  i18n: I18n;
  locale: Locale;
  /** The person picks a language in the switch: remembered on the device and carried in links. */
  choose: (locale: Locale) => void;
}

export const I18nContext = createContext<I18nState | null>(null);
