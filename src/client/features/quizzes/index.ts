// What other parts of the client may use from the quizzes feature: the list
// screen, its delete and copy actions (loaded when used), the quiz API and
// the question type names. A test's own page, its previews and panels are
// features/quiz-detail.
import { chunkImport, lazyNamedScreen } from '../../ui/lazy-screen';
import { quizzesMessages } from './messages';

// The chunk resolves only once its texts are in: the screen never renders a key.
await quizzesMessages.ensure();

export { QUESTION_TYPE_HINT_KEYS, QUESTION_TYPE_KEYS } from './labels';

/**
 * The list screen is a chunk of its own: the editor and a test's page use this feature's API, labels and
 * row actions, and loaded the list, its table and its pagination with them (~4.5 KB gzip, issue 15).
 */
const listPage = chunkImport(() => import('./list/QuizzesPage'));
export const QuizzesPage = lazyNamedScreen<'QuizzesPage', object>(listPage, 'QuizzesPage');
/** Starts the list screen's code (its route loader, so that the screen renders without suspending). */
export const loadListPage = (): Promise<unknown> => listPage();
/**
 * Delete and copy, for a test's page, loaded at the click: the editor imports this index too, and carried them
 * (with a test's delete's questions) in its first load.
 */
const rowActions = () => import('./list/quiz-row-actions');
type RowActions = typeof import('./list/quiz-row-actions');
export const deleteQuizAfterConfirm: RowActions['deleteQuizAfterConfirm'] = async (...args) => (await rowActions()).deleteQuizAfterConfirm(...args);
export const cloneQuiz: RowActions['cloneQuiz'] = async (...args) => (await rowActions()).cloneQuiz(...args);
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
