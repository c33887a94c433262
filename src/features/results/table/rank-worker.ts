// The results grid's rank worker: each column's sort ranks made off the page's main thread once the
// column is indexed (rank-ahead.ts), so a sort click only orders rows by them.
import { expose } from 'comlink';
import { createRankCalls } from './rank-calls';

expose(createRankCalls());
