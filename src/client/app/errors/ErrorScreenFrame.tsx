import { type ReactNode, useEffect, useRef } from 'react';

export interface ErrorScreenFrameProps {
  title: string;
  children: ReactNode;
  /** The buttons. */
  actions: ReactNode;
}

/**
 * The shared look of the error screens: one card, the title focused on
 * arrival so a screen reader starts reading what went wrong (the page it
 * replaced is gone).
 */
export function ErrorScreenFrame({ title, children, actions }: ErrorScreenFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex min-h-[70vh] items-center justify-center p-4">
      <section aria-labelledby="error-screen-title" className="card w-full max-w-lg text-center">
        <span
          aria-hidden="true"
          className="mx-auto mb-4 inline-flex h-12 w-12 items-center justify-center rounded-full bg-red-100 text-2xl font-bold text-red-700 dark:bg-red-950 dark:text-red-300"
        >
          !
        </span>
        <h1 id="error-screen-title" ref={heading} tabIndex={-1} className="page-title outline-none">
          {title}
        </h1>
        <div className="mt-3 text-slate-600 dark:text-slate-300">{children}</div>
        <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>
      </section>
    </div>
  );
}
