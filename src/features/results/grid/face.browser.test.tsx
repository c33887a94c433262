import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, userEvent, type Locator } from 'vitest/browser';
import type { Row } from '../../../core/contract';
import { dialogsRow } from '../../../testing/sample-rows';
import { faceShown, recordFace, type FaceText } from '../../../testing/face-recorder';
import {
  cellText,
  hoverGrid,
  mount,
  posOf,
  rerender,
  rowsOf,
  scrollGrid,
  textColumn,
  withTableHost,
} from '../../../testing/grid-kit';

withTableHost();

afterEach(async () => {
  vi.useRealTimers();
  await commands.setForcedColors(false);
});

/**
 * The rest timer is the page's setTimeout, faked here: "scrolling rests" is then a step of the test, not a
 * wait that a slow machine could stretch past. Scroll events and rendering stay real.
 */
const fakeRestTimer = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

const pages = (n: number): Row[][] => [
  Array.from({ length: n }, (_, i) => dialogsRow({ text: `r-${i}`, conversationId: `c-${i}` })),
];
const texts = (drawn: readonly FaceText[]) => drawn.map((d) => d.text);
const faceOf = (el: HTMLElement) => el.querySelector('canvas');
/** Whether the DOM rows are see-through: their cells draw no text of their own. */
const seeThrough = (grid: Locator) => {
  const cell = rowsOf(grid)[0]?.querySelector('[role="gridcell"]');
  return cell ? getComputedStyle(cell).color === 'rgba(0, 0, 0, 0)' : null;
};

/**
 * Where the face and the DOM rows disagree, band by band. Compared as text, not pixels: the face's job is to
 * show what the see-through DOM row over it holds, so the question is "same row, same cells", which the
 * texts it draws answer exactly, where pixels would need the DOM rows made opaque and a tolerance for
 * anti-aliasing. Each drawn text belongs to the DOM row whose box holds its baseline and to the cell whose
 * box holds its start; the face ellipsizes, so a text ending in "…" must begin the cell's text. And every
 * cell of every row in the face's box must have been drawn.
 */
function faceMismatches(grid: Locator, canvas: HTMLCanvasElement, drawn: readonly FaceText[]) {
  const box = canvas.getBoundingClientRect();
  const rows = rowsOf(grid).map((row) => ({
    row,
    rect: row.getBoundingClientRect(),
    cells: [...row.querySelectorAll('[role="gridcell"], [role="rowheader"]')].map((cell) => ({
      cell,
      rect: cell.getBoundingClientRect(),
    })),
  }));
  const problems: string[] = [];
  const drawnCells = new Set<Element>();
  for (const d of drawn) {
    const x = box.left + d.x;
    const y = box.top + d.y;
    const band = rows.find((r) => r.rect.top <= y && y < r.rect.bottom);
    const hit = band?.cells.find((c) => c.rect.left <= x && x < c.rect.right);
    if (!band || !hit) {
      problems.push(`"${d.text}" drawn at (${d.x}, ${d.y}), where no DOM cell is`);
      continue;
    }
    drawnCells.add(hit.cell);
    const shown = cellText(hit.cell) ?? '';
    const same = d.text === shown || (d.text.endsWith('…') && shown.startsWith(d.text.slice(0, -1)));
    if (!same)
      problems.push(`row ${posOf(band.row) + 1}: the face draws "${d.text}", the DOM shows "${shown}"`);
  }
  for (const { row, rect, cells } of rows) {
    if (rect.bottom <= box.top || rect.top >= box.bottom) continue;
    for (const { cell, rect: c } of cells) {
      if (c.right <= box.left || c.left >= box.right || drawnCells.has(cell)) continue;
      problems.push(`row ${posOf(row) + 1}: the DOM shows "${cellText(cell)}", the face draws nothing there`);
    }
  }
  return problems;
}

