import { intersect, overlaps, subtract, windowsOf, type Span } from './intervals';
import { isSettled, settledPart } from './settled';
import { teamParts, type TeamPart, type TeamSegment } from './team-parts';

export { isSettled, settledPart } from './settled';

/**
 * What the device holds of one report's history for one (environment, tenant, report, parameters): the
 * span its rows cover and when it was fetched. Segments of one history never overlap.
 */
export interface StoredSegment extends Span {
  id: string;
  /**
   * The service's wall clock (`wallMs`) when the segment's first page was asked: a run reads what had
   * arrived then, whatever arrives while it pages (docs/service.md#the-simulated-history), so a later
   * instant would take rows for settled that the segment never received.
   */
  fetchedAtMs: number;
  /** Rows the segment holds inside its span; the plan's estimate reads rows per day from them. */
  rows: number;
}

/** How a report's rows can be reused (docs/architecture.md#the-tenants-history). */
export interface ReportTraits {
  /** The service's limit on one query's range, in days (DIALOGS: 90); null when none. */
  maxRangeDays: number | null;
  /**
   * Whether each row carries a date the planner can trust to place it in time. Then a stored segment can
   * serve part of its span; otherwise only whole segments are reused.
   */
  datedRows: boolean;
}

export interface PlanRequest {
  /** The range asked, in the service's wall clock. */
  range: Span;
  segments: readonly StoredSegment[];
  traits: ReportTraits;
  /** A row dated t reaches the service's answers only some time after t: how long that can take. */
  settleMs: number;
  /** 'unsettled' reuses every settled stored row (the default); 'all' fetches the whole range again. */
  fetch?: 'unsettled' | 'all';
  /**
   * What the team's server holds of the same history (none: no team history): it answers what the
   * device does not, before the service is asked.
   */
  team?: readonly TeamSegment[];
}

/** Part of a stored segment the answer reads from the device. */
export interface DevicePart extends Span {
  segmentId: string;
}

export interface HistoryPlan {
  /** What comes from the device, in order of time. */
  fromDevice: DevicePart[];
  /** What comes from the team's server, in order of time: none of it on the device's settled parts. */
  fromTeam: TeamPart[];
  /** The queries to send, in order of time: each within the report's range limit. */
  toFetch: Span[];
  /**
   * Stored segments that the fetched spans (and the team's parts, kept on the device in turn) supersede,
   * wholly or in part: the store replaces them in the transaction that keeps the new rows, so no row is
   * ever held twice.
   */
  replaces: string[];
  /** The span the answer covers: the range asked, widened to whole segments for a report without dates. */
  covers: Span;
}

/**
 * What to read from the device, what from the team's server and what to ask the service for, to answer
 * `range`, cheapest first. Settled stored rows are never asked again (unless `fetch: 'all'`, which reads
 * neither the device nor the team); rows that had not settled when fetched are. The spans to fetch are as
 * few as the rows held allow, each cut to the report's range limit, so a first fetch costs no more queries
 * than one query over the range (or its windows).
 */
export function planHistory(request: PlanRequest): HistoryPlan {
  const { segments, traits, settleMs } = request;
  const covers = traits.datedRows ? request.range : widenToSegments(request.range, segments);
  const all = request.fetch === 'all';
  const reusable = all ? [] : reusableParts(covers, segments, settleMs, traits.datedRows);
  const gaps = subtract(covers, reusable);
  const fromTeam = all ? [] : teamParts(gaps, request.team ?? [], traits, settleMs);
  const toFetch = gaps
    .flatMap((gap) => subtract(gap, fromTeam))
    .flatMap((gap) => windowsOf(gap, traits.maxRangeDays));
  const replaces = segments
    .filter((s) => [...toFetch, ...fromTeam].some((f) => overlaps(f, s)))
    .map((s) => s.id);
  return { fromDevice: reusable, fromTeam, toFetch, replaces, covers };
}

/** The stored rows that can answer part of `covers`, in order of time. */
function reusableParts(
  covers: Span,
  segments: readonly StoredSegment[],
  settleMs: number,
  datedRows: boolean,
): DevicePart[] {
  const parts: DevicePart[] = [];
  for (const segment of segments) {
    if (!datedRows) {
      if (isSettled(segment, settleMs) && intersect(covers, segment))
        parts.push({ segmentId: segment.id, startMs: segment.startMs, endMs: segment.endMs });
      continue;
    }
    const settled = settledPart(segment, settleMs);
    const part = settled && intersect(covers, settled);
    if (part) parts.push({ segmentId: segment.id, ...part });
  }
  return parts.sort((a, b) => a.startMs - b.startMs);
}

/**
 * Rows without a trusted date cannot be cut out of a segment, so a segment the range only touches is
 * taken whole: the range grows to the segments it overlaps, until it meets no segment half-way.
 */
function widenToSegments(range: Span, segments: readonly StoredSegment[]): Span {
  let span = { ...range };
  for (let grown = true; grown;) {
    grown = false;
    for (const s of segments) {
      if (!overlaps(span, s) || (s.startMs >= span.startMs && s.endMs <= span.endMs)) continue;
      span = { startMs: Math.min(span.startMs, s.startMs), endMs: Math.max(span.endMs, s.endMs) };
      grown = true;
    }
  }
  return span;
}
