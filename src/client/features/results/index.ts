// What other parts of the client may use from the results feature.
import { placeholdersMessages } from '../placeholders/messages';

await placeholdersMessages.ensure();

export { ClassPerformanceTab } from './ClassPerformanceTab';
export { QuestionAnalysisTab } from './QuestionAnalysisTab';
export { QuizReportTab } from './QuizReportTab';
