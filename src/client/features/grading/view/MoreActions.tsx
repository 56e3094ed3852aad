import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../core/i18n';
import { ActionButton, type ToolbarAction } from './ToolbarAction';
import { MoreIcon } from './toolbar-icons';

/**
 * The toolbar's secondary actions on a small screen, behind one button (a
 * disclosure: the actions stay ordinary buttons). It closes after an action,
 * on Escape (the focus goes back to the button) and on a click elsewhere.
 */
export function MoreActions({ actions }: { actions: readonly ToolbarAction[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="btn-secondary px-2.5"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t('grading.actions.more')}
        title={t('grading.actions.more')}
        onClick={() => setOpen((value) => !value)}
      >
        <MoreIcon />
      </button>
      <div
        id={id}
        hidden={!open}
        className="absolute right-0 top-full z-40 mt-1 flex w-60 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {actions.map((action) => (
          <ActionButton key={action.label} action={action} className="justify-start" onDone={() => setOpen(false)} />
        ))}
      </div>
    </div>
  );
}
