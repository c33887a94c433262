import { CATALOG, type Family, type Report } from '../../core/catalog/catalog';
import { deprecationOf, type Deprecation, type DeprecationState } from '../../core/catalog/deprecation';

export interface CatalogFilter {
  text: string;
  family: Family | 'all';
  status: DeprecationState | 'all';
}

export const NO_FILTER: CatalogFilter = { text: '', family: 'all', status: 'all' };

// Active reports first, then those still answering but on their way out; the removed ones last.
const STATE_RANK: Record<DeprecationState, number> = {
  active: 0,
  obsolete: 1,
  'migrate-through-support': 2,
  'removal-passed': 3,
};

export interface CatalogEntry {
  report: Report;
  deprecation: Deprecation;
}

/**
 * The catalog as of `now`, narrowed by name, description (as `describe` words it in the language shown)
 * or identifier, family and status; active reports first, the catalog's order kept within each state.
 */
export function filterCatalog(
  filter: CatalogFilter,
  now: Date,
  describe: (report: Report) => string = (report) => report.description,
  catalog: readonly Report[] = CATALOG,
): CatalogEntry[] {
  const words = filter.text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return catalog
    .map((report) => ({ report, deprecation: deprecationOf(report, now) }))
    .filter(({ report, deprecation }) => {
      if (filter.family !== 'all' && report.family !== filter.family) return false;
      if (filter.status !== 'all' && deprecation.state !== filter.status) return false;
      const haystack = `${report.name} ${describe(report)} ${report.id}`.toLowerCase();
      return words.every((w) => haystack.includes(w));
    })
    .sort((a, b) => STATE_RANK[a.deprecation.state] - STATE_RANK[b.deprecation.state]);
}
