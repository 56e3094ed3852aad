// The shell's commands while the signed-in layout is mounted. Ctrl+K and '?'
// are registered at once: they open the palette and the shortcut help, and
// Ctrl+K must stop the browser's own Ctrl+K as it is pressed. The rest
// (app-commands.ts) loads as a command provider (app/command-providers.ts),
// with the features' commands: a `g …` sequence, the palette and the help
// bring it when first used.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { type Command, useRegisterCommands } from '../../core/commands';
import { openShortcutHelp, togglePalette } from '../../features/palette';

type AppCommands = typeof import('./app-commands');

let loaded: AppCommands | null = null;
/** The mounted layout's navigate, null while no signed-in screen is shown. */
let navigate: ((path: string) => void) | null = null;
let unregister: (() => void) | null = null;

function registerWhenReady(): void {
  if (loaded && navigate && !unregister) unregister = loaded.registerAppCommands((path) => navigate?.(path));
}

let loading: Promise<void> | null = null;

/** The command provider: resolves once the commands are registered (when a layout is mounted), so a shortcut can match them. */
export function loadAppCommands(): Promise<void> {
  loading ??= import('./app-commands').then(
    (module) => {
      loaded = module;
      registerWhenReady();
    },
    (error: unknown) => {
      // Offline or a new deployment: the next use tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Opens an overlay that lists the commands, with the shell's on their way at once: they arrive long before the
 * palette's own code (its actor, then its view), so the list opens with them.
 */
export const withShellCommands = (open: () => void) => () => {
  loadAppCommands().catch(() => undefined);
  open();
};

const OVERLAY_KEYS: Command[] = [
  {
    id: 'help.shortcuts',
    labelKey: 'palette.commands.showShortcuts',
    keywords: ['keyboard', 'keys', 'help', 'taste', 'atajos'],
    shortcut: '?',
    group: 'help',
    run: withShellCommands(openShortcutHelp),
  },
  {
    id: 'help.palette',
    labelKey: 'palette.commands.openPalette',
    keywords: ['commands', 'search', 'comenzi', 'comandos'],
    shortcut: 'mod+k',
    group: 'help',
    run: withShellCommands(togglePalette),
  },
];

export function useAppCommands(): void {
  const [, navigateInRouter] = useLocation();
  const latest = useRef(navigateInRouter);
  latest.current = navigateInRouter;
  useRegisterCommands(OVERLAY_KEYS);
  useEffect(() => {
    navigate = (path) => latest.current(path);
    registerWhenReady();
    return () => {
      navigate = null;
      unregister?.();
      unregister = null;
    };
  }, []);
}