describe('The table body drawn on a canvas face over its DOM rows', () => {
  it('shows the rows on the face and keeps the same rows in the DOM, see-through, for assistive technology and the pointer', async () => {
    const { grid, el } = await mount({ pages: pages(100) });
    const face = await recordFace(el);
    // The face drew its first frame as the grid mounted, before it was recorded: a scroll draws another.
    await scrollGrid(el, 1);
    expect(face.canvas).toBeVisible();
    expect(face.canvas).toHaveAttribute('aria-hidden', 'true');
    expect(texts(face.frame())).toEqual(expect.arrayContaining(['1', 'r-0', '2', 'r-1', 'c-0']));
    // The DOM rows follow the face (body-scheduler.ts), see-through from the start.
    await expect.poll(() => seeThrough(grid)).toBe(true);
    expect(textColumn(grid).slice(0, 3)).toEqual(['r-0', 'r-1', 'r-2']);
  });

  it('draws, in every row band, the row the DOM shows there', async () => {
    const long = 'lorem ipsum dolor sit amet '.repeat(4);
    const rows = Array.from({ length: 100_000 }, (_, i) =>
      dialogsRow({
        text: i % 3 === 0 ? `r-${i} ${long}` : `r-${i}`,
        conversationId: `c-${i}`,
        id: `id-${i}`,
        confidence: (i % 97) / 100,
        part: i % 5,
      }),
    );
    const { grid, el } = await mount({ pages: [rows], onOpenConversation: () => {} });
    const face = await recordFace(el);
    for (const top of [28 * 12_345 + 13, 28 * 99_990, 28 * 3 + 5]) {
      const before = face.frames();
      await scrollGrid(el, top);
      expect(face.frames()).toBeGreaterThan(before);
      // The DOM rows follow the face once the pointer comes over the grid.
      await hoverGrid(grid);
      expect(rowsOf(grid).map(posOf)).toContain(Math.floor(el.scrollTop / 28));
      expect(rowsOf(grid).length).toBeGreaterThan(10);
      expect(texts(face.frame()).some((t) => t.endsWith('…'))).toBe(true);
      expect(faceMismatches(grid, face.canvas, face.frame())).toEqual([]);
    }
  });

  it('keeps its DOM rows when its box gets shorter or taller, and they show the rows in view', async () => {
    const { grid, el } = await mount({ pages: pages(1000) });
    const box = el.closest<HTMLElement>('body > div');
    if (!box) throw new Error('the grid is not in its host');
    /** Each DOM row shows its own row's text, and the row at the top of the view is among them. */
    const inView = () => {
      const rows = rowsOf(grid);
      return (
        rows.length > 10 &&
        rows.map(posOf).includes(Math.floor(el.scrollTop / 28)) &&
        textColumn(grid).every((text, i) => text === `r-${posOf(rows[i] as Element)}`)
      );
    };
    await scrollGrid(el, 28 * 400 + 9);
    await hoverGrid(grid);
    await expect.poll(inView).toBe(true);
    const before = rowsOf(grid);
    const height = el.clientHeight;

    // Three rows shorter (a notice above the grid, say): fewer rows, every one of them kept.
    box.style.height = `${box.offsetHeight - 3 * 28}px`;
    await expect.poll(() => el.clientHeight).toBe(height - 3 * 28);
    await hoverGrid(grid);
    await expect.poll(() => rowsOf(grid).length).toBeLessThan(before.length);
    await expect.poll(inView).toBe(true);
    const kept = rowsOf(grid);
    expect(kept.filter((row) => !before.includes(row))).toEqual([]);

    // Six rows taller: more rows, and the ones it had are still there.
    box.style.height = `${box.offsetHeight + 6 * 28}px`;
    await expect.poll(() => el.clientHeight).toBe(height + 3 * 28);
    await hoverGrid(grid);
    await expect.poll(() => rowsOf(grid).length).toBeGreaterThan(before.length);
    await expect.poll(inView).toBe(true);
    expect(kept.every((row) => row.isConnected)).toBe(true);
  });

  it('draws nothing while its tab is hidden, and shows the rows that landed meanwhile when it shows again', async () => {
    const { grid, el } = await mount({ pages: pages(3) });
    const face = await recordFace(el);
    const tab = el.closest<HTMLElement>('body > div');
    if (!tab) throw new Error('the grid is not in its host');
    tab.hidden = true;
    await expect.poll(() => el.clientWidth).toBe(0);
    const before = face.frames();
    // Rows land while another tab shows: two renders, each a frame and its resize observations apart.
    await rerender({ pages: pages(50) });
    await rerender({ pages: pages(100) });
    expect(face.frames()).toBe(before);
    tab.hidden = false;
    await expect.poll(() => face.frames()).toBeGreaterThan(before);
    // The DOM rows a render leaves are written a slice at a time, each after a frame.
    await expect.poll(() => rowsOf(grid).length).toBeGreaterThan(10);
    // The column window measures the grid's width again as it shows, and renders its columns after.
    await expect.poll(() => textColumn(grid).slice(0, 4)).toEqual(['r-0', 'r-1', 'r-2', 'r-3']);
    await expect.poll(() => faceMismatches(grid, face.canvas, face.frame())).toEqual([]);
  });

  it('draws a scroll frame on the face at once; the DOM rows follow once scrolling rests', async () => {
    fakeRestTimer();
    const { grid, el } = await mount({ pages: pages(100_000) });
    // The first rows' DOM rows are written in a task of their own once the face shows the rows.
    const face = await recordFace(el);
    await new Promise((next) => requestAnimationFrame(next));
    vi.advanceTimersByTime(0);
    expect(textColumn(grid)[0]).toBe('r-0');
    await scrollGrid(el, 28 * 40_000);
    expect(texts(face.frame())).toEqual(expect.arrayContaining(['40001', 'r-40000', 'r-40010']));
    expect(texts(face.frame())).not.toContain('r-0');
    // Scrolling goes on: the DOM rows are left as they were.
    vi.advanceTimersByTime(60);
    await scrollGrid(el, 28 * 50_000);
    vi.advanceTimersByTime(60);
    expect(texts(face.frame())).toContain('r-50000');
    expect(textColumn(grid)[0]).toBe('r-0');
    // 100 ms and a frame without a scroll event: they show the rows in view, in a task after that frame.
    vi.advanceTimersByTime(40);
    for (let frame = 0; frame < 3; frame += 1) await new Promise((next) => requestAnimationFrame(next));
    vi.advanceTimersByTime(0);
    expect(textColumn(grid)).toContain('r-50000');
    expect(textColumn(grid)).not.toContain('r-0');
  });

  it('brings the DOM rows up to date before a press right after scrolling is handled', async () => {
    fakeRestTimer();
    const { grid, el } = await mount({ pages: pages(100_000) });
    await faceShown(el);
    await scrollGrid(el, 28 * 70_000);
    expect(textColumn(grid)).not.toContain('r-70000');
    await userEvent.click(grid);
    expect(textColumn(grid)).toContain('r-70000');
  });

  it('leaves a drag (the scrollbar thumb) to the face, and brings the DOM rows up to date for a hover', async () => {
    fakeRestTimer();
    const { grid, el } = await mount({ pages: pages(100_000) });
    await faceShown(el);
    await scrollGrid(el, 28 * 30_000);
    // Headless Chromium shows no scrollbar to drag: the drag's moves, a button held, are sent as events.
    el.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, buttons: 1 }));
    expect(textColumn(grid)).not.toContain('r-30000');
    await hoverGrid(grid);
    expect(textColumn(grid)).toContain('r-30000');
  });

  it('draws the rows on the page itself where the browser cannot hand a canvas to a worker', async () => {
    const handOver = Object.getOwnPropertyDescriptor(
      HTMLCanvasElement.prototype,
      'transferControlToOffscreen',
    );
    Object.defineProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen', {
      value: undefined,
      configurable: true,
    });
    try {
      const { grid, el } = await mount({ pages: pages(100_000) });
      const face = await recordFace(el);
      await scrollGrid(el, 28 * 40_000);
      expect(texts(face.frame())).toEqual(expect.arrayContaining(['40001', 'r-40000']));
      expect(seeThrough(grid)).toBe(true);
      // Its 2D context is the page's own: the canvas was never handed over.
      expect(face.canvas.getContext('2d')).not.toBeNull();
    } finally {
      if (handOver)
        Object.defineProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen', handOver);
    }
  });

  it('in forced colours leaves the face hidden and writes the DOM rows on every scroll', async () => {
    await commands.setForcedColors(true);
    const { grid, el } = await mount({ pages: pages(100_000) });
    expect(faceOf(el)).not.toBeVisible();
    expect(seeThrough(grid)).toBe(false);
    await scrollGrid(el, 28 * 40_000);
    expect(textColumn(grid)).toContain('r-40000');
  });
});
