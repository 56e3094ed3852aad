import type { ReactNode } from 'react';
import { paths } from '../core/paths';
import { PageFrame } from './PageFrame';

/** The frame of the signed-in screens; SPEC 2's floating navigation bar replaces the plain header next. */
export function AppLayout({ children }: { children: ReactNode }) {
  return <PageFrame homeHref={paths.home}>{children}</PageFrame>;
}
