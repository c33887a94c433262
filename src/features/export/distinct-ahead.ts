import type { ToWorker } from './worker-protocol';

type Lists = readonly (readonly unknown[] | null)[];
type Ahead = Extract<ToWorker, { type: 'distinct' }>;

/**
 * The page's side: the coded columns' distinct values in messages of about `size()` values each, in
 * column order (a long list split over several, short ones sharing one). A table's dictionaries hold up
 * to 65,536 values per column: cloned in one message they made the export's first task long
 * (docs/measurements.md#the-csv-exports-press-at-4x).
 */
export function* distinctAhead(lists: Lists, size: () => number): Generator<Ahead> {
  let c = 0;
  let at = 0;
  for (;;) {
    const values: (unknown[] | null)[] = lists.map(() => null);
    let room = size();
    let any = false;
    while (c < lists.length && room > 0) {
      const list = lists[c];
      if (!list || at >= list.length) {
        c++;
        at = 0;
        continue;
      }
      const take = Math.min(room, list.length - at);
      values[c] = list.slice(at, at + take);
      at += take;
      room -= take;
      any = true;
    }
    if (!any) return;
    yield { type: 'distinct', values };
  }
}

/** The worker's side: the values that came ahead, put in front of those 'start' carries. */
export function distinctJoiner() {
  let ahead: unknown[][] = [];
  return {
    add(m: Ahead) {
      m.values.forEach((values, c) => {
        if (!values) return;
        const list = (ahead[c] ??= []);
        for (const v of values) list.push(v);
      });
    },
    join(distinct: Lists): (readonly unknown[] | null)[] {
      const joined = distinct.map((values, c) => {
        const before = ahead[c];
        return values && before ? before.concat(values) : values;
      });
      ahead = [];
      return joined;
    },
  };
}
