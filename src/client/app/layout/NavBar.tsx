import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useT } from '../../core/i18n';
import { paths } from '../../core/paths';
import { useLazyModule } from '../../ui/use-lazy-module';
import { activeClassroomOf, NAV_LINK_CLASS, sectionOf } from './nav-sections';
import { PaletteButton } from './PaletteButton';
import { SchoolsNavItem } from './SchoolsNavItem';
import { UserArea } from './UserArea';

const MENU_ID = 'nav-menu';

// The small-screen menu's panel comes with its first opening: most visits never open it (issue 15's initial JavaScript).
const loadMobileMenu = () => import('./MobileMenu');

const BAR_CLASS = [
  'mx-auto flex max-w-[80rem] items-center gap-2 rounded-2xl border border-slate-200 bg-white/90 px-2 py-1.5',
  'shadow-lg shadow-slate-200/60 backdrop-blur sm:px-3 dark:border-slate-700 dark:bg-slate-900/90 dark:shadow-black/30',
].join(' ');

/** SPEC 2: the floating top bar of the signed-in screens. */
export function NavBar() {
  const t = useT();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = useLazyModule(loadMobileMenu, menuOpen);
  const section = sectionOf(location);
  const current = (which: typeof section) => (section === which ? ('page' as const) : undefined);

  // A followed link closes the small-screen menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the location changes, which is what the dependency says
  useEffect(() => setMenuOpen(false), [location]);

  return (
    // The page's own background behind the floating bar: scrolled content (the breadcrumbs) showed in the gap above it.
    // Escape anywhere in the bar or the small-screen menu (a sibling of the bar) closes the menu, and the
    // keyboard goes back to its button: the panel's links were left out when only the bar listened.
    <header
      className="page-backdrop sticky top-0 z-30 px-2 pt-2 sm:px-4 sm:pt-3"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !menuOpen) return;
        setMenuOpen(false);
        menuButton.current?.focus();
      }}
    >
      <nav aria-label={t('nav.label')} className={BAR_CLASS}>
        <Link href={paths.home} className="brand shrink-0 px-1 text-base">
          <span aria-hidden="true" className="brand-mark h-7 w-7">
            C
          </span>
          {t('app.name')}
        </Link>
        <ul className="ml-2 hidden items-center gap-1 md:flex">
          <li>
            <Link href={paths.home} aria-current={current('home')} className={NAV_LINK_CLASS}>
              {t('nav.home')}
            </Link>
          </li>
          <li className="relative">
            <SchoolsNavItem active={section === 'schools'} activeClassroomId={activeClassroomOf(location)} className={NAV_LINK_CLASS} />
          </li>
          <li>
            <Link href={paths.quizzes} aria-current={current('quizzes')} className={NAV_LINK_CLASS}>
              {t('nav.quizzes')}
            </Link>
          </li>
        </ul>
        <div className="ml-auto flex min-w-0 items-center gap-2">
          <PaletteButton />
          <div className="hidden lg:flex">
            <UserArea layout="row" />
          </div>
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focusable lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            ref={menuButton}
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            aria-label={t('nav.menu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              {menuOpen ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 6h14M3 10h14M3 14h14" />}
            </svg>
          </button>
        </div>
      </nav>
      {menuOpen && menu && <menu.MobileMenu id={MENU_ID} section={section} onNavigate={() => setMenuOpen(false)} />}
    </header>
  );
}
