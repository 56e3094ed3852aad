// The palette commands that do what a list row's button does ("Delete a
// school…", "Rename a classroom…"): the teacher picks the row in a chooser,
// then the focus goes to that row's button and the button's own action runs
// from there, so its confirmation or dialog returns the focus to the button
// and a deleted row hands the focus on to the next, as after a click.
// A row the list does not show (another page of a table) has no button: the
// action runs all the same, and the focus stays where the chooser left it.
import { flushSync } from 'react-dom';

/** The chooser's module, loaded when a row command is first run (cmdk comes with it). */
export const loadRecordChooser = () => import('./RecordChooser');

/** Closes the chooser now (its dialog gives the focus back), then acts from the row's button. */
export function actFromRowButton(closeChooser: () => void, buttonId: string, act: () => void): void {
  flushSync(closeChooser);
  document.getElementById(buttonId)?.focus();
  act();
}

/**
 * For a button whose action the page cannot call (a table's own Delete, which moves the focus on): closes the
 * chooser and presses it. `button` is its id, or finds it once the chooser is gone.
 */
export function pressRowButton(closeChooser: () => void, button: string | (() => HTMLElement | undefined)): void {
  flushSync(closeChooser);
  const element = typeof button === 'string' ? document.getElementById(button) : button();
  element?.focus();
  element?.click();
}
