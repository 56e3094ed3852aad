import type { ReactNode } from 'react';
import type { BackgroundVariant } from '../core/appearance';

export interface PageBackgroundProps {
  /** SPEC 2: default (plain page) or framed (the app sits in a bordered frame on a tinted ground). */
  variant?: BackgroundVariant;
  children: ReactNode;
}

export function PageBackground({ variant = 'default', children }: PageBackgroundProps) {
  if (variant === 'framed') {
    return (
      <div
        data-background="framed"
        className="flex min-h-screen flex-col bg-gradient-to-b from-primary-100 to-slate-100 sm:p-3 dark:from-slate-900 dark:to-slate-950"
      >
        <div className="flex flex-1 flex-col bg-slate-50 sm:rounded-3xl sm:border sm:border-slate-200 sm:shadow-sm dark:bg-slate-950 sm:dark:border-slate-800">
          {children}
        </div>
      </div>
    );
  }
  return (
    <div data-background="default" className="flex min-h-screen flex-col">
      {children}
    </div>
  );
}
