import type { ReactNode } from 'react';

export interface RowButtonProps {
  /** The accessible name ("Remove option b"); the symbol is decoration. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
  /** Shown on hover: the keyboard shortcut, when the action has one. */
  title?: string;
  tone?: 'default' | 'danger';
}

/** A small square button for a row's actions (remove, move), large enough to tap (44 px). */
export function RowButton({ label, onClick, disabled, children, title, tone = 'default' }: RowButtonProps) {
  const colours =
    tone === 'danger'
      ? 'text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950'
      : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800';
  return (
    <button
      type="button"
      aria-label={label}
      title={title ?? label}
      disabled={disabled}
      onClick={onClick}
      className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-lg focusable disabled:cursor-not-allowed disabled:opacity-40 ${colours}`}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
