// What other parts of the client may use from a test's own page (SPEC 2,
// /quizzes/{quizId}): the page, the read-only previews, the attachments panel
// and the PDF export panel. A feature of its own, apart from the quizzes list,
// so the list does not load the previews, the print options and the files
// panel it never shows (issue 15: JavaScript per screen); the editor shows
// them too and imports them from here.
import { chunkImport, lazyNamedScreen } from '../../ui/lazy-screen';
// The previews and panels below speak the quizzes feature's texts (quizzes.preview, quizzes.export,
// quizzes.attachments): its chunk, which loads them before it runs, comes before this one. Both screens that
// show them load it anyway; without this, a new one that did not would show their keys.
import '../quizzes';
import { quizDetailMessages } from './messages';

// The chunk resolves only once its texts are in: the screen never renders a key.
await quizDetailMessages.ensure();

export { AttachmentsPanel } from './attachments/AttachmentsPanel';
export { type Attachment, attachmentsApi, fileProblem } from './attachments.api';

/**
 * The page itself is a chunk of its own: the editor shows the previews and panels, and loaded the page (its
 * facts, its classes and the quizzes list through its row actions) with them (issue 15).
 */
const detailPage = chunkImport(() => import('./detail/QuizDetailPage'));
export const QuizDetailPage = lazyNamedScreen<'QuizDetailPage', object>(detailPage, 'QuizDetailPage');
/** Starts the page's code (its route loader, so that the screen renders without suspending). */
export const loadDetailPage = (): Promise<unknown> => detailPage();
export { LineGridToggle } from './export/LineGridToggle';
export { PdfExportPanel } from './export/PdfExportPanel';
export { type PrintOptions, printOptions$ } from './export/print-options';
export { GradingSchemePreview } from './preview/GradingSchemePreview';
export { QuizPreview } from './preview/QuizPreview';
export { TestPreview } from './preview/TestPreview';
