// A stored run or view opened several times, each in a new tab of the same device: one open moved by a
// tenth between runs of the bench (the browser had just stored what it opens, and a collection lands
// where it will), so its figures are each open's median, and its longest task the worst of them.
import { median } from './profile-read';

/** Opens a bench takes of one stored run or view. */
export const OPENS = 3;

interface Open {
  result: { first: number; all: number };
  longest: number;
  cpu: number;
}

/** The opens' median first rows and every row, and their longest task (wall and CPU) at its worst. */
export const openFigures = (opens: readonly Open[]) => ({
  first: median(opens.map((open) => open.result.first)),
  all: median(opens.map((open) => open.result.all)),
  longest: Math.max(...opens.map((open) => open.longest)),
  cpu: Math.max(...opens.map((open) => open.cpu)),
  each: opens.map((open) => open.result.all.toFixed(0)).join(', '),
});
