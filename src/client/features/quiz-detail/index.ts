// What other parts of the client may use from a test's own page (SPEC 2,
// /quizzes/{quizId}): the page, the read-only previews, the attachments panel
// and the PDF export panel. A feature of its own, apart from the quizzes list,
// so the list does not load the previews, the print options and the files
// panel it never shows (issue 15: JavaScript per screen); the editor shows
// them too and imports them from here.
import { quizDetailMessages } from './messages';

// The chunk resolves only once its texts are in: the screen never renders a key.
await quizDetailMessages.ensure();

export { AttachmentsPanel } from './attachments/AttachmentsPanel';
export { type Attachment, attachmentsApi, fileProblem } from './attachments.api';
export { QuizDetailPage } from './detail/QuizDetailPage';
export { LineGridToggle } from './export/LineGridToggle';
export { PdfExportPanel } from './export/PdfExportPanel';
export { type PrintOptions, printOptions$ } from './export/print-options';
export { GradingSchemePreview } from './preview/GradingSchemePreview';
export { QuizPreview } from './preview/QuizPreview';
export { TestPreview } from './preview/TestPreview';
