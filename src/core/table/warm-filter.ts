import { TableModel } from './table-model';
import type { CoreColumn } from './types';

/** Rows of the made-up table: enough turns of each loop for the engine's compiler to take it up. */
const ROWS = 6_000;
const WORDS = [
  'alpha',
  'beta',
  'gamma',
  'delta',
  'eps',
  'zeta',
  'eta',
  'theta',
  'iota',
  'kappa',
  'lambda',
  'mu',
];
/** Needles that grow as a person types them, that match in one column or in several, or in none. */
const NEEDLES = ['e', 'et', 'eta', 'a', 'ab', '1', 'me', 'mess'];
const ROUNDS = 3;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const COLUMNS = new Map<string, CoreColumn>([
  ['word', { key: 'word', sortAs: 'text', text, stringsAsIs: true }],
  ['message', { key: 'message', sortAs: 'text', text, stringsAsIs: true }],
  ['count', { key: 'count', sortAs: 'number', text }],
]);
const KEYS = [...COLUMNS.keys()];
const COLUMN_LIST = [...COLUMNS.values()];

/**
 * The grid's search run over a made-up table, a step at a time, before anybody searches: a column of a
 * dozen words (searched in its dictionary), one of texts that differ in every row (searched row by row),
 * one of numbers. Without it the first keystrokes of a page's first search ran the filter's loops before
 * V8 had compiled them, and took about half as long again (measured:
 * docs/measurements.md#the-first-keystrokes-of-a-search).
 */
export class FilterWarmUp {
  private model: TableModel | null = null;
  private searched = 0;

  get done(): boolean {
    return this.searched >= NEEDLES.length * ROUNDS;
  }

  /** Works while `hasTime()` says so; false once there is nothing left to do. */
  step(hasTime: () => boolean): boolean {
    while (!this.done && hasTime()) {
      if (!this.model) {
        this.model = new TableModel();
        this.model.sync([madeUpRows()]);
      } else if (!this.model.prepare(COLUMN_LIST, hasTime)) {
        return true;
      } else {
        const global = NEEDLES[this.searched % NEEDLES.length] ?? '';
        this.model.view({ columns: COLUMNS, sort: [], global, globalKeys: KEYS, filters: {} });
        this.searched++;
      }
    }
    if (this.done) this.model = null;
    return !this.done;
  }
}

function madeUpRows(): Record<string, unknown>[] {
  return Array.from({ length: ROWS }, (_, i) => ({
    word: WORDS[i % WORDS.length],
    message: `message ${i * 7919} about ${WORDS[(i * 5) % WORDS.length] ?? ''}`,
    count: i % 100,
  }));
}
