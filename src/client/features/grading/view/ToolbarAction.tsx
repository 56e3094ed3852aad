// One action of the grid's toolbar, drawn the same inline (a wide screen)
// or in the phone's More list.

export interface ToolbarAction {
  label: string;
  run: () => void;
  disabled?: boolean;
  busy?: boolean;
  /** A toggle's state (Show scoring rules). */
  pressed?: boolean;
  danger?: boolean;
}

const DANGER = 'btn border border-red-300 bg-white text-red-700 hover:bg-red-50 dark:border-red-800 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950';

export function ActionButton({ action, className = '', onDone }: { action: ToolbarAction; className?: string; onDone?: () => void }) {
  return (
    <button
      type="button"
      className={`${action.danger ? DANGER : 'btn-secondary'} ${className}`}
      onClick={() => {
        onDone?.();
        action.run();
      }}
      disabled={action.disabled}
      aria-busy={action.busy || undefined}
      aria-pressed={action.pressed}
    >
      {action.label}
    </button>
  );
}
