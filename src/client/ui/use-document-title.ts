import { useEffect } from 'react';
import { useT } from '../core/i18n';

/** Names the tab after the screen, which is also what screen readers announce on navigation. */
export function useDocumentTitle(title: string): void {
  const t = useT();
  const appName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
