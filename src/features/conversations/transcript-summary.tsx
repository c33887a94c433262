import { useI18n } from '../../lib/i18n';
import type { TranscriptSummary as Summary } from '../../core/conversations';
import { MessageTime } from './message-item';

const PARTS = ['bot', 'customer', 'agent', 'consultant', 'unknown'] as const;

export function TranscriptSummary({ summary: s }: { summary: Summary }) {
  const { t, f } = useI18n();
  const none = t('conversations.none');
  const unknown = t('conversations.unknown');
  const noDate = t('conversations.noDate');
  const byPart = PARTS.filter((part) => s.byPart[part] > 0)
    .map((part) => t('conversations.summary.byPart', { count: s.byPart[part], part }))
    .join(', ');
  return (
    <dl className="conv-summary">
      <div>
        <dt>{t('conversations.summary.messages')}</dt>
        <dd>
          {f.count(s.messages)}
          {byPart ? ` (${byPart})` : ''}
        </dd>
      </div>
      <div>
        <dt>{t('conversations.summary.channel')}</dt>
        <dd>{s.channels.join(', ') || unknown}</dd>
      </div>
      <div>
        <dt>{t('conversations.summary.session')}</dt>
        <dd className="mono">{s.sessionIds.join(', ') || unknown}</dd>
      </div>
      <div>
        <dt>{t('conversations.summary.first')}</dt>
        <dd>{s.first ? <MessageTime date={s.first.date} instant={s.first.instant} /> : noDate}</dd>
      </div>
      <div>
        <dt>{t('conversations.summary.last')}</dt>
        <dd>{s.last ? <MessageTime date={s.last.date} instant={s.last.instant} /> : noDate}</dd>
      </div>
      <div>
        <dt>{t('conversations.summary.duration')}</dt>
        <dd>{f.duration(s.durationMs)}</dd>
      </div>
      <div>
        <dt>{t('conversations.summary.person')}</dt>
        <dd>
          {s.personTookPart ? t('conversations.summary.personYes') : t('conversations.summary.personNo')}
        </dd>
      </div>
      <div>
        <dt>{t('conversations.summary.low')}</dt>
        <dd>
          {s.lowConfidence === 0 ? none : t('conversations.summary.lowCount', { count: s.lowConfidence })}
        </dd>
      </div>
      <div className="conv-summary-wide">
        <dt>{t('conversations.summary.path')}</dt>
        <dd>{s.intentPath.join(' → ') || none}</dd>
      </div>
    </dl>
  );
}
