// What other parts of the client may use from the quizzes feature: the list
// and detail screens, the quiz API, the read-only previews, the attachments
// panel and the PDF export panel.
import { quizzesMessages } from './messages';

// The chunk resolves only once its texts are in: the screen never renders a key.
await quizzesMessages.ensure();

export { QuizzesPage } from './list/QuizzesPage';
export { QuizDetailPage } from './detail/QuizDetailPage';
export {
  QuizConflictError,
  GradeImpactError,
  documentOf,
  invalidateQuiz,
  quizDraftName,
  quizListQuery,
  quizQuery,
  quizzesApi,
  type QuizAssignment,
  type QuizListItem,
  type QuizSummary,
  type QuizView,
} from './quizzes.api';
export { attachmentsApi, fileProblem, type Attachment } from './attachments.api';
export { QUESTION_TYPE_HINT_KEYS, QUESTION_TYPE_KEYS } from './labels';
export { QuizPreview } from './preview/QuizPreview';
export { TestPreview } from './preview/TestPreview';
export { GradingSchemePreview } from './preview/GradingSchemePreview';
export { AttachmentsPanel } from './attachments/AttachmentsPanel';
export { PdfExportPanel } from './export/PdfExportPanel';
export { LineGridToggle } from './export/LineGridToggle';
export { printOptions$, type PrintOptions } from './export/print-options';
