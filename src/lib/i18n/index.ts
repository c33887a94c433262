export { I18nProvider, type CatalogSource } from './i18n-provider';
export { useI18n, type I18nTools, type Translate } from './use-i18n';
export {
  LOCALES,
  LOCALE_NAMES,
  pickLocale,
  readLocalePreference,
  writeLocalePreference,
  type Locale,
} from './locales';
export type { MessageId, MessageValues, Register } from './register';
// Not re-exported: usePartTranslate (./use-part-translate) is imported by the lazily loaded screens that
// use it, so it travels in their chunks, not in the first load (the entry takes every module this one reaches).
