// The Question Analysis and Quiz Report tabs are the results feature's code,
// loaded when the tab opens. The route loader starts it as soon as this
// feature is in (loadTabCode), so the tab renders at once instead of behind
// React's lazy fallback, held at least 300 ms.
import type { ComponentProps } from 'react';
import { chunkImport, lazyNamedScreen } from '../../ui/lazy-screen';
import { tabFromSearch } from './dashboard-tabs';

type Results = typeof import('../results');

const resultsChunk = chunkImport(() => import('../results'));

export const QuestionAnalysisTab = lazyNamedScreen<'QuestionAnalysisTab', ComponentProps<Results['QuestionAnalysisTab']>>(resultsChunk, 'QuestionAnalysisTab');
export const ComparisonTab = lazyNamedScreen<'ComparisonTab', ComponentProps<Results['ComparisonTab']>>(resultsChunk, 'ComparisonTab');
export const QuizReportTab = lazyNamedScreen<'QuizReportTab', ComponentProps<Results['QuizReportTab']>>(resultsChunk, 'QuizReportTab');

/** Starts the code of the tab an address opens (`?tab=`; the grades tab is this feature's own). */
export function loadTabCode(search: string): Promise<unknown> {
  return tabFromSearch(search) === 'grades' ? Promise.resolve() : resultsChunk();
}
