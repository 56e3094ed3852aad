// Where the keyboard's focus goes when the item it was on is deleted. The
// item's Delete button leaves the page with its card or row, and the browser
// drops the focus to the page: a keyboard or screen reader user starts again
// from the top. It goes to the next item instead (the previous one for the
// last), and to the list's heading when none is left.

import { focusMainRegion } from './main-region';

/** The element the teacher acted from, where focus returns once the confirmation closes. */
export const focusedElement = (): Element | null => document.activeElement;

/**
 * Moves the focus off `from` (inside a list item or a table row about to go) to the item after it, the one
 * before it, or the heading of the list's section; the main region when there is none. Call it once the
 * deletion succeeded, before the list drops the item. Nothing happens when `from` is already gone or is not
 * in an item (the focus was elsewhere: it stays there).
 */
export function focusAfterRemoval(from: Element | null): void {
  if (!(from instanceof HTMLElement) || !from.isConnected) return;
  const item = from.closest('li, tr');
  if (!item) return;
  for (const sibling of [item.nextElementSibling, item.previousElementSibling]) {
    const target = sibling?.querySelector<HTMLElement>('a[href], button:not([disabled]), input, [tabindex="0"]');
    if (target) {
      target.focus();
      return;
    }
  }
  focusListHeading(item.closest('section'));
}

/** The focus to a list's section heading (the list is empty now), or to the main region without one. */
export function focusListHeading(section: Element | null): void {
  const heading = section?.querySelector<HTMLElement>('h1, h2');
  if (!heading) {
    focusMainRegion();
    return;
  }
  // Focusable by script only, as the main region is: a heading is not in the Tab order.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}
