// What other parts of the client may use from the quizzes feature: the list
// screen, its delete and copy actions, the quiz API and the question type
// names. A test's own page, its previews and panels are features/quiz-detail.
import { quizzesMessages } from './messages';

// The chunk resolves only once its texts are in: the screen never renders a key.
await quizzesMessages.ensure();

export { QUESTION_TYPE_HINT_KEYS, QUESTION_TYPE_KEYS } from './labels';
export { QuizzesPage } from './list/QuizzesPage';
export { cloneQuiz, deleteQuizAfterConfirm } from './list/quiz-row-actions';
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
