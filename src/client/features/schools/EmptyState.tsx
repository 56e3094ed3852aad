import type { ReactNode } from 'react';
import { Card } from '../../ui/Card';

export interface EmptyStateProps {
  title: string;
  body: string;
  /** The first thing to do (an add button). */
  action?: ReactNode;
}

/** Nothing here yet, and what to do about it. */
export function EmptyState({ title, body, action }: EmptyStateProps) {
  return (
    <Card className="flex flex-col items-start gap-3">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      <p className="m-0 text-slate-600 dark:text-slate-300">{body}</p>
      {action}
    </Card>
  );
}
