import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useT } from '../core/i18n';
import { focusMainRegion } from './main-region';

export interface ModalProps {
  /** Mounted and shown while true; closing is the parent's decision (set it false in onClose). */
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  /** Hide the heading visually (the palette shows its search field instead); it still names the dialog. */
  hideTitle?: boolean;
  /** Text under the title, read as the dialog's description. */
  description?: string;
  /**
   * The element to focus first; by default the first focusable element of the content (the close button only
   * when there is none). 'dialog': the dialog itself, named by its title (a chooser on a phone, whose search
   * field would bring up the on-screen keyboard over the list).
   */
  initialFocus?: RefObject<HTMLElement | null> | 'dialog';
  size?: 'sm' | 'md' | 'lg';
  /** Top-aligned (a palette) or centred (a question). */
  position?: 'top' | 'center';
  /** Show the close button in the corner. */
  closeButton?: boolean;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

const SIZE = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl' } as const;
const POSITION = { top: 'items-start px-3 pb-3 pt-[10vh] sm:px-6 sm:pb-6', center: 'items-center p-3 sm:p-6' } as const;
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert]'));
}

let openCount = 0;

/**
 * An accessible modal on the native <dialog> with showModal(): the browser
 * puts it in the top layer and makes the page behind it inert. Escape, the
 * focus trap, focus return and the scroll lock are also done here by hand,
 * because not every environment (happy-dom, older WebViews) does them.
 */
export function Modal({ open, ...props }: ModalProps) {
  return open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  onClose,
  title,
  hideTitle,
  description,
  initialFocus,
  size = 'md',
  position = 'center',
  closeButton = true,
  role = 'dialog',
  children,
}: Omit<ModalProps, 'open'>) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves in once, on opening; the element the ref holds then is the one to focus
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The body is "nowhere" (a dialog a palette command opened after the palette closed): not a place to return to.
    const active = document.activeElement;
    const returnTo = active instanceof HTMLElement && active !== document.body ? active : null;
    try {
      if (!dialog.open) dialog.showModal();
    } catch {
      dialog.setAttribute('open', '');
    }
    // The dialog's own first control (a form's first field), not the close button that comes before it.
    const inside = focusables(dialog);
    const first = initialFocus === 'dialog' ? dialog : initialFocus?.current;
    (first ?? inside.find((element) => element !== closeRef.current) ?? inside[0] ?? dialog).focus();
    openCount += 1;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      openCount -= 1;
      if (openCount === 0) document.documentElement.style.overflow = '';
      if (dialog.open) dialog.close();
      // Back to where the user was, if that is still on the page; else to the page's main region
      // (focusable by script), where the next Tab starts, rather than nowhere.
      if (returnTo?.isConnected) returnTo.focus();
      else focusMainRegion({ preventScroll: true });
    };
    // Focus moves once, when the dialog opens.
  }, []);

  // The browser's own Escape handling fires `cancel`; keep the dialog open until the parent says so.
  useEffect(() => {
    const dialog = ref.current;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog?.addEventListener('cancel', onCancel);
    return () => dialog?.removeEventListener('cancel', onCancel);
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = focusables(ref.current);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Focusable by script only: the dialog itself takes the focus when nothing in it should (initialFocus 'dialog').
      tabIndex={-1}
      onKeyDown={onKeyDown}
      // A click on the backdrop lands on the <dialog> itself.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-0 flex h-full max-h-none w-full max-w-none justify-center overflow-y-auto border-0 bg-transparent outline-none backdrop:bg-slate-950/50 ${POSITION[position]}`}
    >
      <div
        className={`relative w-full ${SIZE[size]} rounded-2xl border border-slate-200 bg-white text-slate-900 shadow-2xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100`}
      >
        <div className={hideTitle ? 'sr-only' : 'flex items-start justify-between gap-4 px-5 pt-5 sm:px-6'}>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
        </div>
        {description && (
          <p id={descriptionId} className="px-5 pt-2 text-sm text-slate-600 sm:px-6 dark:text-slate-300">
            {description}
          </p>
        )}
        {closeButton && (
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={t('dialog.close')}
            className="absolute right-3 top-3 inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 focusable dark:text-slate-400 dark:hover:bg-slate-800"
          >
            <span aria-hidden="true" className="text-xl leading-none">
              ×
            </span>
          </button>
        )}
        {children}
      </div>
    </dialog>
  );
}
