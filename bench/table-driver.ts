// The runner's side of the bench pages' window.bench (bench/table-page, bench/ag-grid-page): their API,
// and a driver that sends each call's function source to the page (functions handed to page.evaluate must
// not hold named inner functions: tsx would inject a __name the page does not have).
import type { Page } from 'playwright-core';

export interface BenchApi {
  prepare(total: number): number;
  show(pages: number): number;
  arrive(pages: number): Promise<number>;
  arriveAndType(pages: number, label: string, word: string): Promise<Typed>;
  settled(): Promise<void>;
  /** Settled, and ready to filter as ours is once settled (AG Grid: its quick-filter cache built, if on). */
  filterReady(): Promise<void>;
  /** AG Grid's page only: a fresh, empty grid, its default or with its quick-filter cache. */
  variant?(withCache: boolean): Promise<void>;
  /** AG Grid's page only: the columns given getQuickFilterText. */
  formattedColumns?(): string[];
  scrollSteady(count: number, px: number): Promise<Frames>;
  scrollSteadyWhileLanding(count: number, px: number, at: number, pages: number): Promise<Frames>;
  scrollJump(count: number): Promise<Frames>;
  sortBy(name: string): Promise<number>;
  typeFilter(label: string, word: string): Promise<{ times: number[]; complete: number[]; count: string }>;
  clearFilter(label: string): void;
  heap(): number;
  countText(): string;
  prepareSmall(total: number): number;
  lastRowAtBottom(): Promise<{ last: number; scrollHeight: number }>;
}
type Api = { bench: BenchApi };
/** Arrival at once, then the first keystroke at once and the later ones each once settled. */
export interface Typed {
  arrival: number;
  /** The first keystroke, to rows that answer it; and to its complete answer (equal where none is partial). */
  first: number;
  firstComplete: number;
  /** The later keystrokes, each once settled: to rows that answer it, and to its complete answer. */
  later: number[];
  laterComplete: number[];
  count: string;
}
/** A scroll loop's figures (frameFigures in table-page/measure.ts). */
export interface Frames {
  p95: number;
  snapped: number;
  late: number;
  workP50: number;
  workP95: number;
}

/** What the snapped p95 hides: the share of frames over one vsync, and each frame's main-thread work. */
export const describeFrames = (label: string, f: Frames) =>
  console.info(
    `${label}: ${(f.late * 100).toFixed(1)} % of frames over one vsync; main-thread work a frame p50 ${f.workP50.toFixed(1)} ms, p95 ${f.workP95.toFixed(1)} ms`,
  );
export const on = (page: Page) => {
  const w = <A, R>(fn: (b: BenchApi, arg: A) => R, arg: A) =>
    page.evaluate(
      ({ source, arg: a }) => {
        // The function's source is sent to the page and applied there to window.bench.
        const f = (0, eval)(source) as (b: BenchApi, arg: unknown) => unknown;
        return f((window as unknown as Api).bench, a);
      },
      { source: fn.toString(), arg },
    ) as Promise<Awaited<R>>;
  return {
    prepare: (n: number) => w((b, x: number) => b.prepare(x), n),
    show: (n: number) => w((b, x: number) => b.show(x), n),
    arrive: (n: number) => w((b, x: number) => b.arrive(x), n),
    arriveAndType: (n: number, word: string) =>
      w((b, x: [number, string]) => b.arriveAndType(x[0], 'Filter all columns', x[1]), [n, word] as [
        number,
        string,
      ]),
    settled: () => w((b) => b.settled(), null),
    filterReady: () => w((b) => b.filterReady(), null),
    variant: (withCache: boolean) => w((b, x: boolean) => b.variant?.(x), withCache),
    formattedColumns: () => w((b) => b.formattedColumns?.() ?? [], null),
    steady: (n: number) => w((b, x: number) => b.scrollSteady(x, 120), n),
    steadyWhileLanding: (n: number, pages: number) =>
      w((b, x: [number, number]) => b.scrollSteadyWhileLanding(x[0], 120, 30, x[1]), [n, pages] as [
        number,
        number,
      ]),
    jump: (n: number) => w((b, x: number) => b.scrollJump(x), n),
    sortBy: (name: string) => w((b, x: string) => b.sortBy(x), name),
    type: (label: string, word: string) =>
      w((b, x: [string, string]) => b.typeFilter(x[0], x[1]), [label, word] as [string, string]),
    clear: (label: string) => w((b, x: string) => b.clearFilter(x), label),
    heap: () => w((b) => b.heap(), null),
    count: () => w((b) => b.countText(), null),
    prepareSmall: (n: number) => w((b, x: number) => b.prepareSmall(x), n),
    lastRowAtBottom: () => w((b) => b.lastRowAtBottom(), null),
  };
};

export type Driver = ReturnType<typeof on>;
