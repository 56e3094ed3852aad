// The Question Analysis and Quiz Report tabs are the results feature's code (Compare classes, the comparison feature's),
// loaded when the tab opens. The route loader starts it as soon as this
// feature is in (loadTabCode), so the tab renders at once instead of behind
// React's lazy fallback, held at least 300 ms.
import type { ComponentProps } from 'react';
import { chunkImport, lazyNamedScreen } from '../../ui/lazy-screen';
import { tabFromSearch } from './dashboard-tabs';

type Results = typeof import('../results');

const resultsChunk = chunkImport(() => import('../results'));
const comparisonChunk = chunkImport(() => import('../comparison'));

type Comparison = typeof import('../comparison');

export const QuestionAnalysisTab = lazyNamedScreen<'QuestionAnalysisTab', ComponentProps<Results['QuestionAnalysisTab']>>(resultsChunk, 'QuestionAnalysisTab');
export const QuizReportTab = lazyNamedScreen<'QuizReportTab', ComponentProps<Results['QuizReportTab']>>(resultsChunk, 'QuizReportTab');
export const ComparisonTab = lazyNamedScreen<'ComparisonTab', ComponentProps<Comparison['ComparisonTab']>>(comparisonChunk, 'ComparisonTab');

/** Starts the code of the tab an address opens (`?tab=`; the grades tab is this feature's own). */
export function loadTabCode(search: string): Promise<unknown> {
  const tab = tabFromSearch(search);
  if (tab === 'grades') return Promise.resolve();
  return tab === 'compare' ? comparisonChunk() : resultsChunk();
}
