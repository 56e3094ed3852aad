import type { ButtonHTMLAttributes, MouseEvent } from 'react';

export interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Its work is running: the button refuses presses and says it is busy. */
  busy: boolean;
}

/**
 * A button that keeps the keyboard's focus while its own work runs. Made
 * `disabled`, the focused button would drop the focus to the page (the
 * browser's focus fix-up) and a keyboard user would start again from the top;
 * so while busy it is only aria-disabled, and a press (a click, Enter, or a
 * form's implicit submission) does nothing.
 */
export function BusyButton({ busy, onClick, ...props }: BusyButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault();
    else onClick?.(event);
  };
  // A caller's own aria-busy (one button of a group at work) wins over the default.
  return <button type="button" aria-busy={busy || undefined} {...props} aria-disabled={busy || props['aria-disabled'] || undefined} onClick={press} />;
}
