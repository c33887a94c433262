import type { Row } from '../../core/contract';
import { useI18n } from '../../lib/i18n';

const SHOWN = 200;

/** The first `SHOWN` rows of the pages, without copying every page's rows into one list. */
function firstRows(pages: readonly (readonly Row[])[]): Row[] {
  const rows: Row[] = [];
  for (const page of pages) {
    for (const row of page) {
      if (rows.length === SHOWN) return rows;
      rows.push(row);
    }
  }
  return rows;
}

/**
 * The first rows as JSON lines: a plain stand-in used while the results table loads. Each line is a
 * block of its own that the browser lays out only when it scrolls into the box (run.css): the lines of a
 * DIALOGS row are long, and laying out all of them at once was the longest task of opening a stored run
 * on a slow machine (docs/measurements.md#opening-a-stored-run-on-a-slow-machine).
 */
export function InterimRows({ pages }: { pages: readonly (readonly Row[])[] }) {
  const { t } = useI18n();
  const rows = firstRows(pages);
  if (rows.length === 0) return <p className="muted">{t('run.interim.empty')}</p>;
  return (
    <pre className="interim-rows mono" aria-label={t('run.interim.label')} tabIndex={0}>
      {rows.map((r, i) => (
        <span key={i} className="interim-line">
          {JSON.stringify(r)}
          {i < rows.length - 1 ? '\n' : ''}
        </span>
      ))}
    </pre>
  );
}
