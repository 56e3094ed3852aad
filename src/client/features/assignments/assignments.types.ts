// Quiz assignments as the API sends them (SPEC 3 Quiz assignment, SPEC 7);
// the shapes are the contracts in domain/api.
import type { QuizListItem } from '../../../domain/api/quizzes';
import type { Classroom } from '../../../domain/api/schools';

export type { AssignedQuiz } from '../../../domain/api/assignments';
export type { QuizSummary } from '../../../domain/api/quizzes';

/** GET /api/classrooms, as much of it as the classroom chooser shows. */
export type ClassroomOption = Pick<Classroom, 'id' | 'name' | 'schoolId' | 'schoolName'>;

/** GET /api/quizzes, as much of it as the choosers show. */
export type QuizWithAssignments = Pick<QuizListItem, 'id' | 'title' | 'classLabel' | 'assignments'>;
