import { rowWindow, type RowGeometry } from '../../../../core/table';
import { sameLayout, type BodyProps } from './body-props';
import { walkRows, type RowVisit } from './walk-rows';
import { hideRow, newRow, rowWritten, writeRow, type RowFrame, type RowState } from './write-row';

interface BlockState {
  element: HTMLDivElement;
  rows: RowState[];
  transform: string;
}

function newBlock(host: HTMLElement, geometry: RowGeometry): BlockState {
  const element = document.createElement('div');
  element.setAttribute('role', 'none');
  element.className = 'rt-block';
  const rows = Array.from({ length: geometry.block }, (_, place) => newRow(geometry.rowHeight, place));
  element.append(...rows.map((row) => row.element));
  host.append(element);
  return { element, rows, transform: '' };
}

/**
 * A window of another height (the grid's box resized: a notice or a progress line above it, the
 * browser's window) adds or removes blocks at the end and keeps the others with what they hold. Made
 * anew, every row's elements had to be styled and laid out again in one task, with the rows' texts
 * written at once (docs/measurements.md#why-measured); kept, a row whose slot now shows another
 * position is written within the write's budget, as in a scroll.
 */
function resize(blocks: BlockState[], slots: number, host: HTMLElement, geometry: RowGeometry) {
  while (blocks.length > slots) blocks.pop()?.element.remove();
  while (blocks.length < slots) blocks.push(newBlock(host, geometry));
}

/**
 * Writes the grid's body straight into the DOM: a fixed pool of blocks of rows, recycled as the window
 * moves, each cell's text written in place. Scrolling goes through no React render: each React render of
 * the rows left objects that V8 pretenured into the old generation, and the major GC that followed was a
 * long task inside a scroll event (docs/measurements.md#why-measured). Nothing here keeps an object per frame beyond
 * the strings shown.
 */
export function createRowWriter(host: HTMLElement, geometry: RowGeometry) {
  const blocks: BlockState[] = [];
  let layout = 0;
  let last: BodyProps | undefined;
  // The write under way, read by the visitor (made once, so a walk allocates no closure).
  let frame: RowFrame | undefined;
  let used = new Set<number>();
  let activeWritten = false;
  // Rows this write may still change (its budget), and whether it left a block as it was for the next.
  let budget = Infinity;
  let skipping = false;
  let complete = true;

  const visit: RowVisit = (pos, slot, place, top) => {
    const block = blocks[slot];
    if (!block || !frame) return;
    const props = frame.body;
    const state = block.rows[place];
    if (place === 0) {
      used.add(slot);
      // Over budget: a block whose rows are not written yet is left where and as it is, for the next write.
      skipping = budget <= 0 && !!state && pos < props.count && !rowWritten(state, pos, frame);
      if (skipping) {
        complete = false;
        return;
      }
      const transform = `translateY(${top}px)`;
      if (transform !== block.transform) block.element.style.transform = block.transform = transform;
      if (block.element.hidden) block.element.hidden = false;
    }
    if (!state || skipping) return;
    if (pos < props.count) {
      if (!rowWritten(state, pos, frame)) budget--;
      writeRow(state, pos, frame);
    } else if (!state.element.hidden) hideRow(state);
    if (pos === props.active.pos && pos < props.count) activeWritten = true;
  };

  return {
    /**
     * Writes what `props` shows at the scroll position, changing at most `rows` rows (the others are left
     * for a next write: `complete` is then false); returns whether the active cell is written (so
     * aria-activedescendant may name it) and the rows per page.
     */
    write(props: BodyProps, scrollTop: number, viewportHeight: number, rows = Infinity) {
      if (!last || !sameLayout(props, last)) layout++;
      last = props;
      const window = rowWindow(geometry, props.count, scrollTop, viewportHeight);
      if (window.slots !== blocks.length) resize(blocks, window.slots, host, geometry);
      frame = { body: props, layout };
      used = new Set<number>();
      activeWritten = false;
      budget = rows;
      complete = true;
      walkRows(geometry, window, scrollTop, visit);
      frame = undefined;
      blocks.forEach((block, slot) => {
        if (!used.has(slot) && !block.element.hidden) block.element.hidden = true;
      });
      const active = props.active;
      const colWritten = active.col === -1 || (active.col >= props.first && active.col <= props.last);
      return { activeWritten: activeWritten && colWritten, pageRows: window.pageRows, complete };
    },
  };
}

export type RowWriter = ReturnType<typeof createRowWriter>;
