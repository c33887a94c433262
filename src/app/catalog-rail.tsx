import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n';

const CATALOG_ID = 'catalog-column';

/**
 * The catalog's column, or when folded its rail: one button that opens it again, so the results get the
 * window's width.
 */
export function CatalogRail({
  folded,
  onToggle,
  children,
}: {
  folded: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const label = folded ? t('app.catalog.show') : t('app.catalog.hide');
  return (
    <aside className={folded ? 'sidebar is-folded' : 'sidebar'}>
      <div className="sidebar-head">
        {folded ? null : <span className="sidebar-title">{t('app.catalog.title')}</span>}
        <button
          type="button"
          className="btn btn-small sidebar-toggle"
          aria-expanded={!folded}
          aria-controls={CATALOG_ID}
          aria-label={label}
          title={label}
          onClick={onToggle}
        >
          <span aria-hidden="true">{folded ? '»' : '«'}</span>
        </button>
      </div>
      <div id={CATALOG_ID} className="sidebar-body" hidden={folded}>
        {folded ? null : children}
      </div>
    </aside>
  );
}
