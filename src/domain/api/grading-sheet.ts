// Contract of GET /api/quizzes/{id}/grading-sheet (issue 15): everything the
// grade grid and its page need on open, in one answer instead of five
// requests (the quiz, the classes it is assigned to, the class, its roster,
// its grades), so a cold grid waits for one round trip of data.
import type { GradeView } from './grades';
import type { Pupil } from './pupils';
import type { QuizAssignment, QuizView } from './quizzes';
import type { Classroom } from './schools';

/** A row's heading: the pupil as the grid names them. */
export type GradingSheetPupil = Pick<Pupil, 'id' | 'name'>;

/** The class graded, with its school for the heading and the breadcrumbs. */
export type GradingSheetClassroom = Pick<Classroom, 'id' | 'name' | 'schoolId' | 'schoolName'>;

export interface GradingSheet<D = string> {
  /** The quiz as GET /api/quizzes/{id} answers it. */
  quiz: QuizView<D>;
  /** The classes the quiz is assigned to that the reader may see (the page's chooser), by school and name. */
  assignments: QuizAssignment[];
  /** The class asked for (?classroomId=); null when none was. */
  classroom: GradingSheetClassroom | null;
  /** The class's pupils in the register's order of the reader's language; empty without a class. */
  pupils: GradingSheetPupil[];
  /** The class's grades of the quiz (GET /api/quizzes/{id}/grades?classroomId=); empty without a class. */
  grades: GradeView<D>[];
  /** The class's marks come from a double correction (issue 17): the class's own grid only reads them. */
  doubleCorrected?: boolean;
}

const seg = encodeURIComponent;

export const gradingSheetPaths = {
  /** GET, with ?classroomId= for a class's roster and grades. */
  of: (quizId: string) => `/api/quizzes/${seg(quizId)}/grading-sheet`,
};
