// The Question Analysis and Quiz Report tabs are the results feature's code (Compare classes, the comparison feature's;
// Enter Grades, the grading feature's grid), loaded when the tab opens: a report opened by its address does not load the grid.
// The route loader starts it as soon as this
// feature is in (loadTabCode), so the tab renders at once instead of behind
// React's lazy fallback, held at least 300 ms.
import type { ComponentProps } from 'react';
import { chunkImport, lazyNamedScreen } from '../../ui/lazy-screen';
import { tabFromSearch } from './dashboard-tabs';

type Results = typeof import('../results');
type Grading = typeof import('../grading');

const resultsChunk = chunkImport(() => import('../results'));
const comparisonChunk = chunkImport(() => import('../comparison'));
const gradingChunk = chunkImport(() => import('../grading'));

type Comparison = typeof import('../comparison');

export const QuestionAnalysisTab = lazyNamedScreen<'QuestionAnalysisTab', ComponentProps<Results['QuestionAnalysisTab']>>(resultsChunk, 'QuestionAnalysisTab');
export const QuizReportTab = lazyNamedScreen<'QuizReportTab', ComponentProps<Results['QuizReportTab']>>(resultsChunk, 'QuizReportTab');
export const GradesTab = lazyNamedScreen<'GradingWorkspace', ComponentProps<Grading['GradingWorkspace']>>(gradingChunk, 'GradingWorkspace');
export const ComparisonTab = lazyNamedScreen<'ComparisonTab', ComponentProps<Comparison['ComparisonTab']>>(comparisonChunk, 'ComparisonTab');

/** Starts the code of the tab an address opens (`?tab=`; the grades tab is this feature's own). */
export function loadTabCode(search: string): Promise<unknown> {
  const tab = tabFromSearch(search);
  if (tab === 'grades') return gradingChunk();
  return tab === 'compare' ? comparisonChunk() : resultsChunk();
}
