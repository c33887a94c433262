import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';
import { richText } from '../../lib/i18n/rich';

/** Above the grid: the counts, the global filter, and the actions passed in. */
export function Toolbar({
  shown,
  loaded,
  expected,
  running,
  searching,
  global,
  onGlobal,
  filtered,
  onClearFilters,
  notice,
  children,
}: {
  shown: number;
  loaded: number;
  expected: number | null;
  running: boolean;
  /** The filters have been answered for part of the rows: `shown` is what was found so far. */
  searching: boolean;
  global: string;
  onGlobal: (text: string) => void;
  filtered: boolean;
  onClearFilters: () => void;
  notice: string;
  children: ReactNode;
}) {
  const { t, f } = useI18n();
  return (
    <div className="rt-toolbar">
      <p className="rt-count">
        {richText(t, 'results.count', { shown: <strong>{f.count(shown)}</strong>, loaded })}
        {running && expected !== null ? (
          <span className="muted"> · {t('results.expected', { expected })}</span>
        ) : null}
        {running ? <span className="muted"> · {t('results.loading')}</span> : null}
        {searching ? <span className="muted"> · {t('results.searching')}</span> : null}
      </p>
      <label className="rt-global">
        <span className="visually-hidden">{t('results.filterAll')}</span>
        <input
          type="search"
          placeholder={t('results.filterAll')}
          value={global}
          onChange={(e) => onGlobal(e.target.value)}
        />
      </label>
      {filtered ? (
        <button type="button" className="btn btn-small" onClick={onClearFilters}>
          {t('results.clearFilters')}
        </button>
      ) : null}
      <span role="status" className="rt-notice muted">
        {notice}
      </span>
      <span className="rt-toolbar-actions">{children}</span>
    </div>
  );
}
