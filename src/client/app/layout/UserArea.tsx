import { Link } from 'wouter';
import { useT } from '../../core/i18n';
import { paths } from '../../core/paths';
import { useSession } from '../../core/session';
import { requestSignOut, useSavingBeforeSignOut } from '../../core/sign-out-state';
import { displayName } from '../../core/user';
import { BusyButton } from '../../ui/BusyButton';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';

export interface UserAreaProps {
  /** Stacked in the small-screen menu, in a row in the bar. */
  layout: 'row' | 'column';
  onNavigate?: () => void;
}

const SETTINGS_LINK_CLASS = [
  'inline-flex min-h-10 min-w-0 max-w-48 items-center gap-2 rounded-lg px-2 py-1 text-sm font-medium text-slate-800 no-underline',
  'hover:bg-slate-100 focusable dark:text-slate-100 dark:hover:bg-slate-800',
].join(' ');

/** The user's initial in a round badge. */
const INITIAL_CLASS = [
  'inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-primary-100',
  'text-xs font-bold uppercase text-primary-800 dark:bg-slate-700 dark:text-primary-200',
].join(' ');

/** SPEC 2: the user's name (then username, then 'User'), the flag language switcher and sign-out. */
export function UserArea({ layout, onNavigate }: UserAreaProps) {
  const t = useT();
  const { user, busy } = useSession();
  const saving = useSavingBeforeSignOut();
  const name = displayName(user) ?? t('nav.fallbackName');
  return (
    <div className={layout === 'row' ? 'flex min-w-0 items-center gap-2' : 'flex flex-col items-start gap-3'}>
      <Link href={paths.settings} onClick={onNavigate} title={t('nav.settings')} className={SETTINGS_LINK_CLASS}>
        <span aria-hidden="true" className={INITIAL_CLASS}>
          {/* The first character whole: a letter outside the first plane is two UTF-16 units. */}
          {String.fromCodePoint(name.codePointAt(0) ?? 0x20)}
        </span>
        <span className="truncate" data-testid="nav-user-name">
          {name}
        </span>
        <span className="sr-only">{t('nav.settingsSuffix')}</span>
      </Link>
      <LanguageSwitcher />
      {/* One line: "Cerrar sesión" wrapped in two at 1024 px; the name gives way (truncated) instead. */}
      <BusyButton type="button" className="btn-secondary min-h-10 shrink-0 whitespace-nowrap px-3" onClick={() => void requestSignOut()} busy={busy || saving}>
        {saving ? t('nav.signOutSaving') : busy ? t('nav.signingOut') : t('nav.signOut')}
      </BusyButton>
    </div>
  );
}
