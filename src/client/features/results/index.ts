// What other parts of the client may use from the results feature: the
// quiz dashboard's Question Analysis and Quiz Report tabs, the classroom's
// Performance tab, and the pieces the pupil performance page shares.
import { resultsMessages } from './messages';

// The chunk resolves only once its texts are in: the tabs never render a key.
await resultsMessages.ensure();

export { ClassPerformanceTab } from './ClassPerformanceTab';
export { QuestionAnalysisTab } from './QuestionAnalysisTab';
export { QuizReportTab } from './QuizReportTab';
export { TrendBadge } from './TrendBadge';
export { TrendChart } from './chart/TrendChart';
export { pupilHistoryChart, type HistoryPoint } from './chart/chart-data';
export { useFormatters, type Formatters } from './format';
export { LoadFailure } from './LoadFailure';
export { StatTile } from './StatTile';
export type { Trend } from './results.types';
