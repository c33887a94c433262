import { useState } from 'react';
import type { ReportKey } from '../../core/catalog/catalog';
import { useI18n } from '../../lib/i18n';
import { filterCatalog, NO_FILTER, type CatalogEntry, type CatalogFilter } from './catalog-filter';
import { CatalogFilters } from './catalog-filters';
import { ReportItem } from './report-item';
import { describeReport } from './report-words';
import './catalog.css';

/**
 * The 20 reports, searchable and filtered, each with its family and its deprecation state as of `now`:
 * the ones still answering first, those past their removal date under a closed "No longer available".
 */
export function CatalogBrowser({
  selected,
  onSelect,
  now,
}: {
  selected: ReportKey | null;
  onSelect: (key: ReportKey) => void;
  now: Date;
}) {
  const { t } = useI18n();
  const [filter, setFilter] = useState<CatalogFilter>(NO_FILTER);
  const entries = filterCatalog(filter, now, (report) => describeReport(t, report));
  const gone = entries.filter((e) => e.deprecation.state === 'removal-passed');
  const available = entries.filter((e) => e.deprecation.state !== 'removal-passed');
  const select = (key: ReportKey) => {
    // A replacement hidden by the filters would look like nothing happened: show the whole catalog.
    if (!entries.some((e) => e.report.key === key)) setFilter(NO_FILTER);
    onSelect(key);
  };
  // Opened when what the person looks for is there: a search or the status that lists only them, or the
  // report chosen (a shared link may name one).
  const openGone =
    filter.text.trim() !== '' ||
    filter.status === 'removal-passed' ||
    gone.some((e) => e.report.key === selected);
  const list = (shown: CatalogEntry[]) => (
    <ul className="catalog-list">
      {shown.map((entry) => (
        <ReportItem
          key={entry.report.key}
          entry={entry}
          selected={entry.report.key === selected}
          onSelect={select}
        />
      ))}
    </ul>
  );

  return (
    <nav className="catalog" aria-label={t('catalog.label')}>
      <CatalogFilters filter={filter} onFilter={setFilter} shown={entries.length} />
      {entries.length === 0 ? (
        <p className="catalog-empty muted">
          {t('catalog.empty')}{' '}
          <button type="button" className="btn-link" onClick={() => setFilter(NO_FILTER)}>
            {t('catalog.clearFilters')}
          </button>
        </p>
      ) : (
        <div className="catalog-scroll">
          {list(available)}
          {gone.length > 0 ? (
            <details className="catalog-gone" open={openGone} key={String(openGone)}>
              <summary>{t('catalog.gone.title', { count: gone.length })}</summary>
              <p className="catalog-gone-hint muted">{t('catalog.gone.hint')}</p>
              {list(gone)}
            </details>
          ) : null}
        </div>
      )}
    </nav>
  );
}
