import { Link } from 'wouter';

export interface BreadcrumbLinkProps {
  href: string | null;
  /** The current page: plain text marked aria-current. */
  last: boolean;
  children: string;
}

export function BreadcrumbLink({ href, last, children }: BreadcrumbLinkProps) {
  if (last || !href) {
    return (
      <span aria-current={last ? 'page' : undefined} className={`truncate ${last ? 'font-medium text-slate-900 dark:text-white' : ''}`}>
        {children}
      </span>
    );
  }
  return (
    <Link
      href={href}
      className="truncate rounded-sm text-slate-600 underline-offset-2 hover:text-primary-700 hover:underline focusable dark:text-slate-300 dark:hover:text-primary-300"
    >
      {children}
    </Link>
  );
}
