import { useEffect, useRef, useState } from 'react';
import type { NumberBins, SummaryResult, SummarySpec } from '../../core/summary';
import type { ShownRows } from '../results';
import type { SummaryColumn } from './summary-columns';
import { needsOf, type Before, type SummaryRunner } from './summary-runner';

/** Runs `work` when the page is next idle (after its frames); the returned function cancels it. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work);
    return () => cancelIdleCallback(id);
  }
  // No idle callback (Safari): a task after the next frame.
  const id = setTimeout(work, 16);
  return () => clearTimeout(id);
}

/** A summary as computed, with what it was computed of (to name its groups and open their rows). */
export interface Summarized {
  result: SummaryResult;
  spec: SummarySpec;
  bins: ReadonlyMap<string, NumberBins>;
  shown: ShownRows;
  /** The rows were those dated before this only (the days that settled), when not null. */
  before: Before | null;
}

/** Work on the page's thread between two yields: a slice of encoding fits in a frame with a scroll. */
const STEP_MS = 8;
/**
 * While rows arrive, the summary is taken again at most this often: the worker adds only a landed page's
 * rows (src/core/summary/landing.ts), but each answer is painted again, and pages read from the device or
 * the team's history land many a second. A service's pages come seconds apart: each is shown as it lands.
 */
const ARRIVING_MS = 750;

/**
 * The summary of the rows the grid shows, taken again when they or the spec change. Columns are encoded
 * in slices between frames, the figures come from the worker, and only the last question's answer is
 * kept. While the run's rows arrive, new rows are summarized at most every ARRIVING_MS.
 */
export function useSummaryResult(
  runner: SummaryRunner,
  shown: ShownRows | null,
  spec: SummarySpec | null,
  byKey: ReadonlyMap<string, SummaryColumn>,
  running: boolean,
  /** Only rows dated before this are summarized (days not settled are left out of a comparison). */
  before: Before | null = null,
) {
  const [done, setDone] = useState<Summarized | null>(null);
  const [error, setError] = useState<unknown>(null);
  const asked = useRef(0);
  const lastAt = useRef(0);
  const lastQuestion = useRef('');
  const view = shown?.view;
  useEffect(() => {
    if (!shown || !spec || shown.loaded === 0) return;
    const id = ++asked.current;
    // The same question with more rows (a page arrived) waits its turn; a new question goes at once.
    const question = JSON.stringify([spec, shown.filters, shown.global, before]);
    const wait =
      running && question === lastQuestion.current
        ? Math.max(0, lastAt.current + ARRIVING_MS - performance.now())
        : 0;
    lastQuestion.current = question;
    const needs = needsOf(spec, byKey, before);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: (() => void) | undefined;
    const step = () => {
      if (id !== asked.current) return;
      const end = performance.now() + STEP_MS;
      if (!runner.encode(needs, shown.model.rows, () => performance.now() < end)) {
        timer = setTimeout(step, 0);
        return;
      }
      lastAt.current = performance.now();
      const bins = runner.binsOf(spec, byKey);
      runner.summarize(needs, shown.view, spec, bins, before, running).then(
        (result) => {
          if (result && id === asked.current) setDone({ result, spec, bins, shown, before });
          // More rows will land: room for them is made once the page is idle, not in their landing.
          if (result && running && id === asked.current)
            idle = whenIdle(() => runner.reserve(shown.model.rows.length));
        },
        (e: unknown) => {
          if (id === asked.current) setError(e);
        },
      );
    };
    timer = setTimeout(step, wait);
    return () => {
      clearTimeout(timer);
      idle?.();
    };
    // view stands for the rows shown (a new one with every change of them)
  }, [runner, shown, view, spec, byKey, running, before]);
  const busy = done === null || done.spec !== spec || done.shown.view !== view || done.before !== before;
  return { summarized: done, busy, error };
}
