import { useT } from '../../core/i18n';
import { Card } from '../../ui/Card';
import { useDocumentTitle } from '../../ui/use-document-title';

export interface PlaceholderPageProps {
  /** i18n key of the screen's title. */
  titleKey: string;
}

/** SPEC 2: a screen's title followed by an 'in development' message (results and history for good; others until built). */
export function PlaceholderPage({ titleKey }: PlaceholderPageProps) {
  const t = useT();
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="page-title">{title}</h1>
      <Card>
        <p className="text-slate-600 dark:text-slate-300">{t('placeholders.inDevelopment')}</p>
      </Card>
    </div>
  );
}
