import { Link } from 'wouter';
import { useT } from '../../core/i18n';
import { LOGIN_REDIRECT_PATH, paths } from '../../core/paths';
import { useDocumentTitle } from '../../ui/use-document-title';

const FEATURE_KEYS = ['auth.welcome.features.build', 'auth.welcome.features.print', 'auth.welcome.features.grade', 'auth.welcome.features.analyse'] as const;

/** The public landing page. */
export function WelcomePage() {
  const t = useT();
  useDocumentTitle(t('app.tagline'));
  return (
    <div className="mx-auto mt-6 flex max-w-3xl flex-col items-center gap-8 text-center sm:mt-16">
      <div className="flex flex-col gap-4">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary-700 dark:text-primary-300">{t('app.tagline')}</p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">{t('auth.welcome.title')}</h1>
        <p className="text-lg text-slate-600 dark:text-slate-300">{t('auth.welcome.intro')}</p>
      </div>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {/* A full-page navigation: sign-in may happen at the identity provider (SPEC 1). */}
        <a href={LOGIN_REDIRECT_PATH} className="btn-primary">
          {t('auth.welcome.signIn')}
        </a>
        <Link href={paths.register} className="btn-secondary">
          {t('auth.welcome.register')}
        </Link>
      </div>
      <ul className="grid w-full gap-3 text-left sm:grid-cols-2">
        {FEATURE_KEYS.map((key) => (
          <li key={key} className="card flex items-start gap-3 p-4 sm:p-5">
            <span aria-hidden="true" className="mt-0.5 text-primary-600 dark:text-primary-300">
              ✓
            </span>
            <span>{t(key)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
