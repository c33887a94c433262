import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type { Row } from '../../src/core/contract';
import { reportByKey } from '../../src/core/catalog/catalog';
import { ResultsTable } from '../../src/features/results';
import { CATALOGS } from '../../src/app/i18n/load-catalog';
import { I18nProvider } from '../../src/lib/i18n';
import '../../src/app/theme.css';
import {
  nextFrame,
  paintedFrame,
  scrollJumpOn,
  scrollSteadyOn,
  settled,
  typeInto,
  untilPainted,
} from './measure';
import { makePages, PAGE_ROWS } from './rows';

/**
 * Bench page: the real ResultsTable over DIALOGS rows made in the page (rows.ts: each 10,000-row page goes
 * through JSON.stringify / JSON.parse). The runner drives it through window.bench.
 */
let report = reportByKey('dialogs');

let all: Row[][] = [];
// The pages shown, as a tiny external store: show(n) swaps in a new array holding the same page objects.
let shownPages: Row[][] = [];
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const setShown = (n: number) => {
  shownPages = all.slice(0, n);
  for (const l of listeners) l();
};

function Bench() {
  const pages = useSyncExternalStore(subscribe, () => shownPages);
  const shown = pages.length;
  return (
    <div style={{ padding: 12, height: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ResultsTable
        queryKey="bench"
        report={report}
        pages={pages}
        expectedTotal={all.length * PAGE_ROWS}
        running={shown < all.length}
        fileBaseName="DIALOGS_bench"
        onOpenConversation={() => {}}
      />
    </div>
  );
}

const grid = () => document.querySelector<HTMLElement>('[role="grid"]');
const theGrid = () => {
  const g = grid();
  if (!g) throw new Error('no grid');
  return g;
};
const countText = () => document.querySelector('.rt-count strong')?.textContent ?? '';
const byLabel = (label: string) =>
  document.querySelector<HTMLInputElement>(`input[aria-label="${label}"], input[placeholder="${label}"]`);
/** Data rows in the grid's view (aria-rowcount counts the 2 header rows too). */
const viewRows = () => Number(grid()?.getAttribute('aria-rowcount') ?? 2) - 2;
/**
 * The grid shows rows: its view has them and its first data row (after the 2 header rows) is in the DOM.
 * The view's count is part of the sign because the DOM rows of a view are left in place when the view
 * becomes empty: the first row of an earlier arrival is still there.
 */
const firstRowShown = () =>
  viewRows() > 0 && grid()?.querySelector('.rt-body [role="row"][aria-rowindex="3"]:not([hidden])') != null;
/** The global search the rows shown answer, where the table says so (section[data-searched]). */
const searched = () => document.querySelector('section[data-searched]')?.getAttribute('data-searched');
/** The count the toolbar shows (its strong figure, "250,000" in English), and whether it is partial. */
const countShown = () => Number(countText().replace(/\D/g, ''));
/** The toolbar's "· searching" note (English), shown while the count is of the rows found so far. */
const searchingNote = () =>
  [...document.querySelectorAll('.rt-count .muted')].some((s) => s.textContent?.includes('searching'));
/**
 * The answer to `value` is complete at this frame: aria-busy is not "true" (it is from the keystroke's own
 * commit until the filter has reached every row), the toolbar's count is final (the number of rows in the
 * view, with no "searching" note after it) and, for the global filter, the rows answer the typed text.
 */
const answered = (global: boolean, value: string) =>
  grid()?.getAttribute('aria-busy') !== 'true' &&
  !searchingNote() &&
  countShown() === viewRows() &&
  (!global || searched() == null || searched() === value);
/**
 * One keystroke into a filter box: ms until a painted frame shows rows that answer it (`shown`: for the
 * global filter, once section[data-searched] names the typed text, where the table has that attribute;
 * otherwise as `complete`), and ms until a painted frame shows the complete answer (`complete`, answered()).
 * The count of rows alone cannot be the sign: "s" matches all 250,000 DIALOGS rows.
 */
async function keystroke(input: HTMLInputElement, value: string) {
  const global = input.matches('[aria-label="Filter all columns"], [placeholder="Filter all columns"]');
  const t0 = performance.now();
  typeInto(input, value);
  let shown: number | null = null;
  for (;;) {
    const frame = await paintedFrame(() => ({
      complete: answered(global, value),
      matches: global && searched() === value,
    }));
    const ms = frame.at - t0;
    if (shown === null && (frame.seen.complete || frame.seen.matches)) shown = ms;
    if (frame.seen.complete) return { shown: shown ?? ms, complete: ms };
  }
}
const headerButton = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('.rt-sort')].find((b) =>
    b.textContent?.trim().startsWith(name),
  );

const bench = {
  jsonBytes: 0,
  /** Makes the rows; returns the JSON size of all pages. */
  prepare(total: number) {
    const made = makePages(total);
    all = made.pages;
    bench.jsonBytes = made.jsonBytes;
    return made.jsonBytes;
  },
  /** Small rows of another report (generic columns), for the 1,000,000-row scroll check. */
  prepareSmall(total: number) {
    report = reportByKey('sessions');
    all = [];
    for (let from = 0; from < total; from += PAGE_ROWS) {
      all.push(
        Array.from({ length: Math.min(PAGE_ROWS, total - from) }, (_, i) => ({
          n: from + i + 1,
          tag: `row-${from + i + 1}`,
        })),
      );
    }
    return total;
  },
  /**
   * Scrolls to the very bottom; the aria-rowindex of the last row in the DOM (rows are after 2 header
   * rows) once it names the grid's last row, or after 2 s. The DOM rows follow the face once scrolling
   * rests, as assistive technology reads them.
   */
  async lastRowAtBottom() {
    const g = grid();
    if (!g) throw new Error('no grid');
    g.scrollTop = g.scrollHeight;
    const lastInDom = () =>
      Math.max(
        ...[...g.querySelectorAll('[role="row"][aria-rowindex]:not([hidden])')].map((r) =>
          Number(r.getAttribute('aria-rowindex')),
        ),
      );
    const until = performance.now() + 2000;
    while (lastInDom() < Number(g.getAttribute('aria-rowcount')) && performance.now() < until)
      await nextFrame();
    return { last: lastInDom(), scrollHeight: g.scrollHeight };
  },
  /** Shows the first `pages` pages; returns the main-thread time of the synchronous render and commit. */
  show(pages: number) {
    const t0 = performance.now();
    flushSync(() => setShown(pages));
    return performance.now() - t0;
  },
  /**
   * Arrival at once: from an empty grid, the first `pages` pages handed over in one go; ms from the hand-
   * over until a frame shows the grid's first data row.
   */
  arrive(pages: number) {
    if (shownPages.length !== 0 || viewRows() !== 0) throw new Error('the grid is not empty');
    return untilPainted(
      () => flushSync(() => setShown(pages)),
      () => firstRowShown(),
    ).then((ms) => {
      // The table bench traces the tasks after this mark (bench/trace.ts).
      performance.mark('arrival painted');
      return ms;
    });
  },
  /**
   * Arrival at once, then at once (no waiting for idle) the first character of `word` into the filter box
   * `label`; then the later characters one by one, each once the page is settled, as typeFilter does.
   */
  async arriveAndType(pages: number, label: string, word: string) {
    const input = byLabel(label);
    if (!input) throw new Error(`no input ${label}`);
    const arrival = await bench.arrive(pages);
    const first = await keystroke(input, word.slice(0, 1));
    const later: number[] = [];
    const laterComplete: number[] = [];
    for (let i = 2; i <= word.length; i++) {
      await settled();
      const key = await keystroke(input, word.slice(0, i));
      later.push(key.shown);
      laterComplete.push(key.complete);
    }
    await settled();
    return {
      arrival,
      first: first.shown,
      firstComplete: first.complete,
      later,
      laterComplete,
      count: countText(),
    };
  },
  settled,
  /** Ours has built its search indexes once settled: nothing more to do before typing. */
  filterReady: settled,
  /**
   * Steady scrolling from the top, `px` a frame for `count` frames; at frame `at` the first `pages` pages
   * are handed over in a task of their own, as a page from the engine's worker lands (not in a frame).
   */
  async scrollSteadyWhileLanding(count: number, px: number, at: number, pages: number) {
    return scrollSteadyOn(theGrid(), count, px, (f) => {
      if (f === at) setTimeout(() => setShown(pages), 0);
    });
  },
  scrollSteady: (count: number, px: number) => scrollSteadyOn(theGrid(), count, px),
  scrollJump: (count: number) => scrollJumpOn(theGrid(), count),
  /** Clicks a header's sort button; ms until its aria-sort shows the new order at a frame. */
  async sortBy(name: string) {
    const g = grid();
    // Columns are virtualized too: scroll sideways until the header is drawn.
    for (let x = 0; g && !headerButton(name) && x <= g.scrollWidth; x += g.clientWidth / 2) {
      g.scrollLeft = x;
      await nextFrame();
    }
    const button = headerButton(name);
    const th = button?.closest('[role="columnheader"]');
    if (!button || !th) throw new Error(`no header ${name}`);
    const before = th.getAttribute('aria-sort');
    return untilPainted(
      () => button.click(),
      () => th.getAttribute('aria-sort') !== before,
    );
  },
  /** Types `word` one character at a time into a filter box; ms per keystroke until the rows repaint. */
  async typeFilter(label: string, word: string) {
    const g = grid();
    if (g) g.scrollLeft = 0;
    await nextFrame();
    const input = byLabel(label);
    if (!input || !g) throw new Error(`no input ${label}`);
    const times: number[] = [];
    const complete: number[] = [];
    for (let i = 1; i <= word.length; i++) {
      const key = await keystroke(input, word.slice(0, i));
      times.push(key.shown);
      complete.push(key.complete);
      await settled();
    }
    return { times, complete, count: countText() };
  },
  clearFilter(label: string) {
    const input = byLabel(label);
    if (input) typeInto(input, '');
  },
  heap() {
    const gc = (window as unknown as { gc?: () => void }).gc;
    gc?.();
    gc?.();
    const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
    return memory?.usedJSHeapSize ?? 0;
  },
  countText,
};
Object.assign(window, { bench });

const root = document.getElementById('root');
// In English, as the app shows itself to an English browser: the runners find controls by their names.
if (root)
  createRoot(root).render(
    <I18nProvider locale="en" catalogs={CATALOGS} onChoose={() => {}}>
      <Bench />
    </I18nProvider>,
  );
