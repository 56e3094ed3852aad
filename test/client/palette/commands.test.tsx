import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { loadAppCommands } from '../../../src/client/app/layout/use-app-commands';
import { availableCommands, type Command, findCommand, getCommands, registerCommands, resetCommands, useCommands } from '../../../src/client/core/commands';
import { setLanguage } from '../../../src/client/core/i18n';
import { getPreferences, updatePreferences } from '../../../src/client/core/preferences';
import { installShortcuts, parseShortcut, shortcutKeys, shortcutProblem } from '../../../src/client/core/shortcuts';
import { clearToasts, toastStore } from '../../../src/client/core/toasts.store';
import { assertAbsent, assertFocused } from '../support/dom-assert';
import { renderApp, resetShell, signIn, stubApi } from '../support/shell';

function command(id: string, extra: Partial<Command> = {}): Command {
  return { id, labelKey: `test.${id}`, group: 'actions', run: () => {}, ...extra };
}

function key(target: Element | Document, init: KeyboardEventInit) {
  fireEvent.keyDown(target, init);
}

describe('command registry', () => {
  afterEach(resetCommands);

  it('registers and unregisters exactly what was added; a newer command with the same id wins until removed', () => {
    const first = command('a', { labelKey: 'first' });
    const second = command('a', { labelKey: 'second' });
    const offFirst = registerCommands([first, command('b')]);
    assert.deepEqual(
      getCommands().map((c) => c.id),
      ['a', 'b'],
    );
    const offSecond = registerCommands([second]);
    assert.equal(findCommand('a')?.labelKey, 'second');
    offSecond();
    assert.equal(findCommand('a')?.labelKey, 'first');
    offSecond();
    offFirst();
    assert.deepEqual(getCommands(), []);
  });

  it('`when` hides a command from the available set', () => {
    let enabled = false;
    registerCommands([command('a', { when: () => enabled }), command('b')]);
    assert.deepEqual(
      availableCommands().map((c) => c.id),
      ['b'],
    );
    enabled = true;
    assert.deepEqual(
      availableCommands().map((c) => c.id),
      ['a', 'b'],
    );
  });

  it('useCommands re-renders when features add or remove commands', () => {
    function Count() {
      return <p>{useCommands().length} commands</p>;
    }
    render(<Count />);
    assert.ok(screen.getByText('0 commands'));
    let off = () => {};
    act(() => {
      off = registerCommands([command('a'), command('b')]);
    });
    assert.ok(screen.getByText('2 commands'));
    act(off);
    assert.ok(screen.getByText('0 commands'));
  });
});

