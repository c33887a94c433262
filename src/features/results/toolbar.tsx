import type { ReactNode } from 'react';
import { formatCount } from '../../lib/format';

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
  return (
    <div className="rt-toolbar">
      <p className="rt-count">
        <strong>{formatCount(shown)}</strong> of {formatCount(loaded)} rows
        {running && expected !== null ? (
          <span className="muted"> · {formatCount(expected)} expected</span>
        ) : null}
        {running ? <span className="muted"> · loading</span> : null}
        {searching ? <span className="muted"> · searching</span> : null}
      </p>
      <label className="rt-global">
        <span className="visually-hidden">Filter all columns</span>
        <input
          type="search"
          placeholder="Filter all columns"
          value={global}
          onChange={(e) => onGlobal(e.target.value)}
        />
      </label>
      {filtered ? (
        <button type="button" className="btn btn-small" onClick={onClearFilters}>
          Clear filters
        </button>
      ) : null}
      <span role="status" className="rt-notice muted">
        {notice}
      </span>
      <span className="rt-toolbar-actions">{children}</span>
    </div>
  );
}
