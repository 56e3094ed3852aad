import type { ReactNode } from 'react';

/** SPEC 2 container widths. `full` spans the parent; `fluid` spans it without side padding. */
export type ContainerSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl' | 'full' | 'fluid';

const WIDTH: Record<ContainerSize, string> = {
  sm: 'max-w-[40rem] px-4 sm:px-6',
  md: 'max-w-[48rem] px-4 sm:px-6',
  lg: 'max-w-[64rem] px-4 sm:px-6',
  xl: 'max-w-[80rem] px-4 sm:px-6',
  '2xl': 'max-w-[96rem] px-4 sm:px-6',
  full: 'max-w-full px-4 sm:px-6',
  fluid: 'max-w-none',
};

export interface ContainerProps {
  size?: ContainerSize;
  className?: string;
  children: ReactNode;
}

/** Centres content at one of the standard widths. */
export function Container({ size = 'lg', className = '', children }: ContainerProps) {
  return <div className={`mx-auto w-full min-w-0 ${WIDTH[size]} ${className}`}>{children}</div>;
}
