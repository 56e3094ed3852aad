import type { ReactNode } from 'react';
import { paths } from '../core/paths';
import { PageFrame } from './PageFrame';

/** The frame of the pages a visitor sees before signing in. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return <PageFrame homeHref={paths.welcome}>{children}</PageFrame>;
}
