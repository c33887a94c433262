// Shared by the table's DOM tests (happy-dom): a mounted ResultsTable and ways to read its rows.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';
import { ResultsTable, type ResultsTableProps } from './results-table';
import { RUN_PROPS } from './test-props';

// The rows are drawn by the row painter outside React, so these tests run in a DOM.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
// happy-dom lays nothing out: the grid gets the size of a wide viewport (columns up to Min. confidence drawn), as a browser would give it.
const SIZES = { offsetWidth: 2000, offsetHeight: 600, clientWidth: 2000, clientHeight: 600 };
for (const [prop, size] of Object.entries(SIZES)) {
  const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop);
  Object.defineProperty(HTMLElement.prototype, prop, {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('rt-grid') ? size : (own?.get?.call(this) ?? 0);
    },
  });
}

let host: HTMLDivElement;
let root: Root;
/** Mounts and unmounts a host for each test of the file that calls it. */
export function withTableHost() {
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });
}

export function mount(props: Partial<ResultsTableProps> & Pick<ResultsTableProps, 'pages'>) {
  act(() => root.render(<ResultsTable {...RUN_PROPS} {...props} />));
  const grid = host.querySelector<HTMLElement>('[role="grid"]');
  if (!grid) throw new Error('no grid');
  return grid;
}

export const rowsOf = (grid: HTMLElement) =>
  [...grid.querySelectorAll<HTMLElement>('.rt-body [role="row"]')].filter((r) => !r.closest('[hidden]'));
export const cellOf = (row: Element, colIndex: number) =>
  row.querySelector<HTMLElement>(`[role="gridcell"][aria-colindex="${colIndex}"]`);
export const colIndexOf = (grid: HTMLElement, header: string) =>
  [...grid.querySelectorAll('[role="columnheader"]')]
    .find((h) => h.textContent?.includes(header))
    ?.getAttribute('aria-colindex');

export function scrollTo(grid: HTMLElement, top: number) {
  act(() => {
    grid.scrollTop = top;
    grid.dispatchEvent(new Event('scroll'));
  });
}
