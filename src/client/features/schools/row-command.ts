// The palette commands that do what a list row's button does ("Delete a
// school…", "Rename a classroom…"): the teacher picks the row in a chooser,
// then the focus goes to that row's button and the button's own action runs
// from there, so its confirmation or dialog returns the focus to the button
// and a deleted row hands the focus on to the next, as after a click.
import { flushSync } from 'react-dom';

/** The chooser's module, loaded when a row command is first run (cmdk comes with it). */
export const loadRecordChooser = () => import('./RecordChooser');

/** Closes the chooser now (its dialog gives the focus back), then acts from the row's button. */
export function actFromRowButton(closeChooser: () => void, buttonId: string, act: () => void): void {
  flushSync(closeChooser);
  document.getElementById(buttonId)?.focus();
  act();
}
