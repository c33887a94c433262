import type { ReportKey } from '../../core/catalog/catalog';
import { useI18n } from '../../lib/i18n';
import type { CatalogEntry } from './catalog-filter';
import { CopyIdButton } from './copy-id-button';
import { campaignNote, deprecationBadge, describeReport } from './report-words';

const STATE_BADGE = {
  active: null,
  obsolete: 'badge-warn',
  'removal-passed': 'badge-danger',
  'migrate-through-support': 'badge-warn',
} as const;

export function ReportItem({
  entry,
  selected,
  onSelect,
}: {
  entry: CatalogEntry;
  selected: boolean;
  onSelect: (key: ReportKey) => void;
}) {
  const { t } = useI18n();
  const { report, deprecation } = entry;
  const note = campaignNote(t, deprecation);
  const badge = STATE_BADGE[deprecation.state];
  return (
    <li className={`report-item ${selected ? 'is-selected' : ''}`}>
      <div className="report-head">
        <button
          type="button"
          className="report-select"
          aria-current={selected ? 'true' : undefined}
          onClick={() => onSelect(report.key)}
        >
          <span className="report-name">{report.name}</span>
          <span className="report-desc">{describeReport(t, report)}</span>
        </button>
        <span className={`badge ${report.family === 'new' ? 'badge-accent' : ''}`}>
          {t('catalog.family.badge', { family: report.family })}
        </span>
      </div>
      {badge || deprecation.replacement ? (
        <div className="report-badges">
          {badge ? (
            <span className={`badge ${badge}`}>{deprecationBadge(t, report, deprecation)}</span>
          ) : null}
          {deprecation.replacement ? (
            <a
              className="replacement-link"
              href={`?report=${deprecation.replacement.key}`}
              onClick={(e) => {
                e.preventDefault();
                if (deprecation.replacement) onSelect(deprecation.replacement.key);
              }}
            >
              {t('catalog.replacement', { name: deprecation.replacement.name })}
            </a>
          ) : null}
        </div>
      ) : null}
      {note ? <p className="campaign-note">{note}</p> : null}
      <div className="report-id">
        <code>{report.id}</code>
        <CopyIdButton id={report.id} name={report.name} />
      </div>
    </li>
  );
}
