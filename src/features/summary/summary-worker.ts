// The Summary's worker: the figures of a summary are computed here, off the page's main thread, from the
// typed columns the page posts (summary-runner.ts). One per open Summary tab; leaving the run ends it.
import { expose } from 'comlink';
import { createSummaryThread } from './summary-thread';

expose(createSummaryThread());
