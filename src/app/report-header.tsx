import type { Report } from '../core/catalog/catalog';
import { deprecationOf } from '../core/catalog/deprecation';

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
  const d = deprecationOf(report, now);
  return (
    <header className="report-header">
      <div className="report-header-title">
        <h2>{report.name}</h2>
        <span className={`badge ${report.family === 'new' ? 'badge-accent' : ''}`}>
          {report.family} family
        </span>
        {d.label ? <span className="badge badge-warn">{d.label}</span> : null}
      </div>
      <p className="muted">
        {report.description} · <code>{report.id}</code>
      </p>
      {d.replacement ? (
        <p className="report-header-note">
          Replaced by{' '}
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
      {d.campaignNote ? <p className="report-header-note">{d.campaignNote}</p> : null}
    </header>
  );
}
