import { elementScroll, observeElementOffset, useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { realTop, scrollScale, toReal, toVirtual, type ScrollScale } from '../../core/table';

/**
 * The row virtualizer over a scroll space that may be scaled (core/table/scroll-scale.ts): it sees
 * virtual offsets (row * height) while the element scrolls at most MAX_SCROLL_HEIGHT real pixels. Rows
 * have one fixed height: no measuring.
 */
export function useScaledRows(
  scrollRef: RefObject<HTMLDivElement | null>,
  count: number,
  rowHeight: number,
  headerHeight: number,
  initialRect: { width: number; height: number },
) {
  const scaleRef = useRef<ScrollScale>(scrollScale(0, 0));
  // The app is built without the React Compiler; this instance is read afresh on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 0, // the grid draws its own fixed-size window from the first item
    paddingStart: headerHeight,
    initialRect,
    scrollPaddingStart: headerHeight,
    observeElementOffset: (instance, cb) =>
      observeElementOffset(instance, (offset, scrolling) =>
        cb(toVirtual(scaleRef.current, offset), scrolling),
      ),
    scrollToFn: (offset, options, instance) =>
      elementScroll(toReal(scaleRef.current, offset), options, instance),
  });
  const height = virtualizer.scrollRect?.height ?? initialRect.height;
  const scale = scrollScale(headerHeight + count * rowHeight, height);
  useLayoutEffect(() => {
    scaleRef.current = scale;
  });
  const realOffset = toReal(scale, virtualizer.scrollOffset ?? 0);
  return {
    virtualizer,
    scale,
    /** Real top of a row that starts at `virtualStart`. */
    topOf: (virtualStart: number) => realTop(scale, realOffset, virtualStart),
    /** Rows that fit in the viewport under the header. */
    pageRows: Math.max(1, Math.floor((height - headerHeight) / rowHeight)),
  };
}
