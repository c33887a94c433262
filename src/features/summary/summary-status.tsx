import { MAX_CELLS } from '../../core/summary';
import type { SummaryNames } from './summary-names';
import type { Summarized } from './use-summary-result';
import type { SummaryTranslate } from './use-summary-text';

export /** What the figures are of: the groups and rows, rows still arriving or searched, measures' left-out rows. */
function SummaryStatus({
  summarized,
  names,
  running,
  searching,
  t,
}: {
  summarized: Summarized;
  names: SummaryNames;
  running: boolean;
  searching: boolean;
  t: SummaryTranslate;
}) {
  const { result, spec, shown } = summarized;
  const rows = result.total.rows;
  const counts =
    rows === shown.loaded
      ? t('summary.counts', { groups: result.groups.length, rows })
      : t('summary.countsOf', { groups: result.groups.length, rows, loaded: shown.loaded });
  return (
    <div className="sm-status">
      {result.tooMany ? (
        <p role="alert" className="alert alert-warn">
          {t('summary.tooMany', { cells: result.cells, max: MAX_CELLS })}
        </p>
      ) : (
        <p role="status">{counts}</p>
      )}
      {running ? <p className="muted">{t('summary.arriving')}</p> : null}
      {searching ? <p className="muted">{t('summary.searching')}</p> : null}
      {result.skipped.map((skipped, i) => {
        const m = spec.measures[i];
        if (!m?.key || skipped === 0 || m.kind === 'count') return null;
        return (
          <p key={i} className="muted">
            {t('summary.skipped', {
              measure: names.measureName(i),
              rows: skipped,
              column: names.header(m.key),
            })}
          </p>
        );
      })}
    </div>
  );
}
