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
export {
  usePartTranslate,
  type CatalogPart,
  type PartFormats,
  type PartTranslate,
} from './use-part-translate';
