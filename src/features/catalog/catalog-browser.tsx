import { useState } from 'react';
import type { Family, ReportKey } from '../../core/catalog/catalog';
import type { DeprecationState } from '../../core/catalog/deprecation';
import { filterCatalog, NO_FILTER, STATUS_LABELS, type CatalogFilter } from './catalog-filter';
import { ReportItem } from './report-item';
import './catalog.css';

const FAMILIES = ['all', 'legacy', 'new'] as const;
const STATUSES = ['all', 'active', 'obsolete', 'removal-passed', 'migrate-through-support'] as const;
const isFamily = (v: string): v is Family | 'all' => FAMILIES.some((f) => f === v);
const isStatus = (v: string): v is DeprecationState | 'all' => STATUSES.some((s) => s === v);

/** The 20 reports, searchable and filtered, each with its family and its deprecation state as of `now`. */
export function CatalogBrowser({
  selected,
  onSelect,
  now,
}: {
  selected: ReportKey | null;
  onSelect: (key: ReportKey) => void;
  now: Date;
}) {
  const [filter, setFilter] = useState<CatalogFilter>(NO_FILTER);
  const entries = filterCatalog(filter, now);
  const select = (key: ReportKey) => {
    // A replacement hidden by the filters would look like nothing happened: show the whole catalog.
    if (!entries.some((e) => e.report.key === key)) setFilter(NO_FILTER);
    onSelect(key);
  };

  return (
    <nav className="catalog" aria-label="Report catalog">
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
          onChange={(e) => setFilter({ ...filter, text: e.target.value })}
        />
        <div className="catalog-selects">
          <label>
            <span>Family</span>
            <select
              value={filter.family}
              onChange={(e) => isFamily(e.target.value) && setFilter({ ...filter, family: e.target.value })}
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
              onChange={(e) => isStatus(e.target.value) && setFilter({ ...filter, status: e.target.value })}
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
          {entries.length === 20 ? '20 reports' : `${entries.length} of 20 reports`}
        </p>
      </div>
      {entries.length === 0 ? (
        <p className="catalog-empty muted">
          No report matches.{' '}
          <button type="button" className="btn-link" onClick={() => setFilter(NO_FILTER)}>
            Clear the filters
          </button>
        </p>
      ) : (
        <ul className="catalog-list">
          {entries.map((entry) => (
            <ReportItem
              key={entry.report.key}
              entry={entry}
              selected={entry.report.key === selected}
              onSelect={select}
            />
          ))}
        </ul>
      )}
    </nav>
  );
}
