// The reads each screen makes on open, by route: what app/route-loaders.ts
// starts beside the screen's code. A chunk of its own with the records cache
// (core/records.cache and the contracts it imports), loaded with the first
// screen that reads records: the dashboard reads none, and carried this table
// in its boot (issue 15).
import { routes } from '../core/paths';
import {
  classroomNameRecordQuery,
  classroomPupilsRecordQuery,
  classroomQuizzesRecordQuery,
  classroomRecordQuery,
  comparisonRecordQuery,
  fetchRecord,
  gradingSheetQuery,
  questionAnalysisRecordQuery,
  quizAssignmentsRecordQuery,
  quizAttachmentsRecordQuery,
  quizListRecordQuery,
  quizRecordQuery,
  quizReportRecordQuery,
  type RecordQuery,
  schoolListRecordQuery,
  schoolRecordQuery,
} from '../core/records.cache';

export { fetchRecord };

type Params = Readonly<Record<string, string>>;

/** A read a screen makes on open (core/records.cache describes them). */
export type Prefetch = RecordQuery<unknown>;

/** The reads of a route's screen, given the path's parameters and the query string. */
type Reads = (params: Params, search: URLSearchParams) => Prefetch[];

/** The grid's one read; the page heading and the breadcrumbs read the records it fills. */
const gradingSheet = (quizId: string | undefined, classroomId: string | null | undefined): Prefetch[] =>
  quizId ? [gradingSheetQuery(quizId, classroomId || null)] : [];

/** A classroom's page: its record, its roster and its quizzes, side by side (the breadcrumbs read the record). */
const classroomPage: Reads = ({ classroomId = '', schoolId = '' }) =>
  classroomId ? [classroomRecordQuery(classroomId, schoolId || null), classroomPupilsRecordQuery(classroomId), classroomQuizzesRecordQuery(classroomId)] : [];

/**
 * A quiz's dashboard in a class, by its tab (quiz-dashboard/dashboard-tabs): the grades tab is the grid
 * (its sheet names the quiz and the class); the analysis, the report and the comparison read their
 * figures, the heading the quiz's title and the class's name.
 */
const quizDashboard: Reads = ({ quizId = '', classroomId = '' }, search) => {
  if (!quizId || !classroomId) return [];
  // The tabs named here rather than dashboard-tabs' list: importing it put the feature's tab code in
  // the boot chunk, and every screen paid for it (the editor went over its byte budget).
  const tab = search.get('tab');
  const figures =
    tab === 'report'
      ? quizReportRecordQuery(quizId, classroomId)
      : tab === 'analysis'
        ? questionAnalysisRecordQuery(quizId, classroomId)
        : tab === 'compare' && comparisonRecordQuery(quizId);
  if (!figures) return gradingSheet(quizId, classroomId);
  return [figures, quizRecordQuery(quizId), classroomNameRecordQuery(classroomId)];
};

/** A quiz's own page: the quiz, and its reference files (listed once the quiz is shown). */
const quizPage: Reads = ({ quizId = '' }) => (quizId ? [quizRecordQuery(quizId), quizAttachmentsRecordQuery(quizId), quizAssignmentsRecordQuery(quizId)] : []);

/** By route pattern; a route here has `reads` in its loader (test/client/app/route-tables.test.ts). */
export const ROUTE_READS: Readonly<Record<string, Reads>> = {
  [routes.schools]: () => [schoolListRecordQuery()],
  [routes.school]: ({ schoolId }) => (schoolId ? [schoolRecordQuery(schoolId)] : []),
  [routes.schoolMembers]: ({ schoolId }) => (schoolId ? [schoolRecordQuery(schoolId)] : []),
  [routes.classroom]: classroomPage,
  [routes.classroomQuiz]: quizDashboard,
  [routes.classroomQuizEvaluate]: ({ quizId, classroomId }) => gradingSheet(quizId, classroomId),
  [routes.classroomQuizCorrection]: ({ quizId = '', classroomId = '' }) => [quizRecordQuery(quizId), classroomNameRecordQuery(classroomId)],
  [routes.quizzes]: () => [quizListRecordQuery('')],
  [routes.quiz]: quizPage,
  [routes.quizEdit]: ({ id }) => (id ? [quizRecordQuery(id)] : []),
  [routes.quizGrade]: ({ quizId }, search) => gradingSheet(quizId, search.get('classroomId')),
};
