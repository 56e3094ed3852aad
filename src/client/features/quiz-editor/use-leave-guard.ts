// Leaving with changes the server does not have asks first (issue 5): the
// browser's own prompt when the tab closes or reloads, and our confirmation
// for the app's own links and commands. The changes are on this device
// anyway; the question is whether to go before they reach the server.
import { useSelector } from '@legendapp/state/react';
import { useEffect } from 'react';
import { confirm } from '../../core/dialog.store';
import { useT } from '../../core/i18n';
import type { EditorSession, SavePhase } from './editor-session';

const UNSAVED: ReadonlySet<SavePhase> = new Set(['dirty', 'saving', 'localOnly', 'error', 'conflict', 'confirmGrades', 'gradesHeld']);

export function useLeaveGuard(session: EditorSession): void {
  const t = useT();
  const unsaved = useSelector(() => UNSAVED.has(session.status$.phase.get()));

  useEffect(() => {
    if (!unsaved) return undefined;
    const ask = () =>
      confirm({ title: t('quizEditor.leave.title'), message: t('quizEditor.leave.message'), confirmLabel: t('quizEditor.leave.confirm'), cancelLabel: t('quizEditor.leave.stay'), danger: true });

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };

    // The router's own pushState (wouter patches it to tell the app), called once the teacher agrees.
    const original = history.pushState;

    // Links inside the app (the bar, breadcrumbs): held before the router sees the click.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href, location.href);
      if (url.origin !== location.origin || url.pathname === location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      void ask().then((leave) => {
        if (leave) original.call(history, null, '', `${url.pathname}${url.search}${url.hash}`);
      });
    };

    // Commands that navigate (g h, the palette) go through history.pushState (wouter): hold those too.
    let asking = false;
    const guarded = function pushState(this: History, ...args: Parameters<History['pushState']>) {
      if (asking) return;
      asking = true;
      void ask().then((leave) => {
        asking = false;
        if (leave) original.apply(history, args);
      });
    };
    history.pushState = guarded;

    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      if (history.pushState === guarded) history.pushState = original;
    };
  }, [unsaved, t]);
}
