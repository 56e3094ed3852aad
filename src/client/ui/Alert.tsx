import type { ReactNode, Ref } from 'react';

export interface AlertProps {
  tone: 'error' | 'success' | 'info';
  title?: string;
  children: ReactNode;
  /** Lets a page move focus to the message (e.g. after a form is replaced by its outcome). */
  ref?: Ref<HTMLDivElement>;
}

const TONE_CLASS = { error: 'alert-error', success: 'alert-success', info: 'alert-info' } as const;

/** Errors interrupt (role alert); outcomes and notes are announced politely (role status). */
export function Alert({ tone, title, children, ref }: AlertProps) {
  return (
    <div ref={ref} tabIndex={ref ? -1 : undefined} role={tone === 'error' ? 'alert' : 'status'} className={TONE_CLASS[tone]}>
      {title && <p className="font-semibold">{title}</p>}
      <div>{children}</div>
    </div>
  );
}
