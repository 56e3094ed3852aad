// The global keyboard handler: reads the command registry and runs the
// command whose shortcut was typed. Shortcut strings: chords separated by a
// space form a sequence (`g h`: G, then H within a second); a chord joins
// modifiers and a key with `+` (`mod+k`). `mod` is Ctrl, or Cmd on a Mac;
// either is accepted so a Mac user on Ctrl+K is not surprised.
import { availableCommands, type Command, runCommand } from './commands';
import { loadCommandProviders } from './overlays';

export interface Chord {
  key: string;
  mod: boolean;
  alt: boolean;
  shift: boolean;
}

/** Time allowed between the keys of a sequence. */
export const SEQUENCE_TIMEOUT_MS = 1000;

/**
 * Every sequence starts with G (`g h`, `g a`, as Gmail's and GitHub's do): a G typed before any command of a
 * sequence is in (the shell's own come with the features', app/command-providers.ts) is still the start of one.
 */
const SEQUENCE_START = 'g';
const sequenceStart: Chord = { key: SEQUENCE_START, mod: false, alt: false, shift: false };

const KEY_ALIASES: Record<string, string> = { esc: 'escape', space: ' ', return: 'enter' };

export function parseShortcut(shortcut: string): Chord[] {
  return shortcut
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((chord) => {
      // '+' on its own (or 'shift++') is the plus key, not a separator.
      const parts = chord === '+' ? ['+'] : chord.endsWith('++') ? [...chord.slice(0, -2).split('+'), '+'] : chord.split('+');
      const key = (parts.pop() ?? '').toLowerCase();
      const modifiers = new Set(parts.map((part) => part.toLowerCase()));
      return {
        key: KEY_ALIASES[key] ?? key,
        mod: modifiers.has('mod') || modifiers.has('ctrl') || modifiers.has('cmd') || modifiers.has('meta'),
        alt: modifiers.has('alt') || modifiers.has('option'),
        shift: modifiers.has('shift'),
      };
    });
}

const isLetter = (key: string) => /^[a-z]$/.test(key);

/** The key as the chord names it: the printed character, or the physical letter on non-Latin layouts. */
function eventKey(event: KeyboardEvent): string {
  const key = event.key.toLowerCase();
  // A Mac's Option+letter gives a character (ß) or a dead key (Option+N); the chord names the letter.
  if ((key.length === 1 && !/^[\x20-\x7e]$/.test(key)) || key === 'dead') {
    const letter = /^Key([A-Z])$/.exec(event.code)?.[1];
    if (letter) return letter.toLowerCase();
  }
  return key;
}

export function chordMatches(chord: Chord, event: KeyboardEvent): boolean {
  if (eventKey(event) !== chord.key) return false;
  if ((event.ctrlKey || event.metaKey) !== chord.mod) return false;
  if (event.altKey !== chord.alt) return false;
  // A symbol such as '?' needs Shift on most layouts: Shift only counts for letters and named keys.
  if (chord.shift) return event.shiftKey;
  return isLetter(chord.key) || chord.key.length > 1 ? !event.shiftKey : true;
}

/** True when the keys go into a text field, where plain-key shortcuts must stay silent. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[contenteditable=""], [contenteditable="true"]')) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
  }
  return false;
}

function insideModal(target: EventTarget | null): boolean {
  return target instanceof Element && Boolean(target.closest('dialog[open], [aria-modal="true"]'));
}

/**
 * A grid (the grade grid) owns its plain keys, as a spreadsheet does: a letter there is never half of `g q`.
 * But '?', which no mark takes: the help must open where the focus starts.
 */
function gridOwns(event: KeyboardEvent): boolean {
  return event.key !== '?' && event.target instanceof Element && Boolean(event.target.closest('[role="grid"]'));
}

/** Option+letter on a Mac types a character (or starts one: a dead key); such a key belongs to the field. */
function typesCharacter(event: KeyboardEvent): boolean {
  return event.key === 'Dead' || (event.key.length === 1 && !/^[\x20-\x7e]$/.test(event.key));
}

/** An Alt chord typed in a text field, for the commands that ask for it (Command.whileTyping). */
function altChordWhileTyping(event: KeyboardEvent): boolean {
  return event.altKey && !event.ctrlKey && !event.metaKey && !typesCharacter(event) && !insideModal(event.target);
}

/**
 * Why a shortcut would be a bad one, or null. The browser owns plain
 * Ctrl/Cmd+letter (find, print, new tab...), so only mod+k (the palette)
 * and mod+s (save now: the browser's "Save page as" is never wanted here,
 * and teachers press it by habit) may use it.
 */
export function shortcutProblem(shortcut: string): string | null {
  const chords = parseShortcut(shortcut);
  if (chords.length === 0) return 'empty shortcut';
  for (const chord of chords) {
    if (!chord.key) return `no key in "${shortcut}"`;
    if (chord.mod && !chord.alt && !chord.shift && chord.key !== 'k' && chord.key !== 's') return `"${shortcut}" clashes with the browser`;
  }
  if (chords.length > 1 && chords.some((chord) => chord.mod)) return `"${shortcut}": sequences use plain keys`;
  if (chords.length > 1 && (chords[0]!.key !== SEQUENCE_START || chords[0]!.alt || chords[0]!.shift)) return `"${shortcut}": sequences start with G`;
  return null;
}

export interface ShortcutHandlerOptions {
  /** The commands to match (the available ones from the registry by default). */
  commands?: () => readonly Command[];
  now?: () => number;
  /**
   * Loads the commands of features whose code is not in yet (the app's
   * command providers): a shortcut such as `g a` must work on a first screen
   * that never opened the palette.
   */
  loadMoreCommands?: () => Promise<void>;
}