describe('shortcuts', () => {
  let ran: string[];
  let uninstall: () => void;
  let now = 0;
  beforeEach(() => {
    ran = [];
    now = 1000;
    registerCommands([
      command('palette', { shortcut: 'mod+k', run: () => void ran.push('palette') }),
      command('home', { shortcut: 'g h', run: () => void ran.push('home') }),
      command('help', { shortcut: '?', run: () => void ran.push('help') }),
    ]);
    uninstall = installShortcuts(document, { now: () => now, loadMoreCommands: () => Promise.resolve() });
  });
  afterEach(() => {
    uninstall();
    resetCommands();
    document.body.innerHTML = '';
  });

  it('parses chords and sequences, and shows them as key caps', () => {
    assert.deepEqual(parseShortcut('mod+k'), [{ key: 'k', mod: true, alt: false, shift: false }]);
    assert.equal(parseShortcut('g h').length, 2);
    assert.deepEqual(shortcutKeys('mod+k', false), [['Ctrl', 'K']]);
    assert.deepEqual(shortcutKeys('mod+k', true), [['⌘', 'K']]);
    assert.deepEqual(shortcutKeys('g h', false), [['G'], ['H']]);
  });

  it('runs Ctrl+K and Cmd+K, a two-key sequence, and "?" typed with Shift', () => {
    key(document.body, { key: 'k', ctrlKey: true });
    key(document.body, { key: 'k', metaKey: true });
    key(document.body, { key: 'g' });
    key(document.body, { key: 'h' });
    key(document.body, { key: '?', shiftKey: true });
    assert.deepEqual(ran, ['palette', 'palette', 'home', 'help']);
  });

  it('a sequence must be typed within a second, and a plain Ctrl+letter is left to the browser', () => {
    key(document.body, { key: 'g' });
    now += 1500;
    key(document.body, { key: 'h' });
    key(document.body, { key: 'h', ctrlKey: true });
    key(document.body, { key: 'g', shiftKey: true });
    key(document.body, { key: 'h' });
    assert.deepEqual(ran, []);
  });

  it('stays silent while typing in inputs, textareas and contenteditable, except Ctrl+K', () => {
    document.body.innerHTML =
      '<input id="i"><textarea id="t"></textarea><div id="c" contenteditable="true"><span id="s">x</span></div><input id="box" type="checkbox">';
    for (const id of ['i', 't', 's']) {
      const target = document.getElementById(id)!;
      key(target, { key: 'g' });
      key(target, { key: 'h' });
      key(target, { key: '?', shiftKey: true });
    }
    assert.deepEqual(ran, []);
    key(document.getElementById('i')!, { key: 'k', ctrlKey: true });
    assert.deepEqual(ran, ['palette']);
    // A checkbox takes no text: shortcuts work there.
    key(document.getElementById('box')!, { key: '?', shiftKey: true });
    assert.deepEqual(ran, ['palette', 'help']);
  });

  it('flags shortcuts that would clash with the browser', () => {
    assert.equal(shortcutProblem('mod+k'), null);
    assert.equal(shortcutProblem('g h'), null);
    assert.equal(shortcutProblem('mod+s'), null, 'save now: the browser saving the page is never wanted');
    assert.match(shortcutProblem('mod+p') ?? '', /clashes/);
    assert.match(shortcutProblem('g mod+alt+h') ?? '', /plain keys/);
    assert.match(shortcutProblem('h g') ?? '', /start with G/);
  });

  it('a G typed before any sequence is registered waits for the commands still loading, then runs its sequence', async () => {
    uninstall();
    resetCommands();
    let finish!: () => void;
    const loading = new Promise<void>((resolve) => (finish = resolve));
    const load = mock.fn(() => loading);
    uninstall = installShortcuts(document, { now: () => now, loadMoreCommands: load });
    key(document.body, { key: 'g' });
    key(document.body, { key: 'q' });
    assert.equal(load.mock.callCount(), 1, 'the G starts loading the commands');
    registerCommands([command('quizzes', { shortcut: 'g q', run: () => void ran.push('quizzes') })]);
    finish();
    await waitFor(() => assert.deepEqual(ran, ['quizzes'], 'the sequence runs once its command is in'));
  });

  it('a plain key that starts no sequence loads nothing', () => {
    uninstall();
    resetCommands();
    const load = mock.fn(() => Promise.resolve());
    uninstall = installShortcuts(document, { now: () => now, loadMoreCommands: load });
    key(document.body, { key: 'j' });
    key(document.body, { key: ' ' });
    key(document.body, { key: 'ArrowDown' });
    assert.equal(load.mock.callCount(), 0);
  });
});

