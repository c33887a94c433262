/**
 * The element a panel scrolls in: the panel itself (the tab shown scrolls inside the window's height),
 * else the app's main pane (on a window too low for that, the main column scrolls), else the page.
 */
function scrollerOf(el: Element | null): Element {
  for (let e = el; e; e = e.parentElement) {
    const { overflowY } = getComputedStyle(e);
    if ((overflowY === 'auto' || overflowY === 'scroll') && e.scrollHeight > e.clientHeight) return e;
  }
  return document.scrollingElement ?? document.documentElement;
}

/** Where the panel of `id` is scrolled to now, with a way to scroll its view to the top. */
export function scrollPlace(id: string) {
  const scroller = scrollerOf(document.getElementById(id));
  const top = scroller.scrollTop;
  return {
    top,
    /** Back to this place, after the next frame (a panel just shown is laid out by then). */
    restore: () => requestAnimationFrame(() => scroller.scrollTo(0, top)),
    toTop: () => scroller.scrollTo(0, 0),
  };
}
