import { LOCALE_NAMES, LOCALES, useI18n } from '../lib/i18n';

/** The language of the page, each named in itself. */
export function LanguageSwitch() {
  const { t, locale, choose } = useI18n();
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('app.language.label')}</span>
      <select
        value={locale}
        onChange={(e) => {
          const next = LOCALES.find((l) => l === e.target.value);
          if (next) choose(next);
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
