import type { Messages } from '@lingui/core';
import type { CatalogSource } from '../../lib/i18n';
import { catalogEn } from './catalog-en';

// The catalogs hold messages compiled at build time (scripts/messages-plugin.mjs); TypeScript sees the
// JSON's strings, Lingui reads either.
export const CATALOGS: CatalogSource = {
  english: catalogEn satisfies Messages,
  load: (locale) =>
    locale === 'en' ? Promise.resolve(catalogEn) : import('./catalog-es').then((m): Messages => m.catalogEs),
};
