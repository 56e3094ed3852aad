// What other parts of the client may use from the assignments feature: the
// classroom's Quizzes tab, the palette's assign and grade choosers, and the
// calls the grading screens share.
import { registerAssignmentCommands } from './assignment.commands';
import { assignmentsMessages } from './messages';

await assignmentsMessages.ensure();
// 'Assign a quiz to a classroom…' and 'Grade a quiz in a classroom…' join the palette once this feature has loaded.
registerAssignmentCommands();

export { ASSIGN_QUIZ_COMMAND, GRADE_QUIZ_COMMAND, registerAssignmentCommands } from './assignment.commands';
export { afterAssignmentsChanged, assignmentsApi, quizzesWithAssignmentsQuery } from './assignments.api';
export type { AssignedQuiz, ClassroomOption, QuizSummary, QuizWithAssignments } from './assignments.types';
export { ClassroomQuizzesTab, type ClassroomQuizzesTabProps } from './ClassroomQuizzesTab';