/**
 * Listens for shortcuts on `target` until the returned function is called.
 * Ignored: keys typed into fields, a grid or inside an open dialog (except
 * chords with Ctrl/Cmd, which type nothing, and Alt chords for the commands
 * marked whileTyping), auto-repeats, IME composition, and events a component
 * already handled.
 */
export function installShortcuts(target: Window | Document | HTMLElement = window, options: ShortcutHandlerOptions = {}): () => void {
  const commands = options.commands ?? availableCommands;
  const now = options.now ?? (() => Date.now());
  // Providers add to the registry: with a list of its own, the handler has nothing more to load.
  const loadMoreCommands = options.loadMoreCommands ?? (options.commands ? () => Promise.resolve() : loadCommandProviders);
  let pending: KeyboardEvent[] = [];
  let pendingAt = 0;
  let moreCommands: Promise<void> | null = null;
  let moreLoaded = false;

  function whenMoreCommands(): Promise<void> {
    moreCommands ??= loadMoreCommands().then(() => {
      moreLoaded = true;
    });
    return moreCommands;
  }

  function candidates(): { command: Command; chords: Chord[] }[] {
    return commands().flatMap((command) => (command.shortcut ? [{ command, chords: parseShortcut(command.shortcut) }] : []));
  }

  function match(sequence: KeyboardEvent[], all: { command: Command; chords: Chord[] }[]) {
    const prefixOf = all.filter(({ chords }) => chords.length >= sequence.length && sequence.every((event, i) => chordMatches(chords[i]!, event)));
    return { exact: prefixOf.find(({ chords }) => chords.length === sequence.length), partial: prefixOf.some(({ chords }) => chords.length > sequence.length) };
  }

  const onKeyDown = (raw: Event) => {
    const event = raw as KeyboardEvent;
    if (event.defaultPrevented || event.isComposing || ['Shift', 'Control', 'Alt', 'Meta'].includes(event.key)) return;
    const quiet = isTypingTarget(event.target) || insideModal(event.target) || gridOwns(event);
    const typingChord = quiet && !(event.ctrlKey || event.metaKey) && altChordWhileTyping(event);
    if (quiet && !(event.ctrlKey || event.metaKey) && !typingChord) {
      pending = [];
      return;
    }
    if (event.repeat) return;
    const all = typingChord ? candidates().filter(({ command }) => command.whileTyping) : candidates();
    if (pending.length && now() - pendingAt > SEQUENCE_TIMEOUT_MS) pending = [];
    // Continue the sequence in progress; if that leads nowhere, this key may start a new one.
    for (const sequence of pending.length ? [[...pending, event], [event]] : [[event]]) {
      const { exact, partial } = match(sequence, all);
      if (exact) {
        event.preventDefault();
        pending = [];
        void runCommand(exact.command);
        return;
      }
      if (partial) {
        pending = sequence;
        pendingAt = now();
        // A sequence has begun: fetch the commands not loaded yet while the next key comes.
        void whenMoreCommands();
        return;
      }
    }
    // A G before the commands of any sequence are in: held as a sequence's start while they load.
    if (!pending.length && !moreLoaded && !typingChord && chordMatches(sequenceStart, event)) {
      pending = [event];
      pendingAt = now();
      void whenMoreCommands();
      return;
    }
    const unmatched = [...pending, event];
    const sequenceBroke = pending.length > 0;
    pending = [];
    // `g a` may belong to a feature not loaded yet: match it again once that feature's commands are in.
    if (sequenceBroke && !moreLoaded) {
      void whenMoreCommands().then(() => {
        const { exact } = match(unmatched, candidates());
        if (exact && !pending.length) void runCommand(exact.command);
      });
    }
  };

  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}

export function isMacPlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform ?? '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

// Key caps show what is printed on the keys (Ctrl, Esc, arrows), capitalised (Backspace, F2). Where a language's
// keyboards print another name (Mayús, Intro, Supr in Spanish), ShortcutKeys's `names` gives it (ui/ShortcutKeys keyNames).
const KEY_LABELS: Record<string, string> = { escape: 'Esc', enter: 'Enter', ' ': 'Space', arrowup: '↑', arrowdown: '↓', arrowleft: '←', arrowright: '→' };

/** Key caps for display: one array of labels per step of the sequence (`[['Ctrl', 'K']]`, `[['G'], ['H']]`). */
export function shortcutKeys(shortcut: string, mac = isMacPlatform()): string[][] {
  return parseShortcut(shortcut).map((chord) => {
    const keys: string[] = [];
    if (chord.mod) keys.push(mac ? '⌘' : 'Ctrl');
    if (chord.alt) keys.push(mac ? '⌥' : 'Alt');
    if (chord.shift) keys.push(mac ? '⇧' : 'Shift');
    keys.push(KEY_LABELS[chord.key] ?? chord.key[0]!.toUpperCase() + chord.key.slice(1));
    return keys;
  });
}

/** The shortcut as `aria-keyshortcuts` wants it (only single chords can be expressed). */
export function ariaKeyShortcuts(shortcut: string, mac = isMacPlatform()): string | undefined {
  const chords = parseShortcut(shortcut);
  if (chords.length !== 1) return undefined;
  const chord = chords[0]!;
  const parts = [
    chord.mod ? (mac ? 'Meta' : 'Control') : '',
    chord.alt ? 'Alt' : '',
    chord.shift ? 'Shift' : '',
    chord.key.length === 1 ? chord.key.toUpperCase() : chord.key,
  ];
  return parts.filter(Boolean).join('+');
}
