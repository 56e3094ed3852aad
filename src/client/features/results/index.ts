// What other parts of the client may use from the results feature: the
// quiz dashboard's Question Analysis and Quiz Report tabs, the classroom's
// Performance tab, and the pieces the pupil performance page shares.
import { resultsMessages } from './messages';

// The chunk resolves only once its texts are in: the tabs never render a key.
await resultsMessages.ensure();

export { ClassPerformanceTab } from './ClassPerformanceTab';
export { type HistoryPoint, pupilHistoryChart } from './chart/chart-data';
export { TrendChart } from './chart/TrendChart';
export { ComparisonTab } from './comparison/ComparisonTab';
export { type Formatters, useFormatters } from './format';
export { LoadFailure } from './LoadFailure';
export { QuestionAnalysisTab } from './QuestionAnalysisTab';
export { QuizReportTab } from './QuizReportTab';
export type { Trend } from './results.types';
export { StatTile } from './StatTile';
export { TrendBadge } from './TrendBadge';
