// The machine's frame probe: how a plain list scrolls on this machine's (and throttle's) page, with no grid
// library, so that a frame figure can be read beside what the machine itself gives. A list of 250,000 rows
// of 12 text cells, 40 row elements reused as rows come into view (their text written in the scroll event),
// scrolled 60 px a frame for 300 frames as the benches scroll their grids (bench/app-page.ts). Printed
// beside the reference, never a target: frame targets stay one frame (bench/metric.ts).
import type { Browser } from 'playwright-core';
import { scrollSteadily } from './app-page';
import { throttle } from './cpu-throttle';
import { lateShare, p95Snapped, quantile } from './table-page/measure';

export interface ScrollFloor {
  /** p95 frame, in whole display intervals (bench/table-page/measure.ts), ms. */
  p95: number;
  /** Median frame, ms. */
  p50: number;
  /** Share of frames over one display interval. */
  late: number;
}

const LIST = `<!doctype html><html><head><title>scroll floor</title><style>
body { margin: 0; font: 13px system-ui, sans-serif; }
#list { position: absolute; inset: 0; overflow: auto; background: #fff; }
.row { position: absolute; left: 0; width: 2400px; height: 28px; display: flex; white-space: nowrap;
  border-bottom: 1px solid #ddd; contain: strict; }
.row span { flex: none; width: 180px; padding: 0 8px; overflow: hidden; line-height: 28px; }
</style></head><body><div id="list" role="grid"><div id="height"></div></div><script>
const ROWS = 250000, HEIGHT = 28, CELLS = 12, POOL = 40;
const list = document.getElementById('list');
const inner = document.getElementById('height');
inner.style.height = ROWS * HEIGHT + 'px';
const words = ['factura', 'saldo', 'pago', 'cliente', 'cuenta', 'tarjeta', 'envío', 'soporte', 'queja', 'alta'];
const text = (row, cell) => cell === 0 ? String(1000000 + row) : words[(row * 7 + cell * 3) % 10] + ' ' + ((row * 31 + cell * 17) % 9973);
const pool = [];
for (let i = 0; i < POOL; i++) {
  const element = document.createElement('div');
  element.className = 'row';
  for (let c = 0; c < CELLS; c++) element.appendChild(document.createElement('span'));
  inner.appendChild(element);
  pool.push({ element, row: -1 });
}
function draw() {
  const first = Math.floor(list.scrollTop / HEIGHT);
  for (let row = first; row < first + POOL; row++) {
    const slot = pool[row % POOL];
    if (slot.row === row) continue;
    slot.row = row;
    slot.element.style.transform = 'translateY(' + row * HEIGHT + 'px)';
    for (let c = 0; c < CELLS; c++) slot.element.children[c].textContent = text(row, c);
  }
}
list.addEventListener('scroll', draw, { passive: true });
draw();
</script></body></html>`;

/**
 * Scrolls the plain list in fresh pages of `browser` (throttled like the benches' pages), three times; the
 * run with the middle share of late frames.
 */
export async function measureScrollFloor(browser: Browser): Promise<ScrollFloor> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const runs: ScrollFloor[] = [];
    for (let i = 0; i < 3; i++) {
      const page = await throttle(await context.newPage());
      await page.setContent(LIST);
      await scrollSteadily(page, 60, 60);
      const deltas = await scrollSteadily(page, 300, 60);
      runs.push({
        p95: p95Snapped(deltas),
        p50: Math.round(quantile(deltas, 0.5) * 10) / 10,
        late: lateShare(deltas),
      });
      await page.close();
    }
    runs.sort((a, b) => a.late - b.late);
    const middle = runs[1];
    if (!middle) throw new Error('the scroll floor was not measured');
    return middle;
  } finally {
    await context.close();
  }
}
