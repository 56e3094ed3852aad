// Leaving the grid with unsaved marks asks first: the browser's own prompt
// on closing or reloading the tab, and a confirmation on links inside the
// app. The marks are kept on this computer either way (pending-edits), so
// the question is about the teacher's expectations, not about data.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { confirm } from '../../../core/dialog.store';
import { t } from '../../../core/i18n';
import type { GradingSession } from '../sync/grading-session';

export function useLeaveGuard(session: GradingSession): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      session.book.flush();
      if (!session.hasUnsaved()) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!link || link.target === '_blank' || link.hasAttribute('download') || link.origin !== window.location.origin) return;
      if (!session.hasUnsaved() || link.pathname === window.location.pathname) return;
      // Before the router's own click handler (this listens in the capture phase).
      event.preventDefault();
      event.stopPropagation();
      const unsaved = session.book.unsaved$.peek();
      void confirm({
        title: t('grading.leave.title'),
        message: t('grading.leave.message', { n: unsaved }),
        confirmLabel: t('grading.leave.confirm'),
        cancelLabel: t('grading.leave.stay'),
      }).then((leave) => {
        if (leave) navigate(`${link.pathname}${link.search}${link.hash}`);
      });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [session, navigate]);
}
