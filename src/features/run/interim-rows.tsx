import type { Row } from '../../core/contract';
import { useI18n } from '../../lib/i18n';

const SHOWN = 200;

/** The first rows as JSON lines: a plain stand-in used while the results table loads. */
export function InterimRows({ pages }: { pages: readonly (readonly Row[])[] }) {
  const { t } = useI18n();
  const rows = pages.flat().slice(0, SHOWN);
  if (rows.length === 0) return <p className="muted">{t('run.interim.empty')}</p>;
  return (
    <pre className="interim-rows mono" aria-label={t('run.interim.label')} tabIndex={0}>
      {rows.map((r) => JSON.stringify(r)).join('\n')}
    </pre>
  );
}
