// What other parts of the client may use from the grading feature: its two
// screens and the grade entry itself (the quiz dashboard's Enter Grades tab).
import { gradingMessages } from './messages';

// The chunk resolves only once its texts are in (the assignments texts come with its index, imported by GradePage).
await gradingMessages.ensure();

export { GradePage } from './pages/GradePage';
export { EvaluatePage } from './pages/EvaluatePage';
export { GradingWorkspace, type GradingWorkspaceProps } from './view/GradingWorkspace';
export { gradingApi } from './grading.api';
export { useClassroomName, useQuizTitle } from './pages/use-page-names';
export type { GradedQuiz, GradeView, GradingPupil } from './grading.types';
