import type { AriaAttributes, ReactNode } from 'react';
import { type CardVariant, useCardVariant } from '../core/appearance';

const VARIANT: Record<CardVariant, string> = {
  default: 'border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900',
  outlined: 'border-2 border-slate-300 bg-transparent dark:border-slate-700',
  elevated: 'border border-transparent bg-white shadow-lg shadow-slate-300/50 dark:bg-slate-900 dark:shadow-black/40',
};

const PADDING = { none: '', sm: 'p-4', md: 'p-5 sm:p-6', lg: 'p-5 sm:p-8' } as const;

export interface CardProps extends Pick<AriaAttributes, 'aria-labelledby' | 'aria-label' | 'aria-busy'> {
  /** The user's appearance setting (SPEC 2) unless a screen needs a particular look. */
  variant?: CardVariant;
  as?: 'div' | 'section' | 'article' | 'li';
  padding?: keyof typeof PADDING;
  className?: string;
  children: ReactNode;
}

/** A surface for a block of content, in the card variant the user chose. */
export function Card({ variant, as: Tag = 'div', padding = 'md', className = '', children, ...aria }: CardProps) {
  const chosen = useCardVariant();
  return (
    <Tag {...aria} className={`min-w-0 rounded-2xl ${VARIANT[variant ?? chosen]} ${PADDING[padding]} ${className}`}>
      {children}
    </Tag>
  );
}
