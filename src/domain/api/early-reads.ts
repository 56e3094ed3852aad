// The reads a screen makes as it opens, asked for by the page itself (issue 15): the page's inline script
// (server/early-refresh.ts) sends them as soon as the session's first refresh answers, while the app's code
// still downloads and runs, and the client takes each answer when it asks the same thing (client/core/early-
// refresh.ts). The client's route loaders (client/app/route-loaders.ts) ask exactly these on a cold load:
// test/client/app/early-reads.test.ts holds the two together, so a read one side forgets is caught there.

import { matchRoute, routes } from '../routes';
import { attachmentPaths } from './attachments';
import { gradingSheetPaths } from './grading-sheet';
import { pupilPaths } from './pupils';
import { quizPaths } from './quizzes';
import { resultPaths } from './results';
import { classroomPaths, schoolPaths } from './schools';
import { subscriptionPaths } from './subscriptions';

type Params = Readonly<Record<string, string>>;

export interface EarlyRoute {
  /** A page's route pattern (domain/routes); `:name` is one segment. */
  path: string;
  /** The GET addresses, with their query as the client writes it. */
  reads: (params: Params, search: URLSearchParams) => string[];
}

/** Every signed-in page asks who is signed in. */
export const USER_READ = '/api/auth/user';

const classroomQuery = (classroomId: string) => `?classroomId=${encodeURIComponent(classroomId)}`;
const sheet = (quizId: string, classroomId: string | null) => `${gradingSheetPaths.of(quizId)}${classroomId ? classroomQuery(classroomId) : ''}`;

/** A quiz's dashboard in a class, by its tab (as the route loader reads it). */
function quizDashboard({ quizId = '', classroomId = '' }: Params, search: URLSearchParams): string[] {
  const tab = search.get('tab');
  const figures =
    tab === 'report'
      ? resultPaths.report(quizId) + classroomQuery(classroomId)
      : tab === 'analysis'
        ? resultPaths.analysis(quizId) + classroomQuery(classroomId)
        : tab === 'compare' && resultPaths.comparison(quizId);
  return figures ? [figures, quizPaths.one(quizId), classroomPaths.one(classroomId)] : [sheet(quizId, classroomId)];
}

/** In the client's matching order; the first pattern that matches wins. */
export const EARLY_READS: readonly EarlyRoute[] = [
  { path: routes.home, reads: () => [subscriptionPaths.current] },
  { path: routes.schools, reads: () => [schoolPaths.list] },
  { path: routes.school, reads: ({ schoolId = '' }) => [schoolPaths.one(schoolId)] },
  { path: routes.schoolMembers, reads: ({ schoolId = '' }) => [schoolPaths.one(schoolId)] },
  {
    path: routes.classroom,
    reads: ({ classroomId = '' }) => [classroomPaths.one(classroomId), pupilPaths.ofClassroom(classroomId), classroomPaths.quizzes(classroomId)],
  },
  { path: routes.classroomQuiz, reads: quizDashboard },
  { path: routes.classroomQuizEvaluate, reads: ({ quizId = '', classroomId = '' }) => [sheet(quizId, classroomId)] },
  { path: routes.classroomQuizCorrection, reads: ({ quizId = '', classroomId = '' }) => [quizPaths.one(quizId), classroomPaths.one(classroomId)] },
  { path: routes.quizzes, reads: () => [quizPaths.list] },
  { path: routes.quizCreate, reads: () => [] },
  // A quiz's page: the quiz, its reference files, and the classes it is given to (from its sheet).
  { path: routes.quiz, reads: ({ quizId = '' }) => [quizPaths.one(quizId), attachmentPaths.ofQuiz(quizId), sheet(quizId, null)] },
  { path: routes.quizEdit, reads: ({ id = '' }) => [quizPaths.one(id)] },
  { path: routes.quizGrade, reads: ({ quizId = '' }, search) => [sheet(quizId, search.get('classroomId'))] },
];

/** An id as it may appear in a path or a query: anything else gets no early read (it goes into the page). */
const SAFE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The parameters of `path` under a route pattern, or null when it does not match or an id is not one. */
function paramsOf(pattern: string, path: string): Params | null {
  const params = matchRoute(pattern, path);
  return params && Object.values(params).every((value) => SAFE_ID.test(value)) ? params : null;
}

/** The addresses a page at `path?search` asks for early: who is signed in, then its screen's reads. */
export function earlyReadsOf(path: string, search: string): string[] {
  const query = new URLSearchParams(search);
  for (const route of EARLY_READS) {
    const params = paramsOf(route.path, path);
    if (!params) continue;
    const classroomId = query.get('classroomId');
    if (classroomId !== null && !SAFE_ID.test(classroomId)) return [USER_READ];
    return [USER_READ, ...route.reads(params, query)];
  }
  return [USER_READ];
}
