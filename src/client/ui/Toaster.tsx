import type { FocusEvent } from 'react';
import { useT } from '../core/i18n';
import { dismissToast, pauseToast, resumeToast, type Toast, type ToastKind, useToasts } from '../core/toasts.store';

const KIND_CLASS: Record<ToastKind, string> = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  error: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  info: 'border-slate-300 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
};

const KIND_ICON: Record<ToastKind, string> = { success: '✓', error: '!', info: 'i' };

/** Focus moving between the toast's own parts is not leaving it. */
function leavesToast(event: FocusEvent<HTMLElement>): boolean {
  return !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget));
}

/**
 * The toasts, mounted once outside the router. Two live regions that exist
 * before any toast does (so screen readers announce what is added): errors
 * interrupt, the rest wait their turn. Plain aria-live rather than the alert
 * and status roles, so a screen's own alert stays the only one by that role.
 * Above a bar stuck to the window's foot (the editor's Save now), a rule in
 * uno.config.ts lifts them.
 */
export function Toaster() {
  const t = useT();
  const toasts = useToasts();

  const item = (toast: Toast) => (
    <div
      key={toast.id}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg ${KIND_CLASS[toast.kind]}`}
      onMouseEnter={() => pauseToast(toast.id, 'hover')}
      onMouseLeave={() => resumeToast(toast.id, 'hover')}
      onFocus={() => pauseToast(toast.id, 'focus')}
      onBlur={(event) => {
        if (leavesToast(event)) resumeToast(toast.id, 'focus');
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismissToast(toast.id);
      }}
    >
      <span aria-hidden="true" className="inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full border border-current text-xs font-bold">
        {KIND_ICON[toast.kind]}
      </span>
      <p className="m-0 flex-1">{toast.message}</p>
      <button
        type="button"
        aria-label={t('toast.dismiss')}
        title={t('toast.dismiss')}
        onClick={() => dismissToast(toast.id)}
        className="-my-1 -mr-2 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-lg leading-none opacity-70 hover:opacity-100 focusable"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );

  return (
    <section aria-label={t('toast.region')} className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col gap-2 sm:left-auto sm:right-4 sm:w-96">
      <div aria-live="assertive" className="flex flex-col gap-2">
        {toasts.filter((toast) => toast.kind === 'error').map(item)}
      </div>
      <div aria-live="polite" className="flex flex-col gap-2">
        {toasts.filter((toast) => toast.kind !== 'error').map(item)}
      </div>
    </section>
  );
}
