// Opening one conversation (index lookup, transcript in date order, summary) among 250,000 DIALOGS rows of
// the simulated service's generator, received in 500-row pages and indexed page by page as the app does.
import { ConversationIndex } from '../src/core/conversations';
import { generateDialogsRows } from '../src/sim';
import { metric, type Bench } from './metric';

const ROWS = 250_000;
const PAGE = 500;
const OPENS = 50;

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
};

const run: Bench = async () => {
  const rows = generateDialogsRows(ROWS, 42);
  const index = new ConversationIndex();
  for (let offset = 0; offset < rows.length; offset += PAGE) {
    index.add(rows.slice(offset, offset + PAGE), offset);
    index.summaries(); // the conversations view refreshes after every page
  }
  const ids = index.summaries().map((s) => s.id);
  const times: number[] = [];
  let messages = 0;
  for (let i = 0; i < OPENS; i++) {
    const id = ids[Math.floor(((i + 0.5) * ids.length) / OPENS)] ?? ''; // spread over the run
    const t0 = performance.now();
    const conversation = index.conversation(id);
    times.push(performance.now() - t0);
    messages += conversation?.messages.length ?? 0;
  }
  console.info(
    `${index.size} conversations, ${messages / OPENS} messages per opened conversation on average`,
  );
  return [
    metric(`open a conversation among ${ROWS.toLocaleString('en-US')} rows`, p95(times), 'ms', 100, 'lower'),
  ];
};

export default run;
