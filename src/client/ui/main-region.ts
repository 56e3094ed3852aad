// The page's main region: the skip link's target, and where the keyboard's
// focus goes when what it was on has gone (a dialog whose opener was deleted,
// the last item of a list without a heading, a screen replaced by another).
// Both layouts render it focusable by script only (tabindex -1).

export const MAIN_CONTENT_ID = 'main';

/** The focus to the main region; false when the page has none (a screen outside both layouts). */
export function focusMainRegion(options?: FocusOptions): boolean {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return false;
  main.focus(options);
  return true;
}
