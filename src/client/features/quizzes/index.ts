// What other parts of the client may use from the quizzes feature: the list
// and detail screens, the quiz API, the read-only previews, the attachments
// panel and the PDF export panel.
import { quizzesMessages } from './messages';

// The chunk resolves only once its texts are in: the screen never renders a key.
await quizzesMessages.ensure();

export { AttachmentsPanel } from './attachments/AttachmentsPanel';
export { type Attachment, attachmentsApi, fileProblem } from './attachments.api';
export { QuizDetailPage } from './detail/QuizDetailPage';
export { LineGridToggle } from './export/LineGridToggle';
export { PdfExportPanel } from './export/PdfExportPanel';
export { type PrintOptions, printOptions$ } from './export/print-options';
export { QUESTION_TYPE_HINT_KEYS, QUESTION_TYPE_KEYS } from './labels';
export { QuizzesPage } from './list/QuizzesPage';
export { GradingSchemePreview } from './preview/GradingSchemePreview';
export { QuizPreview } from './preview/QuizPreview';
export { TestPreview } from './preview/TestPreview';
export {
  GradeImpactError,
  type QuizAssignment,
  QuizConflictError,
  type QuizListItem,
  type QuizSummary,
  type QuizView,
  quizDraftName,
  quizListQuery,
  quizQuery,
  quizzesApi,
} from './quizzes.api';
