// What other parts of the client may use from the results feature: the
// quiz dashboard's Question Analysis and Quiz Report tabs, the classroom's
// Performance tab, and the pieces the pupil performance page and the
// comparison across classes share.
import { resultsMessages } from './messages';

// The chunk resolves only once its texts are in: the tabs never render a key.
await resultsMessages.ensure();

export { facilityLevel } from './analysis-hints';
export { ClassPerformanceTab } from './ClassPerformanceTab';
export { type HistoryPoint, pupilHistoryChart } from './chart/chart-data';
export { TrendChart } from './chart/TrendChart';
export { ExportButtons } from './ExportButtons';
export { type Formatters, useFormatters } from './format';
export { LoadFailure } from './LoadFailure';
export { QuestionAnalysisTab } from './QuestionAnalysisTab';
export { QuizReportTab } from './QuizReportTab';
export { comparisonExport } from './results.api';
export { useComparison } from './results.queries';
export type { Band, ClassFigures, ComparedClass, ComparedQuestion, ExportFormat, QuizComparison, Trend } from './results.types';
export { StatTile } from './StatTile';
export { TrendBadge } from './TrendBadge';
export { exportCommands, useExport } from './use-export';
