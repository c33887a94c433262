import { spanRange } from '../../src/core/history';
import { dayFile } from '../../warehouse/layout';
import { spanOf } from '../../warehouse/spans';
import type { HistoryState } from '../../warehouse/history/state';
import { daysOf, dayStanding, segmentSpans } from '../history/history-days';
import { checkPart } from '../../warehouse/history/day-check';
import { findingsOf, idRegister, type Findings, type HistoryReport } from './findings';
import { hasStaging, leftovers } from './leftovers';
import { readPartRows, spansText } from './verify-day';

const NEXT = 'the next extract fetches the day again';

/** Segments in order of time, none overlapping: what the planner relies on. */
function checkSegments(state: HistoryState, found: Findings): void {
  state.segments.forEach((s, i) => {
    const next = state.segments[i + 1];
    const span = spanOf(s);
    if (span.endMs < span.startMs)
      found.problem(
        `_history.json has a segment that ends before it starts (${s.startDate} .. ${s.endDate}).`,
      );
    if (next && spanOf(next).startMs <= span.endMs)
      found.problem(
        `_history.json has segments that overlap or are out of order (${s.startDate} .. ${s.endDate}, then ${next.startDate} .. ${next.endDate}).`,
      );
  });
}

/** What a stopped run left: a pending fetch (named), staging of a fetch already committed. */
async function pendingNotes(folder: string, state: HistoryState, found: Findings): Promise<void> {
  if (state.pending) {
    const { startDate, endDate } = spanRange(spanOf(state.pending));
    found.note(
      `a fetch of ${startDate} .. ${endDate} is pending (stopped before its commit): the next extract finishes it, asking no stored page again.`,
    );
  } else if (await hasStaging(folder))
    found.note('_staging holds pages of a fetch already committed: removed by the next extract.');
}

/** One day: its file against its manifest, its manifest against the state, its ids read whole. */
async function verifyDay(
  folder: string,
  state: HistoryState,
  day: string,
  found: Findings,
  register: (ids: readonly unknown[], part: string) => void,
): Promise<number> {
  const part = `day=${day}`;
  const check = await checkPart(dayFile(folder, day));
  const { held, pending } = dayStanding(state, day);
  if (check.kind === 'none') {
    if (held)
      found.problem(`is gone (no file, no manifest) though _history.json holds rows of it: ${NEXT}.`, part);
    return 0;
  }
  if (check.kind === 'no-manifest') {
    found.problem(
      'has a data.parquet without a manifest (written before manifests, or its manifest deleted): the next extract writes one, or fetches the day again.',
      part,
    );
    return 0;
  }
  if (check.kind === 'stopped') {
    if (pending)
      found.note(
        'holds the file its manifest replaces: the pending fetch had not committed the day yet.',
        part,
      );
    else found.problem(`${check.why}: ${NEXT}.`, part);
    return 0;
  }
  if (check.kind === 'damaged') {
    found.problem(`${check.why}: ${NEXT}.`, part);
    return 0;
  }
  const expected = spansText(segmentSpans(state, day));
  const recorded = spansText(check.manifest.spans);
  if (!pending && expected !== recorded)
    found.problem(`its manifest records the fetches ${recorded}; _history.json records ${expected}.`, part);
  return readPartRows(check, part, found, register);
}

/** A command-line history (`extract --since`): every day, the segments, what a stopped run left. */
export async function verifyCliHistory(
  folder: string,
  where: string,
  state: HistoryState,
): Promise<HistoryReport> {
  const found = findingsOf(where);
  const register = idRegister(found);
  checkSegments(state, found);
  await pendingNotes(folder, state, found);
  const days = await daysOf(folder, state);
  let rows = 0;
  for (const day of days) rows += await verifyDay(folder, state, day, found, register);
  await leftovers(
    folder,
    days.map((d) => `day=${d}`),
    found,
  );
  return { parts: days.length, rows, findings: found.findings };
}
