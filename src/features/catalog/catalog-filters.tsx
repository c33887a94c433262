import type { Family } from '../../core/catalog/catalog';
import type { DeprecationState } from '../../core/catalog/deprecation';
import { CATALOG } from '../../core/catalog/catalog';
import { useI18n } from '../../lib/i18n';
import type { CatalogFilter } from './catalog-filter';
import { STATUS_WORDS } from './report-words';

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
  const { t } = useI18n();
  const total = CATALOG.length;
  return (
    <div className="catalog-filters">
      <label className="visually-hidden" htmlFor="catalog-search">
        {t('catalog.search.label')}
      </label>
      {/* The catalog appears on sign-in, when the form that had the focus goes: without this the focus
          falls back to the page and a keyboard user starts again from the top. */}
      <input
        id="catalog-search"
        type="search"
        autoFocus
        placeholder={t('catalog.search.placeholder')}
        value={filter.text}
        onChange={(e) => onFilter({ ...filter, text: e.target.value })}
      />
      <div className="catalog-selects">
        <label>
          <span>{t('catalog.family.label')}</span>
          <select
            value={filter.family}
            onChange={(e) => isFamily(e.target.value) && onFilter({ ...filter, family: e.target.value })}
          >
            <option value="all">{t('catalog.family.all')}</option>
            <option value="legacy">{t('catalog.family.legacy')}</option>
            <option value="new">{t('catalog.family.new')}</option>
          </select>
        </label>
        <label>
          <span>{t('catalog.status.label')}</span>
          <select
            value={filter.status}
            onChange={(e) => isStatus(e.target.value) && onFilter({ ...filter, status: e.target.value })}
          >
            <option value="all">{t('catalog.status.all')}</option>
            {STATUSES.filter((s) => s !== 'all').map((s) => (
              <option key={s} value={s}>
                {t(STATUS_WORDS[s])}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="catalog-count muted" aria-live="polite">
        {shown === total ? t('catalog.count.all', { total }) : t('catalog.count.some', { shown, total })}
      </p>
    </div>
  );
}
