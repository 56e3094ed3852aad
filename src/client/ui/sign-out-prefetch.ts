// The sign-out flow (core/sign-out.ts and its texts) and the question it asks
// (ui/ConfirmDialog) are chunks of their own, loaded on the click of Sign out,
// so they cost the first screen nothing. A screen holding work the server may
// not have yet (the grid, the editor) loads them at the teacher's first key or
// click instead: offline, a click of Sign out could not fetch them and did
// nothing, on a shared laptop. Not in the first screen's code (issue 15's
// budget): the screens that hold work import it.

let listening = false;

/** Loads the sign-out flow, its texts in the current language and the question's dialog at the first key or click, once. */
export function prepareSignOutOnFirstInteraction(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const prepare = () => {
    window.removeEventListener('pointerdown', prepare, true);
    window.removeEventListener('keydown', prepare, true);
    // A failure leaves it to the click, as before.
    Promise.all([import('../core/sign-out').then((flow) => flow.prepare()), import('./ConfirmDialog')]).catch(() => {
      listening = false;
    });
  };
  window.addEventListener('pointerdown', prepare, { capture: true, passive: true });
  window.addEventListener('keydown', prepare, { capture: true, passive: true });
}
