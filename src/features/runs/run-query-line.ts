import type { Translate } from '../../lib/i18n';
import type { ReportQuery } from '../../api/types';
import { formatWallClock } from '../../core/dates';
import { querySpan, type Span } from '../../core/history';
import type { RunFacts } from '../../store/types';

/**
 * The spans a run still holds, when a newer fetch or a deletion took part of its range (its segment was
 * trimmed); null while it holds its whole range, or is no segment.
 */
export function heldSpans(facts: Pick<RunFacts, 'query' | 'segment'>): Span[] | null {
  const whole = querySpan(facts.query);
  const spans = facts.segment?.spans;
  if (!whole || !spans) return null;
  const [only] = spans;
  return spans.length === 1 && only?.startMs === whole.startMs && only.endMs === whole.endMs ? null : spans;
}

const spanLine = (s: Span) =>
  `${formatWallClock(s.startMs)} – ${formatWallClock(s.endMs)}`;

/**
 * The range and parameters of a stored run, as one line: the range it holds, which is its query's
 * unless part of it was replaced by a newer fetch or deleted.
 */
export function runQueryLine(facts: Pick<RunFacts, 'query' | 'segment'>, t: Translate): string {
  const query: ReportQuery = facts.query;
  const held = heldSpans(facts);
  const parts = [held ? held.map(spanLine).join(', ') : `${query.startDate} – ${query.endDate}`];
  if (query.size !== undefined) parts.push(t('runs.query.size', { size: query.size }));
  if (query.campaignId) parts.push(t('runs.query.campaign', { campaign: query.campaignId }));
  return parts.join(' · ');
}
