// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Row } from '../../core/contract';
import { dialogsRow } from '../../testing/sample-rows';
import { cellOf, colIndexOf, mount, rowsOf, scrollTo, withTableHost } from './dom-test-kit';

withTableHost();

// happy-dom has no 2D context; this one keeps the texts of the last frame drawn, as a person would read
// them off the canvas (each frame starts with setTransform).
let shown: string[] = [];
const context = {
  font: '',
  fillStyle: '',
  globalAlpha: 1,
  textBaseline: 'alphabetic',
  measureText: (s: string) => ({
    width: 7 * [...s].length,
    fontBoundingBoxAscent: 11,
    fontBoundingBoxDescent: 3,
  }),
  fillText: (text: string) => shown.push(text),
  setTransform: () => {
    shown = [];
  },
  fillRect: () => {},
  save: () => {},
  restore: () => {},
  beginPath: () => {},
  rect: () => {},
  clip: () => {},
};
let forcedColors = false;
beforeEach(() => {
  shown = [];
  forcedColors = false;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: forcedColors && query.includes('forced-colors'), media: query }) as MediaQueryList,
  );
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const pages = (n: number): Row[][] => [
  Array.from({ length: n }, (_, i) => dialogsRow({ text: `r-${i}`, conversationId: `c-${i}` })),
];
/** The Text cells of the DOM rows, top to bottom. */
const domTexts = (grid: HTMLElement) => {
  const col = Number(colIndexOf(grid, 'Text'));
  return rowsOf(grid).map((row) => cellOf(row, col)?.textContent);
};
const face = (grid: HTMLElement) => grid.querySelector<HTMLCanvasElement>('canvas.rt-face');
const body = (grid: HTMLElement) => grid.querySelector<HTMLElement>('.rt-body');

describe('The table body drawn on a canvas face over its DOM rows', () => {
  it('shows the rows on the face and keeps the same rows in the DOM, see-through, for assistive technology and the pointer', () => {
    const grid = mount({ pages: pages(100) });
    expect(face(grid)?.hidden).toBe(false);
    expect(face(grid)?.getAttribute('aria-hidden')).toBe('true');
    expect(shown).toEqual(expect.arrayContaining(['1', 'r-0', '2', 'r-1', 'c-0']));
    expect(body(grid)?.hasAttribute('data-face')).toBe(true);
    expect(domTexts(grid).slice(0, 3)).toEqual(['r-0', 'r-1', 'r-2']);
  });

  it('draws a scroll frame on the face at once; the DOM rows follow once scrolling rests', () => {
    const grid = mount({ pages: pages(100_000) });
    scrollTo(grid, 28 * 40_000);
    expect(shown).toEqual(expect.arrayContaining(['40001', 'r-40000', 'r-40010']));
    expect(shown).not.toContain('r-0');
    // Scrolling goes on: the DOM rows are left as they were.
    act(() => vi.advanceTimersByTime(60));
    scrollTo(grid, 28 * 50_000);
    act(() => vi.advanceTimersByTime(60));
    expect(shown).toContain('r-50000');
    expect(domTexts(grid)[0]).toBe('r-0');
    // 100 ms without a scroll event: they show the rows in view.
    act(() => vi.advanceTimersByTime(40));
    expect(domTexts(grid)).toContain('r-50000');
    expect(domTexts(grid)).not.toContain('r-0');
  });

  it('brings the DOM rows up to date before a press right after scrolling is handled', () => {
    const grid = mount({ pages: pages(100_000) });
    scrollTo(grid, 28 * 70_000);
    expect(domTexts(grid)).not.toContain('r-70000');
    act(() => grid.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(domTexts(grid)).toContain('r-70000');
  });

  it('leaves a drag (the scrollbar thumb) to the face, and brings the DOM rows up to date for a hover', () => {
    const grid = mount({ pages: pages(100_000) });
    scrollTo(grid, 28 * 30_000);
    const move = (buttons: number) =>
      act(() => grid.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, buttons })));
    move(1);
    expect(domTexts(grid)).not.toContain('r-30000');
    move(0);
    expect(domTexts(grid)).toContain('r-30000');
  });

  it('in forced colours leaves the face hidden and writes the DOM rows on every scroll', () => {
    forcedColors = true;
    const grid = mount({ pages: pages(100_000) });
    expect(face(grid)?.hidden).toBe(true);
    expect(body(grid)?.hasAttribute('data-face')).toBe(false);
    scrollTo(grid, 28 * 40_000);
    expect(domTexts(grid)).toContain('r-40000');
  });
});
