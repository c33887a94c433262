import type { Report } from '../core/catalog/catalog';
import { deprecationOf } from '../core/catalog/deprecation';
import { campaignNote, deprecationBadge, describeReport } from '../features/catalog';
import { useI18n } from '../lib/i18n';

/** What the selected report is, and anything a person should know before running it. */
export function ReportHeader({
  report,
  now,
  onSelect,
}: {
  report: Report;
  now: Date;
  onSelect: (key: Report['key']) => void;
}) {
  const { t } = useI18n();
  const d = deprecationOf(report, now);
  const badge = deprecationBadge(t, report, d);
  const note = campaignNote(t, d);
  return (
    <header className="report-header">
      <div className="report-header-title">
        <h2>{report.name}</h2>
        <span className={`badge ${report.family === 'new' ? 'badge-accent' : ''}`}>
          {t('app.report.family', { family: report.family })}
        </span>
        {badge ? <span className="badge badge-warn">{badge}</span> : null}
      </div>
      <p className="muted">
        {describeReport(t, report)} · <code>{report.id}</code>
      </p>
      {d.replacement ? (
        <p className="report-header-note">
          {t('app.report.replacedBy')}{' '}
          <a
            href={`?report=${d.replacement.key}`}
            onClick={(e) => {
              e.preventDefault();
              if (d.replacement) onSelect(d.replacement.key);
            }}
          >
            {d.replacement.name}
          </a>
          .
        </p>
      ) : null}
      {note ? <p className="report-header-note">{note}</p> : null}
    </header>
  );
}