describe('command palette and shortcut help', () => {
  let stub: ReturnType<typeof stubApi>;
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    mock.method(console, 'warn', () => {});
    stub = stubApi();
  });
  afterEach(async () => {
    mock.restoreAll();
    await resetShell();
    // The stub goes last: a screen still mounted could call the API once it is gone.
    stub.restore();
  });

  it('the shell registers its commands with safe shortcuts when first needed, and removes them when signed out', async () => {
    signIn();
    renderApp('/results');
    await screen.findByRole('heading', { level: 1, name: 'Results' });
    // Beyond Ctrl+K and '?', they come with the palette, the help or a `g …` sequence (app/layout/use-app-commands.ts).
    assert.deepEqual(
      getCommands().map((c) => c.id),
      ['help.shortcuts', 'help.palette'],
    );
    await act(() => loadAppCommands());
    const ids = getCommands().map((c) => c.id);
    for (const id of [
      'go.home',
      'go.schools',
      'go.quizzes',
      'go.settings',
      'setLanguage.en',
      'setLanguage.ro',
      'setLanguage.es',
      'theme.toggle',
      'account.signOut',
      'help.shortcuts',
      'help.palette',
    ]) {
      assert.ok(ids.includes(id), id);
    }
    for (const c of getCommands()) if (c.shortcut) assert.equal(shortcutProblem(c.shortcut), null, c.id);
    await resetShell();
    assert.deepEqual(getCommands(), []);
  });

  it('Ctrl+K opens the palette as a modal dialog; typing filters; Enter runs a navigation command', async () => {
    signIn();
    const { location } = renderApp('/results');
    await screen.findByRole('heading', { level: 1, name: 'Results' });
    key(document.body, { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    assert.equal(dialog.getAttribute('aria-modal'), 'true');
    const input = within(dialog).getByRole('combobox');
    await waitFor(() => assertFocused(input));
    const navigation = within(dialog).getByRole('group', { name: 'Navigation' });
    assert.ok(within(navigation).getByRole('option', { name: /Go to Home/ }), 'commands are grouped');

    fireEvent.change(input, { target: { value: 'quizes' } });
    await waitFor(() => assertAbsent(within(dialog).queryByRole('option', { name: /Go to Home/ })));
    const option = within(dialog).getByRole('option', { name: /Go to Quizzes/ });
    assert.ok(option.textContent?.includes('G'), 'each command shows its shortcut');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => assert.equal(location.history?.at(-1), '/quizzes'));
    assertAbsent(screen.queryByRole('dialog', { name: 'Command palette' }));
    assert.ok(await screen.findByRole('heading', { level: 1, name: 'Quizzes' }));
  });

  it('keywords in other languages find a command, and a click runs it', async () => {
    signIn();
    renderApp('/results');
    await screen.findByRole('heading', { level: 1, name: 'Results' });
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: /^Open command palette/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'română' } });
    fireEvent.click(await within(dialog).findByRole('option', { name: /Switch language to Romanian/ }));
    assert.ok(await screen.findByRole('heading', { level: 1, name: 'Rezultate' }));

    // In Romanian, the palette offers the other two languages, not the one in use (a new teacher: "Schimbă limba în română").
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Principal' })).getByRole('button', { name: /^Deschide paleta de comenzi/ }));
    const again = await screen.findByRole('dialog', { name: 'Paleta de comenzi' });
    fireEvent.change(within(again).getByRole('combobox'), { target: { value: 'limba' } });
    await within(again).findByRole('option', { name: /Schimbă limba în engleză/ });
    assert.ok(within(again).getByRole('option', { name: /Schimbă limba în spaniolă/ }));
    assertAbsent(within(again).queryByRole('option', { name: /Schimbă limba în română/ }));
  });

  // A new teacher on a class's page typed "nuevo" and found no way to a new test.
  it('"Create quiz" is offered on every screen, found by "nuevo" too, and opens a new test', async () => {
    signIn();
    const { location } = renderApp('/results');
    await screen.findByRole('heading', { level: 1, name: 'Results' });
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: /^Open command palette/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'nuevo' } });
    fireEvent.click(await within(dialog).findByRole('option', { name: /Create quiz/ }));
    await waitFor(() => assert.equal(location.history?.at(-1), '/quizzes/create'));
  });

  it('Escape closes the palette and gives focus back', async () => {
    signIn();
    renderApp('/results');
    await screen.findByRole('heading', { level: 1, name: 'Results' });
    const button = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: /^Open command palette/ });
    act(() => button.focus());
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    fireEvent.keyDown(within(dialog).getByRole('combobox'), { key: 'Escape' });
    await waitFor(() => assertAbsent(screen.queryByRole('dialog', { name: 'Command palette' })));
    assertFocused(button);
  });

  it('"?" opens the shortcut help listing every command with a shortcut, grouped', async () => {
    signIn();
    renderApp('/results');
    await screen.findByRole('heading', { level: 1, name: 'Results' });
    key(document.body, { key: '?', shiftKey: true });
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const navigation = within(help).getByRole('region', { name: 'Navigation' });
    for (const label of ['Go to Home', 'Go to Schools', 'Go to Quizzes', 'Go to Settings']) assert.ok(within(navigation).getByText(label));
    assert.ok(within(help).getByText('Open command palette'));
    assertAbsent(within(help).queryByText('Go to Results'), 'commands without a shortcut are not listed');
    fireEvent.keyDown(help, { key: 'Escape' });
    await waitFor(() => assertAbsent(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })));
  });

  it('"g q" navigates; the theme command cycles light, dark, system', async () => {
    signIn();
    const { location } = renderApp('/results');
    await screen.findByRole('heading', { level: 1, name: 'Results' });
    key(document.body, { key: 'g' });
    key(document.body, { key: 'q' });
    await waitFor(() => assert.equal(location.history?.at(-1), '/quizzes'));
    const theme = findCommand('theme.toggle')!;
    updatePreferences({ theme: 'light' });
    await act(async () => theme.run());
    assert.equal(getPreferences().theme, 'dark');
    assert.ok(document.documentElement.classList.contains('dark'));
    await act(async () => theme.run());
    assert.equal(getPreferences().theme, 'system');
  });

  it('the theme command says which theme is now in use (following the device, nothing visible may change)', async () => {
    signIn();
    renderApp('/results');
    await screen.findByRole('heading', { level: 1, name: 'Results' });
    await act(() => loadAppCommands());
    const theme = findCommand('theme.toggle')!;
    updatePreferences({ theme: 'light' });
    // The app's toaster (main.tsx) is outside the rendered app: what it shows is the store's.
    clearToasts();
    const toasts = () => toastStore.getSnapshot().context.toasts.map((toast) => toast.message);
    await act(async () => theme.run());
    assert.deepEqual(toasts(), ['Dark theme']);
    await act(async () => theme.run());
    await act(async () => theme.run());
    assert.deepEqual(toasts(), ['Dark theme', 'The theme follows the device (light or dark)', 'Light theme']);
  });
});
