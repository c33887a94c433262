import type { Row } from '../../core/contract';

const SHOWN = 200;

/** The first rows as JSON lines: a plain stand-in used while the results table loads. */
export function InterimRows({ pages }: { pages: readonly (readonly Row[])[] }) {
  const rows = pages.flat().slice(0, SHOWN);
  if (rows.length === 0) return <p className="muted">No rows yet.</p>;
  return (
    <pre className="interim-rows mono" aria-label="First rows" tabIndex={0}>
      {rows.map((r) => JSON.stringify(r)).join('\n')}
    </pre>
  );
}
