// The shell's own commands (DESIGN 4/6): navigation, language, theme and sign
// out. Loaded with the features' commands (app/command-providers.ts), on the
// palette's first opening, the shortcut help's or a `g …` sequence's first
// key, not with the first screen (issue 15's initial JavaScript); the two
// keys that open the overlays are in use-app-commands.ts from the start.
import { type Command, registerCommands } from '../../core/commands';
import { isEnabled } from '../../core/config';
import { getTargetLanguage, setLanguage, t } from '../../core/i18n';
import type { Language } from '../../core/language';
import { paths } from '../../core/paths';
import { getPreferences, THEMES, updatePreferences } from '../../core/preferences';
import { requestSignOut } from '../../core/sign-out-state';
import { toast } from '../../core/toasts.store';

/** light -> dark -> system -> light. */
export function nextTheme(theme: (typeof THEMES)[number]): (typeof THEMES)[number] {
  return THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length] ?? 'system';
}

/**
 * The next theme, said in a toast: following the device when it is already dark (or light) changes nothing on
 * screen, and the teacher could not tell the command had worked.
 */
function toggleTheme(): void {
  const theme = nextTheme(getPreferences().theme);
  updatePreferences({ theme });
  toast.info(t(THEME_NOW[theme]));
}

/** Written out, so that the check of every key used (i18n-keys.test) finds them. */
const THEME_NOW: Record<(typeof THEMES)[number], string> = {
  light: 'palette.themeNow.light',
  dark: 'palette.themeNow.dark',
  system: 'palette.themeNow.system',
};

function switchLanguage(language: Language): Promise<void> {
  return setLanguage(language);
}

/** A language's command is offered only when the app is in another one ("Switch to Romanian" showed in Romanian). */
const notIn = (language: Language) => () => getTargetLanguage() !== language;

/** Registers the commands, navigating with the router's own navigate (the leave guard asks first); returns their removal. */
export function registerAppCommands(navigate: (path: string) => void): () => void {
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
    // From any screen (a new teacher on a class's page found none); the quizzes list registers it again with Alt+N.
    {
      id: 'quizList.create',
      labelKey: 'palette.commands.createQuiz',
      keywords: ['new test', 'new quiz', 'test nou', 'creează', 'nuevo examen', 'crear'],
      group: 'actions',
      run: go(paths.quizCreate),
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
      when: notIn('en'),
      run: () => switchLanguage('en'),
    },
    {
      id: 'setLanguage.ro',
      labelKey: 'palette.commands.languageRo',
      keywords: ['română', 'romanian', 'language', 'limbă', 'idioma'],
      group: 'preferences',
      when: notIn('ro'),
      run: () => switchLanguage('ro'),
    },
    {
      id: 'setLanguage.es',
      labelKey: 'palette.commands.languageEs',
      keywords: ['español', 'spanish', 'language', 'limbă', 'idioma'],
      group: 'preferences',
      when: notIn('es'),
      run: () => switchLanguage('es'),
    },
    {
      id: 'theme.toggle',
      labelKey: 'palette.commands.toggleTheme',
      keywords: ['dark', 'light', 'system', 'mode', 'temă', 'tema', 'oscuro', 'întunecat'],
      group: 'preferences',
      when: () => isEnabled('darkModeToggle'),
      run: toggleTheme,
    },
    {
      id: 'account.signOut',
      labelKey: 'palette.commands.signOut',
      keywords: ['logout', 'log out', 'deconectare', 'cerrar sesión'],
      group: 'account',
      run: () => void requestSignOut(),
    },
  ];
  return registerCommands(commands);
}
