// The results grid in a real browser: a ResultsTable mounted at a real size, read the way assistive
// technology reads it (grid, row, gridcell), scrolled the way a wheel scrolls it.
import { TestI18n } from './i18n';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';
import { ResultsTable, type ResultsTableProps } from '../features/results';
import { RUN_PROPS } from './results-props';
// The page the table lives in: the app's tokens and base rules (border-box sizing, the body's font).
import '../app/theme.css';

/**
 * The table's box: wide enough for the columns up to Min. confidence, tall enough for a page of rows. The
 * grid takes what the table's own stylesheet leaves it of this box (toolbar above, border around).
 */
const HOST_STYLE = 'width: 2000px; height: 700px;';

/**
 * React checks that state updates in a test are wrapped in act() only while this flag is set. Mounting runs
 * inside act (so the first paint and the effects are done when it returns); the user's input after that is
 * real input, handled by the browser as it comes, and waited for with expect.element / expect.poll.
 */
const inAct = (work: () => void) => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  try {
    act(work);
  } finally {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
  }
};

let host: HTMLDivElement;
let root: Root;
let consoleError: ReturnType<typeof vi.spyOn>;
/** Mounts and unmounts a host for each test of the file that calls it; a console error fails the test. */
export function withTableHost() {
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
    host = document.createElement('div');
    host.style.cssText = HOST_STYLE;
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    inAct(() => root.unmount());
    host.remove();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
}

export interface MountedGrid {
  /** The grid, found by its role. */
  grid: Locator;
  /** Its element: where the scroll position is, and where events are sent. */
  el: HTMLElement;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Renders the table and lets the browser finish its first frames: layout, and the size observers, which
 * run after a frame's animation callbacks (so after the second callback, the first frame's have run).
 */
export async function mount(
  props: Partial<ResultsTableProps> & Pick<ResultsTableProps, 'pages'>,
): Promise<MountedGrid> {
  await rerender(props);
  const grid = page.getByRole('grid');
  return { grid, el: grid.element() as HTMLElement };
}

/** Renders the mounted table again with `props` (rows landing, say), even while it is hidden, and lets its frames run. */
export async function rerender(props: Partial<ResultsTableProps> & Pick<ResultsTableProps, 'pages'>) {
  inAct(() =>
    root.render(
      <TestI18n>
        <ResultsTable {...RUN_PROPS} {...props} />
      </TestI18n>,
    ),
  );
  await nextFrame();
  await nextFrame();
}

/** The row's position in the report (0 for its first row): aria-rowindex counts the two header rows from 1. */
export const posOf = (row: Element) => Number(row.getAttribute('aria-rowindex')) - 3;

/** The body's rows on screen, top to bottom (the header's two rows left out). */
export const rowsOf = (grid: Locator) =>
  grid
    .getByRole('row')
    .elements()
    .filter((r) => posOf(r) >= 0);

/** The column's aria-colindex, found by its header's sort button, which is named by the column. */
export function colIndexOf(grid: Locator, header: string) {
  const sort = grid.getByRole('columnheader').getByRole('button', { name: header, exact: true }).element();
  return Number(sort.closest('[role="columnheader"]')?.getAttribute('aria-colindex'));
}

/** A row's cell in a column, by aria-colindex. */
export const cellOf = (row: Element, colIndex: number) =>
  [...row.querySelectorAll<HTMLElement>('[role="gridcell"]')].find(
    (c) => c.getAttribute('aria-colindex') === String(colIndex),
  );

/** What a cell says, without the Copy button the active cell carries. */
export const cellText = (cell: Element | undefined) =>
  cell
    ? [...cell.childNodes]
        .filter((n) => !(n instanceof HTMLButtonElement))
        .map((n) => n.textContent)
        .join('')
    : undefined;

/** The Text cells of the body's rows on screen, top to bottom. */
export function textColumn(grid: Locator) {
  const col = colIndexOf(grid, 'Text');
  return rowsOf(grid).map((row) => cellText(cellOf(row, col)));
}

/**
 * Scrolls the grid as a wheel or a dragged thumb would, and waits for the browser's scroll event (it comes
 * with the next frame, after the grid's own listener has run). Resolves at once when the position is already
 * there: then no event comes.
 */
export async function scrollGrid(el: HTMLElement, top: number) {
  const stop = new AbortController();
  const scrolled = new Promise((resolve) => el.addEventListener('scroll', resolve, { signal: stop.signal }));
  const before = el.scrollTop;
  el.scrollTop = top;
  if (el.scrollTop !== before) await scrolled;
  stop.abort();
}

let nearSide = false;
/**
 * Moves the pointer over the grid's body, each time to another point than the last (a pointer that does not
 * move sends no move), as a person does reaching for a row.
 */
export async function hoverGrid(grid: Locator) {
  nearSide = !nearSide;
  await userEvent.hover(grid, { position: { x: nearSide ? 300 : 500, y: 300 } });
}
