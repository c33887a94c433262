import type { ReportingClient } from '../../src/api/client-contract';
import type { TeamHistoryRef } from '../../src/api/team/team-calls';
import { planHistory, spanRange, type ReportTraits, type Span } from '../../src/core/history';
import { stagingFolder } from '../../warehouse/layout';
import type { Progress } from '../progress';
import { readTeamSpan, teamSegments, TeamUnavailable, type TeamSegment } from '../team-source';

/** A span this run brings in: read from the team's server (no call to the service), or fetched. */
export type SpanSource = { span: Span; from: 'service' } | { span: Span; from: 'team'; segment: TeamSegment };

export interface TeamPlanJob {
  /** Whether the environment's server keeps a team history (its app-config says, through `--via`). */
  teamHistory: boolean;
  /** The client, signed in at its first use (its `team` is the server's history, read with its token). */
  client: () => Promise<Pick<ReportingClient, 'team'>>;
  history: TeamHistoryRef;
  /** The spans the folder's own history does not hold, in order of time. */
  toFetch: readonly Span[];
  traits: ReportTraits;
  settleMs: number;
  /** 'all' (--refresh) reads nothing kept, the team's neither. */
  fetch: 'unsettled' | 'all';
  signal: AbortSignal;
  progress: Progress;
}

const noteFallback = (progress: Progress, why: string) =>
  progress({
    event: 'note',
    message: `The team's history could not answer (${why}): fetching from the service.`,
  });

/**
 * What the team's server holds of the spans this folder lacks, planned by the same rule as the folder's
 * own history (settled parts only, docs/architecture.md#the-teams-history), and what is left to fetch.
 * Without a team (no `--via`, a direct environment) or when it cannot answer, every span is fetched.
 */
export async function planFromTeam(job: TeamPlanJob): Promise<SpanSource[]> {
  const fetchAll = job.toFetch.map((span): SpanSource => ({ span, from: 'service' }));
  const first = job.toFetch[0];
  const last = job.toFetch.at(-1);
  if (!job.teamHistory || job.fetch === 'all' || !first || !last) return fetchAll;
  const { team } = await job.client();
  if (!team) return fetchAll;
  let held: TeamSegment[];
  try {
    const range = { startMs: first.startMs, endMs: last.endMs };
    held = await teamSegments(team, job.history, range, job.signal);
  } catch (e) {
    if (!(e instanceof TeamUnavailable)) throw e;
    noteFallback(job.progress, e.message);
    return fetchAll;
  }
  const byId = new Map(held.map((s) => [s.id, s]));
  const sources: SpanSource[] = [];
  for (const span of job.toFetch) {
    const plan = planHistory({ range: span, segments: held, traits: job.traits, settleMs: job.settleMs });
    for (const part of plan.fromDevice) {
      const segment = byId.get(part.segmentId);
      if (segment)
        sources.push({ span: { startMs: part.startMs, endMs: part.endMs }, from: 'team', segment });
    }
    for (const rest of plan.toFetch) sources.push({ span: rest, from: 'service' });
  }
  return sources.sort((a, b) => a.span.startMs - b.span.startMs);
}

/**
 * A span of the team's history read into the folder's staging; false when the server could not answer
 * (the caller fetches it from the service instead).
 */
export async function stageTeamSpan(
  job: Pick<TeamPlanJob, 'client' | 'history' | 'signal' | 'progress'> & {
    folder: string;
    source: Extract<SpanSource, { from: 'team' }>;
  },
): Promise<boolean> {
  const window = spanRange(job.source.span);
  const { team } = await job.client();
  if (!team) return false;
  try {
    const rows = await readTeamSpan({
      team,
      history: job.history,
      part: job.source.span,
      segment: job.source.segment,
      staging: stagingFolder(job.folder, window),
      signal: job.signal,
    });
    job.progress({ event: 'team', window, rows });
    return true;
  } catch (e) {
    if (!(e instanceof TeamUnavailable)) throw e;
    noteFallback(job.progress, e.message);
    return false;
  }
}
