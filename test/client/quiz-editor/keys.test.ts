import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { fireEvent } from '@testing-library/react';
import { type Command, registerCommands, resetCommands } from '../../../src/client/core/commands';
import { installShortcuts, shortcutProblem } from '../../../src/client/core/shortcuts';
import { EDITOR_SHORTCUTS } from '../../../src/client/features/quiz-editor/editor-shortcuts';

function command(id: string, extra: Partial<Command>, ran: string[]): Command {
  return { id, labelKey: `test.${id}`, group: 'actions', run: () => void ran.push(id), ...extra };
}

describe('editor shortcuts (Alt chords, also from inside a field)', () => {
  let ran: string[];
  let uninstall: () => void;
  let input: HTMLInputElement;
  beforeEach(() => {
    ran = [];
    registerCommands([
      command('add', { shortcut: 'alt+n', whileTyping: true }, ran),
      command('move', { shortcut: 'alt+arrowup', whileTyping: true }, ran),
      command('elsewhere', { shortcut: 'alt+x' }, ran),
    ]);
    uninstall = installShortcuts(document);
    input = document.createElement('input');
    document.body.append(input);
    input.focus();
  });
  afterEach(() => {
    uninstall();
    resetCommands();
    document.body.innerHTML = '';
  });

  it('every editor shortcut is a valid one (no Ctrl/Cmd+letter, which the browser owns, but save)', () => {
    for (const [name, shortcut] of Object.entries(EDITOR_SHORTCUTS)) {
      assert.equal(shortcutProblem(shortcut), null, name);
      // Save is Ctrl/Cmd+S, as in the grid: a Ctrl chord types nothing either.
      if (name === 'saveNow') assert.equal(shortcut, 'mod+s');
      else assert.match(shortcut, /^alt\+/, `${name} is an Alt chord, so it never types into a field`);
    }
  });

  it('an Alt chord marked whileTyping fires from a text field; one not marked stays silent there', () => {
    fireEvent.keyDown(input, { key: 'n', code: 'KeyN', altKey: true });
    fireEvent.keyDown(input, { key: 'ArrowUp', code: 'ArrowUp', altKey: true });
    fireEvent.keyDown(input, { key: 'x', code: 'KeyX', altKey: true });
    assert.deepEqual(ran, ['add', 'move']);
    fireEvent.keyDown(document.body, { key: 'x', code: 'KeyX', altKey: true });
    assert.deepEqual(ran, ['add', 'move', 'elsewhere'], 'outside a field every command answers');
  });

  it("on a Mac, Option+letter that types a character (ñ's dead key, ß) belongs to the field; outside a field it is the chord", () => {
    fireEvent.keyDown(input, { key: 'Dead', code: 'KeyN', altKey: true });
    fireEvent.keyDown(input, { key: 'ß', code: 'KeyS', altKey: true });
    assert.deepEqual(ran, []);
    fireEvent.keyDown(document.body, { key: 'Dead', code: 'KeyN', altKey: true });
    assert.deepEqual(ran, ['add']);
  });

  it('AltGr (Ctrl+Alt on Windows, which types ș and ț on a Romanian keyboard) never fires an Alt chord', () => {
    fireEvent.keyDown(input, { key: 'ș', code: 'KeyN', altKey: true, ctrlKey: true });
    fireEvent.keyDown(input, { key: 'n', code: 'KeyN', altKey: true, ctrlKey: true });
    assert.deepEqual(ran, []);
  });
});
