import { Link } from 'wouter';
import { useT } from '../../core/i18n';
import { paths } from '../../core/paths';
import { NAV_LINK_CLASS, type NavSection } from './nav-sections';
import { UserArea } from './UserArea';

export interface MobileMenuProps {
  id: string;
  section: NavSection | null;
  onNavigate: () => void;
}

/** The bar's links and account controls on screens too narrow for them (below 1024 px). */
export function MobileMenu({ id, section, onNavigate }: MobileMenuProps) {
  const t = useT();
  const current = (which: NavSection) => (section === which ? ('page' as const) : undefined);
  return (
    <div
      id={id}
      className="mx-auto mt-2 max-w-[80rem] rounded-2xl border border-slate-200 bg-white p-3 shadow-lg lg:hidden dark:border-slate-700 dark:bg-slate-900"
    >
      <ul className="flex flex-col gap-1 md:hidden">
        <li>
          <Link href={paths.home} aria-current={current('home')} onClick={onNavigate} className={`${NAV_LINK_CLASS} w-full`}>
            {t('nav.home')}
          </Link>
        </li>
        <li>
          <Link href={paths.schools} aria-current={current('schools')} onClick={onNavigate} className={`${NAV_LINK_CLASS} w-full`}>
            {t('nav.schools')}
          </Link>
        </li>
        <li>
          <Link href={paths.quizzes} aria-current={current('quizzes')} onClick={onNavigate} className={`${NAV_LINK_CLASS} w-full`}>
            {t('nav.quizzes')}
          </Link>
        </li>
      </ul>
      <div className="mt-3 border-t border-slate-200 pt-3 md:mt-0 md:border-0 md:pt-0 dark:border-slate-700">
        <UserArea layout="column" onNavigate={onNavigate} />
      </div>
    </div>
  );
}
