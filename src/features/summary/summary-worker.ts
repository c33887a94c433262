// The Summary's worker: the columns posted to it and the engine over them (src/core/summary/summarize.ts),
// off the page's main thread, so a summary of a million rows never holds up a keystroke.
import { expose } from 'comlink';
import { createSummaryCalls } from './summary-calls';

expose(createSummaryCalls({ warm: true }));
