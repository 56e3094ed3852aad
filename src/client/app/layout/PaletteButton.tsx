import { useT } from '../../core/i18n';
import { ariaKeyShortcuts } from '../../core/shortcuts';
import { openPalette } from '../../features/palette';
import { ShortcutKeys } from '../../ui/ShortcutKeys';
import { withShellCommands } from './use-app-commands';

const open = withShellCommands(openPalette);

const BUTTON_CLASS = [
  'inline-flex min-h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-600',
  'hover:bg-slate-100 focusable dark:border-slate-600 dark:bg-slate-900 dark:text-slate-300 dark:hover:bg-slate-800',
].join(' ');

/** The mouse way into the command palette, showing the keyboard way. */
export function PaletteButton() {
  const t = useT();
  return (
    <button type="button" onClick={open} aria-keyshortcuts={ariaKeyShortcuts('mod+k')} title={t('nav.openPalette')} className={BUTTON_CLASS}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="9" cy="9" r="6" />
        <path d="M14 14l4 4" strokeLinecap="round" />
      </svg>
      {/* The name comes from the content, so what is seen is part of what is read (WCAG 2.5.3). One line: a long
          name beside it broke it in two (Spanish, 1280 px); `!` because not-sr-only sets white-space after it. */}
      <span className="sr-only xl:not-sr-only xl:!whitespace-nowrap">{t('nav.openPalette')}</span>
      <ShortcutKeys shortcut="mod+k" className="hidden sm:inline-flex" />
    </button>
  );
}
