import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { setLanguage } from '../../../src/client/core/i18n';
import { clearToasts, toast, toastStore } from '../../../src/client/core/toasts.store';
import { Toaster } from '../../../src/client/ui/Toaster';
import { assertAbsent } from '../support/dom-assert';

const region = () => screen.getByRole('region', { name: 'Notifications' });
const tick = (ms: number) => act(() => mock.timers.tick(ms));

describe('toasts', () => {
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    mock.timers.enable({ apis: ['setTimeout', 'Date'] });
    render(<Toaster />);
  });
  afterEach(() => {
    act(() => clearToasts());
    cleanup();
    mock.timers.reset();
  });

  it('a toast leaves by itself after 5000 ms', () => {
    act(() => void toast.success('School created.'));
    assert.ok(within(region()).getByText('School created.'));
    tick(4999);
    assert.ok(screen.queryByText('School created.'));
    tick(1);
    assertAbsent(screen.queryByText('School created.'));
  });

  it('errors are announced assertively, the rest politely', () => {
    act(() => {
      toast.error('Failed to save grades.');
      toast.info('Grades saved.');
    });
    assert.equal(screen.getByText('Failed to save grades.').closest('[aria-live]')?.getAttribute('aria-live'), 'assertive');
    assert.equal(screen.getByText('Grades saved.').closest('[aria-live]')?.getAttribute('aria-live'), 'polite');
  });

  it('stays while hovered, then takes only the time it had left', () => {
    act(() => void toast.info('Question analysis saved.'));
    tick(3000);
    const message = screen.getByText('Question analysis saved.');
    fireEvent.mouseEnter(message.parentElement!);
    tick(60_000);
    assert.ok(screen.queryByText('Question analysis saved.'), 'paused while the pointer is on it');
    fireEvent.mouseLeave(message.parentElement!);
    tick(1999);
    assert.ok(screen.queryByText('Question analysis saved.'));
    tick(1);
    assertAbsent(screen.queryByText('Question analysis saved.'));
  });

  it('stays while its dismiss button has the keyboard focus', () => {
    act(() => void toast.success('All grades deleted.'));
    const dismiss = screen.getByRole('button', { name: 'Dismiss notification' });
    act(() => dismiss.focus());
    tick(10_000);
    assert.ok(screen.queryByText('All grades deleted.'));
    act(() => dismiss.blur());
    tick(5000);
    assertAbsent(screen.queryByText('All grades deleted.'));
  });

  it('the dismiss button and Escape remove a toast at once', () => {
    act(() => {
      toast.success('Quiz deleted.');
      toast.error('Error deleting quiz.');
    });
    const buttons = screen.getAllByRole('button', { name: 'Dismiss notification' });
    assert.equal(buttons.length, 2);
    fireEvent.click(within(screen.getByText('Quiz deleted.').parentElement!).getByRole('button'));
    assertAbsent(screen.queryByText('Quiz deleted.'));
    fireEvent.keyDown(screen.getByText('Error deleting quiz.'), { key: 'Escape' });
    assertAbsent(screen.queryByText('Error deleting quiz.'));
  });

  it('the same message again restarts the toast instead of stacking a copy; a custom duration is kept', () => {
    act(() => void toast.error('Failed to save grades.'));
    tick(4000);
    act(() => void toast.error('Failed to save grades.'));
    assert.equal(screen.getAllByText('Failed to save grades.').length, 1);
    tick(4000);
    assert.ok(screen.queryByText('Failed to save grades.'), 'the timer started again');
    tick(1000);
    assertAbsent(screen.queryByText('Failed to save grades.'));

    act(() => void toast.info('Stays a while', { durationMs: 10_000 }));
    tick(9999);
    assert.ok(screen.queryByText('Stays a while'));
    tick(1);
    assertAbsent(screen.queryByText('Stays a while'));
  });

  it('keeps at most five on screen', () => {
    act(() => {
      for (let i = 1; i <= 7; i += 1) toast.info(`note ${i}`);
    });
    assert.deepEqual(
      toastStore.getSnapshot().context.toasts.map((shown) => shown.message),
      ['note 3', 'note 4', 'note 5', 'note 6', 'note 7'],
    );
  });
});
