import type { Family } from '../../core/catalog/catalog';
import type { DeprecationState } from '../../core/catalog/deprecation';
import { STATUS_LABELS, type CatalogFilter } from './catalog-filter';

const FAMILIES = ['all', 'legacy', 'new'] as const;
const STATUSES = ['all', 'active', 'obsolete', 'removal-passed', 'migrate-through-support'] as const;
const isFamily = (v: string): v is Family | 'all' => FAMILIES.some((f) => f === v);
const isStatus = (v: string): v is DeprecationState | 'all' => STATUSES.some((s) => s === v);

/** Search, family and status over the catalog, and how many reports they leave. */
export function CatalogFilters({
  filter,
  onFilter,
  shown,
}: {
  filter: CatalogFilter;
  onFilter: (filter: CatalogFilter) => void;
  shown: number;
}) {
  return (
    <div className="catalog-filters">
      <label className="visually-hidden" htmlFor="catalog-search">
        Search reports
      </label>
      {/* The catalog appears on sign-in, when the form that had the focus goes: without this the focus
          falls back to the page and a keyboard user starts again from the top. */}
      <input
        id="catalog-search"
        type="search"
        autoFocus
        placeholder="Search name, description or id"
        value={filter.text}
        onChange={(e) => onFilter({ ...filter, text: e.target.value })}
      />
      <div className="catalog-selects">
        <label>
          <span>Family</span>
          <select
            value={filter.family}
            onChange={(e) => isFamily(e.target.value) && onFilter({ ...filter, family: e.target.value })}
          >
            <option value="all">All families</option>
            <option value="legacy">Legacy</option>
            <option value="new">New</option>
          </select>
        </label>
        <label>
          <span>Status</span>
          <select
            value={filter.status}
            onChange={(e) => isStatus(e.target.value) && onFilter({ ...filter, status: e.target.value })}
          >
            <option value="all">All statuses</option>
            {STATUSES.filter((s) => s !== 'all').map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="catalog-count muted" aria-live="polite">
        {shown === 20 ? '20 reports' : `${shown} of 20 reports`}
      </p>
    </div>
  );
}
