import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What shows the focused element to a sighted keyboard user: an outline or a box-shadow ring on it, or,
 * for a composite widget with aria-activedescendant (the results grid), on its active descendant too.
 * Returns a description of the focused element when nothing shows it, else null.
 */
const unseenFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'the page itself (focus lost to <body>)';
    const ringed = (e: Element) => {
      const s = getComputedStyle(e);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      return outline || s.boxShadow !== 'none';
    };
    const active = el.getAttribute('aria-activedescendant');
    const descendant = active ? document.getElementById(active) : null;
    if (ringed(el) && (!active || (descendant && ringed(descendant)))) return null;
    const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
    const label = el instanceof HTMLInputElement ? (el.labels?.[0]?.textContent ?? '') : '';
    return `<${el.tagName.toLowerCase()} type=${el.getAttribute('type') ?? ''}> ${label || name}`;
  });

/** The element has the focus and the focus is visible on it. */
export async function expectFocused(target: Locator) {
  await expect(target).toBeFocused();
  expect(await unseenFocus(target.page()), 'focus indicator').toBeNull();
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, at most `max` times, and checks that
 * every stop on the way showed where the focus was. Returns the number of presses.
 */
export async function tabTo(target: Locator, { back = false, max = 60 } = {}): Promise<number> {
  const page = target.page();
  const unseen: string[] = [];
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    // count() first: a virtual table draws a header only once the focus scrolls it into view.
    if ((await target.count()) > 0 && (await target.evaluate((el) => el === document.activeElement))) {
      expect(unseen, 'tab stops where the focus could not be seen').toEqual([]);
      await expectFocused(target);
      return presses;
    }
    const stop = await unseenFocus(page);
    if (stop) unseen.push(stop);
  }
  throw new Error(`${String(target)} not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** Replaces the text of the focused field by typing, as a person does: select all, then type. */
export async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}
