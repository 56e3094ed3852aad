import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '../core/i18n';
import { LanguageSwitcher } from '../ui/LanguageSwitcher';

export interface SiteHeaderProps {
  /** Where the brand links to: /welcome for visitors, / for signed-in users. */
  homeHref: string;
  children?: ReactNode;
}

export function SiteHeader({ homeHref, children }: SiteHeaderProps) {
  const t = useT();
  return (
    <header className="mx-auto flex w-full max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
      <Link href={homeHref} className="brand">
        <span aria-hidden="true" className="brand-mark">
          C
        </span>
        {t('app.name')}
      </Link>
      <div className="flex items-center gap-3">
        {children}
        <LanguageSwitcher />
      </div>
    </header>
  );
}
