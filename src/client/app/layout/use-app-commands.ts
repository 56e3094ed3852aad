// The shell's own commands (DESIGN 4/6): navigation, language, theme, sign
// out and the two keyboard overlays. Features add theirs the same way.
import { useLocation } from 'wouter';
import { type Command, useRegisterCommands } from '../../core/commands';
import { isEnabled } from '../../core/config';
import { setLanguage } from '../../core/i18n';
import type { Language } from '../../core/language';
import { paths } from '../../core/paths';
import { getPreferences, THEMES, updatePreferences } from '../../core/preferences';
import { requestSignOut } from '../../core/sign-out-state';
import { openShortcutHelp, togglePalette } from '../../features/palette';

/** light -> dark -> system -> light. */
export function nextTheme(theme: (typeof THEMES)[number]): (typeof THEMES)[number] {
  return THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length] ?? 'system';
}

function switchLanguage(language: Language): Promise<void> {
  return setLanguage(language);
}

export function useAppCommands(): void {
  const [, navigate] = useLocation();
  const go = (path: string) => () => navigate(path);

  const commands: Command[] = [
    {
      id: 'go.home',
      labelKey: 'palette.commands.goHome',
      keywords: ['dashboard', 'start', 'acasă', 'inicio'],
      shortcut: 'g h',
      group: 'navigation',
      run: go(paths.home),
    },
    {
      id: 'go.schools',
      labelKey: 'palette.commands.goSchools',
      keywords: ['classrooms', 'classes', 'școli', 'escuelas'],
      shortcut: 'g s',
      group: 'navigation',
      run: go(paths.schools),
    },
    {
      id: 'go.quizzes',
      labelKey: 'palette.commands.goQuizzes',
      keywords: ['tests', 'teste', 'exámenes'],
      shortcut: 'g q',
      group: 'navigation',
      run: go(paths.quizzes),
    },
    { id: 'go.results', labelKey: 'palette.commands.goResults', keywords: ['rezultate', 'resultados'], group: 'navigation', run: go(paths.results) },
    { id: 'go.history', labelKey: 'palette.commands.goHistory', keywords: ['istoric', 'historial'], group: 'navigation', run: go(paths.history) },
    {
      id: 'go.settings',
      labelKey: 'palette.commands.goSettings',
      keywords: ['preferences', 'profile', 'setări', 'ajustes'],
      shortcut: 'g ,',
      group: 'navigation',
      run: go(paths.settings),
    },
    {
      id: 'setLanguage.en',
      labelKey: 'palette.commands.languageEn',
      keywords: ['english', 'language', 'limbă', 'idioma'],
      group: 'preferences',
      run: () => switchLanguage('en'),
    },
    {
      id: 'setLanguage.ro',
      labelKey: 'palette.commands.languageRo',
      keywords: ['română', 'romanian', 'language', 'limbă', 'idioma'],
      group: 'preferences',
      run: () => switchLanguage('ro'),
    },
    {
      id: 'setLanguage.es',
      labelKey: 'palette.commands.languageEs',
      keywords: ['español', 'spanish', 'language', 'limbă', 'idioma'],
      group: 'preferences',
      run: () => switchLanguage('es'),
    },
    {
      id: 'theme.toggle',
      labelKey: 'palette.commands.toggleTheme',
      keywords: ['dark', 'light', 'system', 'mode', 'temă', 'tema', 'oscuro', 'întunecat'],
      group: 'preferences',
      when: () => isEnabled('darkModeToggle'),
      run: () => updatePreferences({ theme: nextTheme(getPreferences().theme) }),
    },
    {
      id: 'account.signOut',
      labelKey: 'palette.commands.signOut',
      keywords: ['logout', 'log out', 'deconectare', 'cerrar sesión'],
      group: 'account',
      run: () => void requestSignOut(),
    },
    {
      id: 'help.shortcuts',
      labelKey: 'palette.commands.showShortcuts',
      keywords: ['keyboard', 'keys', 'help', 'taste', 'atajos'],
      shortcut: '?',
      group: 'help',
      run: openShortcutHelp,
    },
    {
      id: 'help.palette',
      labelKey: 'palette.commands.openPalette',
      keywords: ['commands', 'search', 'comenzi', 'comandos'],
      shortcut: 'mod+k',
      group: 'help',
      run: togglePalette,
    },
  ];
  useRegisterCommands(commands);
}
