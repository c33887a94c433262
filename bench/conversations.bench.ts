// The conversation inspector over 250,000 DIALOGS rows of the simulated service's generator, received in
// 500-row pages: opening one conversation (index lookup, transcript in date order, summary), the view's
// refresh after each page, and indexing a whole run at once (the Conversations tab opened after the run).
import type { Row } from '../src/core/contract';
import { ConversationIndex } from '../src/core/conversations';
import { DEFAULT_SORT, NO_FILTER, visibleConversations } from '../src/features/conversations/list-model';
import { generateDialogsRows } from '../src/sim';
import { metric, type Bench } from './metric';

const ROWS = 250_000;
const PAGE = 500;
const OPENS = 50;
const rowsLabel = ROWS.toLocaleString('en-US');

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
};

/** The Conversations tab opened after the run: every page indexed, then listed, in one go. */
function indexAtOnce(pages: readonly (readonly Row[])[]): number {
  const t0 = performance.now();
  const index = new ConversationIndex();
  index.syncPages(pages);
  visibleConversations(index.summaries(), DEFAULT_SORT, NO_FILTER);
  return performance.now() - t0;
}

const run: Bench = async () => {
  const rows = generateDialogsRows(ROWS, 42);
  const pages: (typeof rows)[] = [];
  for (let offset = 0; offset < rows.length; offset += PAGE) pages.push(rows.slice(offset, offset + PAGE));

  // A fresh heap for each measure: the garbage of one must not be collected during the next.
  const gc = () => (globalThis as { gc?: () => void }).gc?.();
  gc();
  const catchUp = indexAtOnce(pages);
  gc();

  // Page by page, as the view sees a run: feed the page, then list and sort the conversations.
  const index = new ConversationIndex();
  const refresh: number[] = [];
  for (let p = 1; p <= pages.length; p++) {
    const t0 = performance.now();
    index.syncPages(pages.slice(0, p));
    visibleConversations(index.summaries(), DEFAULT_SORT, NO_FILTER);
    refresh.push(performance.now() - t0);
  }
  const lastTenth = refresh.slice(-Math.ceil(refresh.length / 10)); // when the index is largest

  // As the app runs: the run view feeds the index page by page, the tab lists it when it first opens.
  const fed = new ConversationIndex();
  const feeds: number[] = [];
  for (let p = 1; p <= pages.length; p++) {
    const t0 = performance.now();
    fed.syncPages(pages.slice(0, p));
    feeds.push(performance.now() - t0);
  }
  gc();
  const t0 = performance.now();
  visibleConversations(fed.summaries(), DEFAULT_SORT, NO_FILTER);
  const tabOpen = performance.now() - t0;

  const ids = index.summaries().map((s) => s.id);
  const opens: number[] = [];
  let messages = 0;
  for (let i = 0; i < OPENS; i++) {
    const id = ids[Math.floor(((i + 0.5) * ids.length) / OPENS)] ?? ''; // spread over the run
    const t0 = performance.now();
    const conversation = index.conversation(id);
    opens.push(performance.now() - t0);
    messages += conversation?.messages.length ?? 0;
  }

  console.info(
    `${index.size} conversations, ${messages / OPENS} messages per opened conversation on average`,
  );
  return [
    metric(`open a conversation among ${rowsLabel} rows`, p95(opens), 'ms', 100, 'lower'),
    metric(
      `conversations view refresh per page near ${rowsLabel} rows (p95)`,
      p95(lastTenth),
      'ms',
      50,
      'lower',
    ),
    metric(`index a 500-row page as it arrives (p95)`, p95(feeds), 'ms', 16, 'lower'),
    metric(`open the Conversations tab after ${rowsLabel} rows`, tabOpen, 'ms', 200, 'lower'),
    metric(`index and list ${rowsLabel} rows at once (a cached run)`, catchUp, 'ms', 1000, 'lower'),
  ];
};

export default run;
