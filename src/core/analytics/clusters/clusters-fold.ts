import { isLowConfidence } from '../../dialogs';
import type { CodedFoldRows, DialogsFold, FoldRow } from '../dialogs-fold';
import { normalise } from './normalise';
import { TextClusters } from './text-clusters';
import { wholeGroups } from './whole-groups';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * The not-understood customer messages of a DIALOGS run (the bot's definition, src/core/dialogs), grouped
 * by what they say as pages come: each message's row in the run and its distinct normalised text, as typed
 * columns; the texts' groups are TextClusters'. Reads the DialogsFold's columns for the rows a page added
 * (so fold the page there first) and only the text, own identifier and id of the rows it keeps.
 */
export class ClustersFold {
  readonly texts: TextClusters;
  length = 0;
  /** Per message: its row in the run, and the id of its normalised text. */
  row = new Int32Array(0);
  text = new Int32Array(0);
  /** Per message: the row's `id`, what the grid's filter opens it by. */
  readonly ids: string[] = [];
  /** Per normalised text: the first message that said it, as written (the group's words on screen). */
  readonly written: string[] = [];
  /** A message as written, by its normalised text's id: most repeat word for word, normalised once. */
  private readonly seen = new Map<string, number>();
  /** Each text's group as a whole, as of `length` messages: worked out again only once more have come. */
  private whole = { length: -1, group: new Int32Array(0) };

  constructor(texts = new TextClusters()) {
    this.texts = texts;
  }

  /** The page of rows as objects that DialogsFold.add put at rows `from` on. */
  add(fold: DialogsFold, from: number, page: readonly FoldRow[]) {
    const c = fold.rows;
    for (let j = 0; j < page.length; j++) {
      const i = from + j;
      if (!isLowConfidence(c.part[i] ?? -1, c.confidence[i] ?? NaN, c.minConfidence[i] ?? NaN)) continue;
      const row = page[j] ?? {};
      this.message(i, str(row['text']), str(row['criteriaValue']), str(row['id']));
    }
  }

  /** The coded page that DialogsFold.addCoded put at rows `from` on. */
  addCoded(fold: DialogsFold, from: number, { shapes, shapeOf, values, codes }: CodedFoldRows) {
    const c = fold.rows;
    const at = shapes.map((keys) => ['text', 'criteriaValue', 'id'].map((field) => keys.indexOf(field)));
    let start = 0;
    for (let r = 0; r < shapeOf.length; r++) {
      const s = shapeOf[r] ?? 0;
      const first = start;
      start += shapes[s]?.length ?? 0;
      const i = from + r;
      if (!isLowConfidence(c.part[i] ?? -1, c.confidence[i] ?? NaN, c.minConfidence[i] ?? NaN)) continue;
      const get = (field: number) => {
        const k = at[s]?.[field] ?? -1;
        return k < 0 ? '' : str(values[codes[first + k] ?? -1]);
      };
      this.message(i, get(0), get(1), get(2));
    }
  }

  /** Each text's group, its texts' groups compared as wholes (whole-groups.ts), by text id. */
  groupOfText(): Int32Array {
    if (this.whole.length !== this.length) {
      const said = new Int32Array(this.texts.size);
      for (let m = 0; m < this.length; m++) {
        const t = this.text[m] ?? 0;
        said[t] = (said[t] ?? 0) + 1;
      }
      this.whole = { length: this.length, group: wholeGroups(this.texts, said) };
    }
    return this.whole.group;
  }

  private message(row: number, written: string, own: string, id: string) {
    // A text that quotes its own conversation's identifier masks with it, unlike the same words elsewhere.
    const alone = own === '' || !written.includes(own);
    let text = alone ? this.seen.get(written) : undefined;
    if (text === undefined) {
      text = this.texts.add(normalise(written, own));
      if (text === this.written.length) this.written.push(written);
      if (alone) this.seen.set(written, text);
    }
    this.reserve(this.length + 1);
    this.row[this.length] = row;
    this.text[this.length] = text;
    this.ids.push(id);
    this.length++;
  }

  private reserve(need: number) {
    if (need <= this.row.length) return;
    const n = Math.max(need, this.row.length * 2, 1024);
    const row = new Int32Array(n);
    row.set(this.row);
    this.row = row;
    const text = new Int32Array(n);
    text.set(this.text);
    this.text = text;
  }
}
