import { Link } from 'wouter';
import { useT } from '../../core/i18n';
import { loadCommandProviders, openOverlay } from '../../core/overlays';
import { paths } from '../../core/paths';

/**
 * SPEC 2 dashboard items. Classes live inside schools, so that card leads
 * there; pupils live inside a class, so that card asks which class and opens
 * its Pupils tab (the schools feature's chooser, loaded on demand by name).
 */
type Item = { id: string; labelKey: string; hintKey: string; icon: string } & ({ href: string } | { overlay: string });

const ITEMS: readonly Item[] = [
  { id: 'home', href: paths.home, labelKey: 'dashboard.nav.home', hintKey: 'dashboard.nav.homeHint', icon: '⌂' },
  { id: 'quizzes', href: paths.quizzes, labelKey: 'dashboard.nav.quizzes', hintKey: 'dashboard.nav.quizzesHint', icon: '✎' },
  { id: 'classes', href: paths.schools, labelKey: 'dashboard.nav.classes', hintKey: 'dashboard.nav.classesHint', icon: '▦' },
  { id: 'pupils', overlay: 'choose-pupils', labelKey: 'dashboard.nav.pupils', hintKey: 'dashboard.nav.pupilsHint', icon: '☺' },
  { id: 'results', href: paths.results, labelKey: 'dashboard.nav.results', hintKey: 'dashboard.nav.resultsHint', icon: '▤' },
  { id: 'history', href: paths.history, labelKey: 'dashboard.nav.history', hintKey: 'dashboard.nav.historyHint', icon: '↺' },
  { id: 'settings', href: paths.settings, labelKey: 'dashboard.nav.settings', hintKey: 'dashboard.nav.settingsHint', icon: '⚙' },
];

const CARD_LINK_CLASS = [
  'flex h-full min-h-11 items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-900 no-underline shadow-sm',
  'transition-colors hover:border-primary-300 hover:bg-primary-50 focusable',
  'dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-primary-700 dark:hover:bg-slate-800',
].join(' ');

export function DashboardNav() {
  const t = useT();
  return (
    <nav aria-label={t('dashboard.nav.label')}>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {ITEMS.map((item) => (
          <li key={item.id} className="min-w-0">
            {'overlay' in item ? (
              <button
                type="button"
                aria-haspopup="dialog"
                className={`${CARD_LINK_CLASS} w-full text-left`}
                onClick={() => void loadCommandProviders().then(() => openOverlay(item.overlay))}
              >
                <CardContent icon={item.icon} label={t(item.labelKey)} hint={t(item.hintKey)} />
              </button>
            ) : (
              <Link href={item.href} aria-current={item.href === paths.home ? 'page' : undefined} className={CARD_LINK_CLASS}>
                <CardContent icon={item.icon} label={t(item.labelKey)} hint={t(item.hintKey)} />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CardContent({ icon, label, hint }: { icon: string; label: string; hint: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-primary-100 text-lg text-primary-800 dark:bg-slate-800 dark:text-primary-200"
      >
        {icon}
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold">{label}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">{hint}</span>
      </span>
    </>
  );
}
