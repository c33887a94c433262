import { CATALOG, type Family, type Report } from '../../core/catalog/catalog';
import { deprecationOf, type Deprecation, type DeprecationState } from '../../core/catalog/deprecation';

export interface CatalogFilter {
  text: string;
  family: Family | 'all';
  status: DeprecationState | 'all';
}

export const NO_FILTER: CatalogFilter = { text: '', family: 'all', status: 'all' };

export const STATUS_LABELS: Record<DeprecationState, string> = {
  active: 'Active',
  obsolete: 'Obsolete',
  'removal-passed': 'Removal date passed',
  'migrate-through-support': 'Migrate through support',
};

export interface CatalogEntry {
  report: Report;
  deprecation: Deprecation;
}

/** The catalog as of `now`, narrowed by name, description or identifier, family and status. */
export function filterCatalog(
  filter: CatalogFilter,
  now: Date,
  catalog: readonly Report[] = CATALOG,
): CatalogEntry[] {
  const words = filter.text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return catalog
    .map((report) => ({ report, deprecation: deprecationOf(report, now) }))
    .filter(({ report, deprecation }) => {
      if (filter.family !== 'all' && report.family !== filter.family) return false;
      if (filter.status !== 'all' && deprecation.state !== filter.status) return false;
      const haystack = `${report.name} ${report.description} ${report.id}`.toLowerCase();
      return words.every((w) => haystack.includes(w));
    });
}
