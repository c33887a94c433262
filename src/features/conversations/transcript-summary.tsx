import type { TranscriptSummary as Summary } from '../../core/conversations';
import { formatDuration } from '../../lib/format';
import { MessageTime } from './message-item';

const PARTS = [
  ['bot', 'bot'],
  ['customer', 'customer'],
  ['agent', 'agent'],
  ['consultant', 'consultant'],
  ['unknown', 'unknown part'],
] as const;

export function TranscriptSummary({ summary: s }: { summary: Summary }) {
  const byPart = PARTS.filter(([key]) => s.byPart[key] > 0)
    .map(([key, label]) => `${s.byPart[key]} ${label}`)
    .join(', ');
  return (
    <dl className="conv-summary">
      <div>
        <dt>Messages</dt>
        <dd>
          {s.messages}
          {byPart ? ` (${byPart})` : ''}
        </dd>
      </div>
      <div>
        <dt>Channel</dt>
        <dd>{s.channels.join(', ') || 'unknown'}</dd>
      </div>
      <div>
        <dt>Session</dt>
        <dd className="mono">{s.sessionIds.join(', ') || 'unknown'}</dd>
      </div>
      <div>
        <dt>First</dt>
        <dd>{s.first ? <MessageTime date={s.first.date} instant={s.first.instant} /> : 'no date'}</dd>
      </div>
      <div>
        <dt>Last</dt>
        <dd>{s.last ? <MessageTime date={s.last.date} instant={s.last.instant} /> : 'no date'}</dd>
      </div>
      <div>
        <dt>Duration</dt>
        <dd>{formatDuration(s.durationMs)}</dd>
      </div>
      <div>
        <dt>A person took part</dt>
        <dd>{s.personTookPart ? 'Yes (agent or consultant)' : 'No'}</dd>
      </div>
      <div>
        <dt>Low confidence</dt>
        <dd>{s.lowConfidence === 0 ? 'none' : `${s.lowConfidence} below minimum`}</dd>
      </div>
      <div className="conv-summary-wide">
        <dt>Intent path</dt>
        <dd>{s.intentPath.join(' → ') || 'none'}</dd>
      </div>
    </dl>
  );
}
