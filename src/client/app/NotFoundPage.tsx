import { Link } from 'wouter';
import { useT } from '../core/i18n';
import { paths } from '../core/paths';
import { useDocumentTitle } from '../ui/use-document-title';

export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="card mx-auto mt-8 max-w-lg text-center">
      <h1 className="page-title">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('notFound.body')}</p>
      <Link href={paths.home} className="btn-primary mt-6">
        {t('common.goHome')}
      </Link>
    </div>
  );
}
