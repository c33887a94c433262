export { CatalogBrowser } from './catalog-browser';
export { filterCatalog, NO_FILTER, type CatalogFilter, type CatalogEntry } from './catalog-filter';
export { campaignNote, deprecationBadge, describeReport } from './report-words';
