// Where the keyboard is when a navigation has left it nowhere. A screen that
// replaces the one the teacher acted on takes its focused element with it
// (signing in, deleting a test from its own page, a link inside the screen
// left behind) and the browser puts the focus on the page itself: the next
// Tab starts again from the top of the document. It goes to the main region
// instead, where the new screen is. A focus still somewhere (the bar's link
// that navigated, a screen that focused its own first field or cell) stays,
// unless the screen it is in is hidden: while the next screen's code loads,
// React keeps the old one mounted under `display: none`, and the browser
// drops a hidden element's focus to the page a moment later.
import { useEffect } from 'react';
import { focusMainRegion } from '../ui/main-region';

/** The address the page was opened at: its first screen keeps the browser's own start (the skip link first). */
const openedAt = typeof window === 'undefined' ? '' : window.location.href;
let navigated = false;

/** Inside what React hid for a suspended screen (its `display: none`, set on the element itself). */
function hidden(element: Element | null): boolean {
  for (; element; element = element.parentElement) if ((element as HTMLElement).style?.display === 'none') return true;
  return false;
}

export function useFocusOnArrival(location: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs on every arrival; the address is its trigger, not an input
  useEffect(() => {
    if (!navigated && window.location.href === openedAt) return;
    navigated = true;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected && !hidden(active)) return;
    focusMainRegion({ preventScroll: true });
  }, [location]);
}
