// Key caps: "backspace" showed in lower case where every other key was
// capitalised (Enter, Tab, Esc), and Spanish showed the English names where
// its keyboards (and its own texts: "Mayús: subir") print Mayús, Intro,
// Supr. Every shortcut the app lists, in every language, is written as that
// language's keyboards print it.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { shortcutKeys } from '../../../src/client/core/shortcuts';
import { GRID_KEYS } from '../../../src/client/features/grading/view/grid-keys';
import { EDITOR_SHORTCUTS } from '../../../src/client/features/quiz-editor/editor-shortcuts';
import { keyNames } from '../../../src/client/ui/key-names';

const root = join(import.meta.dirname, '..', '..', '..');

/** The caps of a shortcut in a language, as ShortcutKeys shows them with the language's `keys` texts. */
function caps(shortcut: string, language: string, mac = false): string[][] {
  const dictionary = JSON.parse(readFileSync(join(root, 'i18n', `${language}.json`), 'utf8')) as { keys: Record<string, string> };
  const name = keyNames((path) => dictionary.keys[path.replace(/^keys\./, '')] ?? path);
  return shortcutKeys(shortcut, mac).map((step) => step.map(name));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every command's shortcut written in the client's source, the editor's bindings and the grid's key list. */
function everyShortcut(): string[] {
  const source = sourceFiles(join(root, 'src', 'client'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const written = [...source.matchAll(/shortcut[:=] ?['"]([^'"]+)['"]/g)].map((match) => match[1]!);
  return [...written, ...Object.values(EDITOR_SHORTCUTS), ...GRID_KEYS.flatMap((entry) => entry.keys)];
}

describe('key caps', () => {
  it('a named key is capitalised like the others, without the texts too', () => {
    assert.deepEqual(shortcutKeys('mod+shift+backspace', false), [['Ctrl', 'Shift', 'Backspace']]);
    assert.deepEqual(shortcutKeys('alt+shift+backspace', true), [['⌥', '⇧', 'Backspace']]);
    assert.deepEqual(shortcutKeys('f2', false), [['F2']]);
    assert.deepEqual(shortcutKeys('g h', false), [['G'], ['H']]);
  });

  it('Spanish keys are the Spanish keyboard’s; Romanian keyboards print the English names', () => {
    assert.deepEqual(caps('mod+shift+backspace', 'es'), [['Ctrl', 'Mayús', 'Retroceso']]);
    assert.deepEqual(caps('mod+shift+enter', 'es'), [['Ctrl', 'Mayús', 'Intro']]);
    assert.deepEqual(caps('delete', 'es'), [['Supr']]);
    assert.deepEqual(caps('pageup', 'es'), [['Re Pág']]);
    assert.deepEqual(caps('mod+shift+backspace', 'ro'), [['Ctrl', 'Shift', 'Backspace']]);
    assert.deepEqual(caps('pageup', 'en'), [['Page Up']]);
    // A Mac's modifiers are its symbols in every language.
    assert.deepEqual(caps('mod+shift+enter', 'es', true), [['⌘', '⇧', 'Intro']]);
  });

  for (const language of ['en', 'ro', 'es']) {
    it(`every shortcut the app lists is written as the keyboard prints it: no lower case, every named key from the texts (${language})`, () => {
      const shortcuts = everyShortcut();
      assert.ok(shortcuts.length > 30, `${shortcuts.length} shortcuts found: is the pattern still right?`);
      const names = (JSON.parse(readFileSync(join(root, 'i18n', `${language}.json`), 'utf8')) as { keys: Record<string, string> }).keys;
      const lowerCase = shortcuts.flatMap((shortcut) =>
        caps(shortcut, language)
          .flat()
          .filter((cap) => /^\p{Ll}/u.test(cap)),
      );
      assert.deepEqual(lowerCase, []);
      // A word on a key (Shift, Page Up, the arrows' row) is the language's, not the registry's name ("Pageup").
      const words = new Set(shortcuts.flatMap((shortcut) => shortcutKeys(shortcut, false).flat()).filter((cap) => /^[A-Z][a-z]+$/.test(cap)));
      const unnamed = [...words].filter((cap) => !['Ctrl', 'Alt'].includes(cap) && !names[cap.toLowerCase()]);
      assert.deepEqual(unnamed, []);
    });
  }
});
