// The Quizzes and Performance tabs are other features' code (assignments,
// results), loaded when the tab opens. The route loader starts the open tab's
// import as soon as this feature is in (loadTabCode), so the tab renders at
// once instead of behind React's lazy fallback, held at least 300 ms.
import type { ComponentProps } from 'react';
import { chunkImport, lazyNamedScreen } from '../../ui/lazy-screen';
import { type ClassroomTab, tabFromSearch } from './classroom-tabs';

type Assignments = typeof import('../assignments');
type Results = typeof import('../results');

const assignmentsChunk = chunkImport(() => import('../assignments'));
const resultsChunk = chunkImport(() => import('../results'));

export const ClassroomQuizzesTab = lazyNamedScreen<'ClassroomQuizzesTab', ComponentProps<Assignments['ClassroomQuizzesTab']>>(
  assignmentsChunk,
  'ClassroomQuizzesTab',
);
export const ClassPerformanceTab = lazyNamedScreen<'ClassPerformanceTab', ComponentProps<Results['ClassPerformanceTab']>>(resultsChunk, 'ClassPerformanceTab');

const TAB_CODE: Record<ClassroomTab, (() => Promise<unknown>) | null> = { quizzes: assignmentsChunk, pupils: null, performance: resultsChunk };

/** Starts the code of the tab an address opens (`?tab=`, the Quizzes tab without one). */
export function loadTabCode(search: string): Promise<unknown> {
  return TAB_CODE[tabFromSearch(search)]?.() ?? Promise.resolve();
}
