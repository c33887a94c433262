import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nContext } from './i18n-context';
import type { Locale } from './locales';
import { usePartTranslate, type CatalogPart } from './use-part-translate';

// A screen's own words, as a lazily loaded chunk brings them (the build compiles real catalogs; here
// Lingui compiles these at run time).
const part = {
  en: {
    'demo.rows': '{count, plural, one {# row} other {# rows}}',
    'demo.empty': '{share, number, percent} empty',
  },
  es: {
    'demo.rows': '{count, plural, one {# fila} other {# filas}}',
    'demo.empty': '{share, number, percent} vacías',
  },
};
const FORMATS = { percent: { style: 'percent', maximumFractionDigits: 1 } } as const;

function Words() {
  const t = usePartTranslate(part, FORMATS);
  return (
    <p>
      {t('demo.rows', { count: 12438 })}; {t('demo.empty', { share: 0.1234 })}
    </p>
  );
}

const render = (i18n: I18n, locale: Locale) =>
  renderToStaticMarkup(
    <I18nContext.Provider value={{ i18n, locale, choose: () => undefined }}>
      <Words />
    </I18nContext.Provider>,
  );

const appI18n = (locale: Locale, messages: Record<string, string>) =>
  setupI18n({ locale, messages: { [locale]: { ...messages } } }).setMessagesCompiler(compileMessage);

describe('a lazily loaded screen’s words', () => {
  it('reads in the language shown, its numbers written that language’s way', () => {
    expect(render(appI18n('en', {}), 'en')).toBe('<p>12,438 rows; 12.3% empty</p>');
    expect(render(appI18n('es', {}), 'es')).toBe('<p>12.438 filas; 12,3\u00a0% vacías</p>');
  });

  it('stays beside the app’s words when a language the person picks arrives after the screen', () => {
    const i18n = appI18n('en', { 'app.signOut': 'Sign out' });
    expect(render(i18n, 'en')).toContain('12,438 rows');
    // What the provider does when Spanish is chosen: its whole catalog merges in, then it speaks it.
    i18n.load('es', { 'app.signOut': 'Cerrar sesión' });
    i18n.activate('es');
    expect(render(i18n, 'es')).toContain('12.438 filas');
    expect(i18n._('app.signOut')).toBe('Cerrar sesión');
    // The screen's own catalog objects are left as they were.
    expect(Object.keys(part.es)).toEqual(['demo.rows', 'demo.empty']);
  });

  it('needs every English key in Spanish, checked by TypeScript', () => {
    const lacking = { en: { 'demo.a': 'A', 'demo.b': 'B' }, es: { 'demo.a': 'A' } };
    // @ts-expect-error -- Spanish lacks demo.b
    const checked: CatalogPart<'demo.a' | 'demo.b'> = lacking;
    expect(checked.en['demo.b']).toBe('B');
  });
});
