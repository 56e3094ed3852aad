import { useLayoutEffect, useRef } from 'react';
import { useT } from '../../core/i18n';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Names the table it pages, for the navigation landmark. */
  label: string;
}

/** Previous and next with a live "page x of y": small enough for 360 px, and each move is announced. */
export function Pagination({ page, pageCount, pageSize, total, onPageChange, label }: PaginationProps) {
  const t = useT();
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const pressed = useRef<HTMLButtonElement | null>(null);
  // On the first or last page the button just pressed is disabled, and the browser would drop the keyboard's
  // focus to the page (the next Tab starting again from the top): it goes to the other button instead.
  // biome-ignore lint/correctness/useExhaustiveDependencies: after each change of page, which is what disables a button
  useLayoutEffect(() => {
    const button = pressed.current;
    pressed.current = null;
    if (button?.disabled) (button === next.current ? previous : next).current?.focus();
  }, [page]);
  const go = (to: number, button: HTMLButtonElement) => {
    pressed.current = document.activeElement === button ? button : null;
    onPageChange(to);
  };
  return (
    <nav aria-label={t('table.pagination', { table: label })} className="flex flex-wrap items-center justify-between gap-2 pt-3 text-sm">
      <p aria-live="polite" className="m-0 text-slate-600 dark:text-slate-400">
        {t('table.range', { from, to, total })}
      </p>
      <div className="flex items-center gap-2">
        <button
          ref={previous}
          type="button"
          className="btn-secondary min-h-9 px-3 py-1"
          disabled={page <= 1}
          onClick={(event) => go(page - 1, event.currentTarget)}
        >
          {t('table.previous')}
        </button>
        <span className="text-slate-700 dark:text-slate-300">{t('table.pageOf', { page, pages: pageCount })}</span>
        <button
          ref={next}
          type="button"
          className="btn-secondary min-h-9 px-3 py-1"
          disabled={page >= pageCount}
          onClick={(event) => go(page + 1, event.currentTarget)}
        >
          {t('table.next')}
        </button>
      </div>
    </nav>
  );
}
