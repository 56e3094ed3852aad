// The sign-out flow (core/sign-out.ts and its texts) and the question it asks
// (ui/ConfirmDialog) are chunks of their own, loaded on the click of Sign out,
// so they cost the first screen nothing. A screen holding work the server may
// not have yet (the grid, the editor) loads them at the teacher's first key or
// click instead (again at the next one, or back online, if that load failed): offline, a click of Sign out could not fetch them and did
// nothing, on a shared laptop. Not in the first screen's code (issue 15's
// budget): the screens that hold work import it.

import { importAgain } from '../core/import-again';

let listening = false;

/**
 * Loads the sign-out flow, its texts in the current language and the question's dialog at the first key or click.
 * A load that fails (the first key came offline) tries again at the next key or click, and when the browser is back
 * online: before, it gave up, and a teacher whose first key came offline could not sign out until a reload.
 */
export function prepareSignOutOnFirstInteraction(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const events = ['pointerdown', 'keydown', 'online'] as const;
  const prepare = () => {
    for (const event of events) window.removeEventListener(event, prepare, true);
    Promise.all([importAgain(() => import('../core/sign-out')).then((flow) => flow.prepare()), importAgain(() => import('./ConfirmDialog'))]).catch(() => {
      listening = false;
      prepareSignOutOnFirstInteraction();
    });
  };
  for (const event of events) window.addEventListener(event, prepare, { capture: true, passive: true });
}
