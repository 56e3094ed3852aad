import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: string;
  intro?: string;
  children: ReactNode;
  /** Links under the card (to sign in, to register). */
  footer?: ReactNode;
}

/** The centred card every account screen uses. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <div className="mx-auto mt-4 w-full max-w-md sm:mt-10">
      <section className="card" aria-labelledby="auth-card-title">
        <h1 id="auth-card-title" className="page-title">
          {title}
        </h1>
        {intro && <p className="mt-2 text-slate-600 dark:text-slate-300">{intro}</p>}
        <div className="mt-6 flex flex-col gap-4">{children}</div>
      </section>
      {footer && <div className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">{footer}</div>}
    </div>
  );
}
