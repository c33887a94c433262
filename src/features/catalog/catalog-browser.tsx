import { useState } from 'react';
import type { ReportKey } from '../../core/catalog/catalog';
import { filterCatalog, NO_FILTER, type CatalogFilter } from './catalog-filter';
import { CatalogFilters } from './catalog-filters';
import { ReportItem } from './report-item';
import './catalog.css';

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
      <CatalogFilters filter={filter} onFilter={setFilter} shown={entries.length} />
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
