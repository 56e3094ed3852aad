import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { cancelAllConfirms, confirm } from '../../../src/client/core/dialog.store';
import { setLanguage } from '../../../src/client/core/i18n';
import { ConfirmDialogHost } from '../../../src/client/ui/ConfirmDialogHost';
import { Modal } from '../../../src/client/ui/Modal';
import { MAIN_CONTENT_ID } from '../../../src/client/ui/main-region';
import { assertAbsent, assertFocused } from '../support/dom-assert';

function ModalDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Rename school" description="Pick a new name.">
        <input aria-label="Name" />
        <button type="button">Save</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  beforeEach(() => setLanguage('en', { persist: false }));
  afterEach(cleanup);

  it('is a modal dialog named by its title, traps focus, closes on Escape and gives focus back', async () => {
    render(<ModalDemo />);
    const opener = screen.getByRole('button', { name: 'Open' });
    act(() => opener.focus());
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Rename school' });
    assert.equal(dialog.tagName, 'DIALOG');
    assert.equal(dialog.getAttribute('aria-modal'), 'true');
    assert.equal((dialog as HTMLDialogElement).open, true);
    assert.equal(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent, 'Pick a new name.');
    assert.equal(document.documentElement.style.overflow, 'hidden', 'the page behind does not scroll');

    const close = within(dialog).getByRole('button', { name: 'Close' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    assertFocused(within(dialog).getByRole('textbox', { name: 'Name' }), 'focus starts in the content, not on the close button');
    act(() => save.focus());
    fireEvent.keyDown(save, { key: 'Tab' });
    assertFocused(close, 'Tab from the last control wraps to the first');
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    assertFocused(save, 'Shift+Tab from the first wraps to the last');

    fireEvent.keyDown(save, { key: 'Escape' });
    assertAbsent(screen.queryByRole('dialog'));
    assertFocused(opener);
    assert.equal(document.documentElement.style.overflow, '');
  });
});

describe('Modal opened with the focus nowhere (from the command palette, which closed first)', () => {
  beforeEach(() => setLanguage('en', { persist: false }));
  afterEach(cleanup);

  it('hands the keyboard to the main region when it closes, not back to the page body (the next Tab started at the top)', async () => {
    render(
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <ModalDemo />
      </main>,
    );
    // The palette ran the command: it had closed, and the focus was on the body when the dialog opened.
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    assert.equal(document.activeElement, document.body);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename school' });
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Save' }), { key: 'Escape' });
    assertAbsent(screen.queryByRole('dialog'));
    assertFocused(screen.getByRole('main'));
  });
});

describe('confirm()', () => {
  beforeEach(() => setLanguage('en', { persist: false }));
  afterEach(() => {
    cancelAllConfirms();
    cleanup();
  });

  it('resolves true on confirm and false on cancel, one question at a time in order', async () => {
    render(<ConfirmDialogHost />);
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = confirm({ title: 'Delete quiz?', message: 'This cannot be undone.', confirmLabel: 'Delete', danger: true });
      second = confirm({ title: 'Delete all grades?', message: 'This cannot be undone.' });
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete quiz?' });
    assert.ok(within(dialog).getByText('This cannot be undone.'));
    await waitFor(() => assertFocused(within(dialog).getByRole('button', { name: 'Cancel' }), 'a dangerous question starts on Cancel'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    assert.equal(await first, true);

    const next = await screen.findByRole('alertdialog', { name: 'Delete all grades?' });
    await waitFor(() => assertFocused(within(next).getByRole('button', { name: 'Confirm' })));
    fireEvent.keyDown(next, { key: 'Escape' });
    assert.equal(await second, false);
    await waitFor(() => assertAbsent(screen.queryByRole('alertdialog')));
  });

  it('speaks the interface language for its default buttons', async () => {
    await setLanguage('ro', { persist: false });
    render(<ConfirmDialogHost />);
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirm({ title: 'Ștergeți școala?', message: 'Acțiunea nu poate fi anulată.' });
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Ștergeți școala?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anulează' }));
    assert.equal(await answer, false);
  });
});
