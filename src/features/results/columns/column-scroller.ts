import { elementScroll, type Rect, type Virtualizer } from '@tanstack/react-virtual';

type ColumnVirtualizer = Virtualizer<HTMLDivElement, Element>;

/**
 * The scroller's size before it is measured: the window's, which the grid does not exceed and which is
 * read without a layout, so the first frame shows every column in view (and a few past its edge) until the
 * resize observer's first call brings the window to the grid's size.
 */
export const initialScrollerRect = (fallback: Rect): Rect =>
  typeof window === 'undefined' ? fallback : { width: window.innerWidth, height: fallback.height };

/**
 * The scroller's size as its resize observer reports it. react-virtual's own reads `clientWidth` as it
 * starts observing, in the grid's mount commit, which forced the page's whole layout inside that task
 * (docs/measurements.md#the-grids-mount-without-a-forced-layout). The observer's first call comes after
 * the next frame's layout, and a columns' window changed by it is rendered in a task of its own.
 */
export function observeScrollerRect(instance: ColumnVirtualizer, cb: (rect: Rect) => void) {
  const element = instance.scrollElement;
  if (!element) return undefined;
  const observer = new ResizeObserver(([entry]) => {
    if (entry)
      cb({ width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) });
  });
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}

/** Scrollers the column virtualizer has written to (or found new). */
const started = new WeakSet<Element>();

/**
 * react-virtual's scroll, except its first write to a new scroller, to the offset it starts at (0): a new
 * element is there already, and the write (`scrollTo`) forced a layout in the grid's mount commit.
 */
export const scrollColumnsTo: ColumnVirtualizer['options']['scrollToFn'] = (offset, options, instance) => {
  const element = instance.scrollElement;
  if (element && !started.has(element)) {
    started.add(element);
    if (offset === 0 && !options.adjustments && options.behavior !== 'smooth') return;
  }
  elementScroll(offset, options, instance);
};
