// What the router cannot hold: the browser's Back and Forward (popstate
// cannot be cancelled, so the page they left is put back and the leave
// guard asks), and closing or reloading the tab (the browser's own prompt).
// Installed while some screen has a leave blocker (core/use-leave-blocker.ts).
import { hasUnsavedWork, mayLeave } from './leave-guard';

/** Holds the back and forward buttons and the tab's closing while work is unsaved. */
export function installBrowserGuards(): () => void {
  const here = () => `${location.pathname}${location.search}${location.hash}`;
  let current = here();
  const remember = () => {
    current = here();
  };
  const onPopState = (event: PopStateEvent) => {
    const answer = mayLeave();
    if (answer === true) return remember();
    // The router must not see this one (capture phase, before its listener): the screen stays while the teacher decides.
    event.stopImmediatePropagation();
    const target = here();
    history.pushState(history.state, '', current);
    void answer.then((leave) => {
      if (leave) history.pushState(history.state, '', target);
    });
  };
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!hasUnsavedWork()) return;
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = '';
  };
  // In-app navigations move `current` too; the capture phase runs before the router's listener.
  const events = ['pushState', 'replaceState'] as const;
  for (const name of events) window.addEventListener(name, remember);
  window.addEventListener('popstate', onPopState, { capture: true });
  window.addEventListener('beforeunload', onBeforeUnload);
  return () => {
    for (const name of events) window.removeEventListener(name, remember);
    window.removeEventListener('popstate', onPopState, { capture: true });
    window.removeEventListener('beforeunload', onBeforeUnload);
  };
}
