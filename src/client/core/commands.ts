// The one command registry (DESIGN 4, after excalidraw's action manager): the
// global shortcut handler, the command palette and the shortcut help all read
// it, so a command added here is at once searchable, bound to its keys and
// documented. Features (and screens, while mounted) add their own commands.
import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';

/** Palette and help sections, in display order. */
export const COMMAND_GROUPS = ['navigation', 'actions', 'preferences', 'account', 'help'] as const;
export type CommandGroup = (typeof COMMAND_GROUPS)[number];

export interface Command {
  /** Unique; a later registration with the same id replaces the earlier one until it is removed. */
  id: string;
  /** i18n key of the label (`palette.commands.goHome`). */
  labelKey: string;
  /** Extra words the palette search matches (in any language: they are not shown). */
  keywords?: readonly string[];
  /**
   * Key binding: chords separated by spaces are a sequence (`g h`); a chord
   * joins modifiers with `+` (`mod+k`, mod being Ctrl, or Cmd on a Mac). See core/shortcuts.ts.
   */
  shortcut?: string;
  group: CommandGroup;
  /**
   * Also fires while the focus is in a text field (core/shortcuts.ts), for
   * Alt chords only: Alt+letter types nothing on Windows and Linux, and on a
   * Mac, where Option+letter types a character (ñ, ß), the field keeps it.
   */
  whileTyping?: boolean;
  /** The command exists only while this returns true (a feature flag, a screen state). */
  when?: () => boolean;
  run: () => void | Promise<void>;
  /**
   * A screen's own keys, which run no command (the grade grid's arrows, Enter, F2…): the shortcut help shows
   * `render()` under the label (the list the screen's own key panel shows, so the two agree) and does not list
   * again the commands `commandIds` names. Such an entry only documents: its `when` is false.
   */
  keyHelp?: { render: () => ReactNode; commandIds: readonly string[] };
}

const registry = new Map<string, Command[]>();
const listeners = new Set<() => void>();
let snapshot: readonly Command[] = [];

function publish(): void {
  // The newest registration of an id wins; removing it uncovers the previous one.
  const latest = new Map<string, Command>();
  for (const stack of registry.values()) {
    const top = stack.at(-1);
    if (top) latest.set(top.id, top);
  }
  snapshot = [...latest.values()];
  for (const listener of listeners) listener();
}

/** Adds commands; the returned function removes exactly these registrations. */
export function registerCommands(commands: readonly Command[]): () => void {
  for (const command of commands) {
    const stack = registry.get(command.id) ?? [];
    stack.push(command);
    registry.set(command.id, stack);
  }
  publish();
  let removed = false;
  return () => {
    if (removed) return;
    removed = true;
    for (const command of commands) {
      const stack = registry.get(command.id);
      if (!stack) continue;
      const at = stack.lastIndexOf(command);
      if (at >= 0) stack.splice(at, 1);
      if (stack.length === 0) registry.delete(command.id);
    }
    publish();
  };
}

/** Every registered command, whether or not it is currently available. */
export function getCommands(): readonly Command[] {
  return snapshot;
}

export function isAvailable(command: Command): boolean {
  try {
    return command.when ? command.when() : true;
  } catch (error) {
    // A broken condition hides its command; it must not take the palette down.
    console.warn(`command ${command.id}: when() failed`, error);
    return false;
  }
}

/** The commands usable right now. */
export function availableCommands(): Command[] {
  return snapshot.filter(isAvailable);
}

export function findCommand(id: string): Command | undefined {
  return snapshot.find((command) => command.id === id);
}

/** Runs a command; a failure is logged, never thrown into the key handler or the palette. */
export async function runCommand(command: Command): Promise<void> {
  try {
    await command.run();
  } catch (error) {
    console.error(`command ${command.id} failed`, error);
  }
}

export function subscribeCommands(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The registered commands, re-rendering when the registry changes (apply isAvailable when showing them). */
export function useCommands(): readonly Command[] {
  return useSyncExternalStore(subscribeCommands, getCommands, getCommands);
}

/**
 * Registers commands while the calling component is mounted. The commands
 * are read through a ref, so `run` may close over fresh props without
 * re-registering on every render; pass `deps` when the set itself changes.
 */
export function useRegisterCommands(commands: readonly Command[], deps: readonly unknown[] = []): void {
  const latest = useRef(commands);
  latest.current = commands;
  useEffect(() => {
    const proxies = latest.current.map<Command>((command, index) => ({
      ...command,
      when: () => {
        const current = latest.current[index] ?? command;
        return current.when ? current.when() : true;
      },
      run: () => (latest.current[index] ?? command).run(),
    }));
    return registerCommands(proxies);
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what changes the set (a hook that forwards its dependencies)
  }, deps);
}

/** Test helper: forget every command. */
export function resetCommands(): void {
  registry.clear();
  publish();
}
