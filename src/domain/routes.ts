// The app's page addresses (SPEC 2): the patterns the client's router matches, and the server's page
// for an address reads its early reads by (domain/api/early-reads.ts). `:name` is one path segment.

/** Route patterns (`:name` is a parameter, SPEC 2 parameter names). */
export const routes = {
  home: '/',
  welcome: '/welcome',
  signIn: '/sign-in',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  schools: '/schools',
  school: '/schools/:schoolId',
  /** The school's staff and invitations (issue 16). */
  schoolMembers: '/schools/:schoolId/members',
  classroom: '/schools/:schoolId/classrooms/:classroomId',
  classroomQuiz: '/schools/:schoolId/classrooms/:classroomId/quizzes/:quizId',
  classroomQuizEvaluate: '/schools/:schoolId/classrooms/:classroomId/quizzes/:quizId/evaluate',
  /** A test's double correction in one class (issue 17). */
  classroomQuizCorrection: '/schools/:schoolId/classrooms/:classroomId/quizzes/:quizId/correction',
  pupilPerformance: '/classrooms/:classroomId/pupils/:pupilId/performance',
  quizzes: '/quizzes',
  quizCreate: '/quizzes/create',
  /** SPEC 2: used for a quiz in breadcrumbs; the quiz detail screen. */
  quiz: '/quizzes/:quizId',
  quizEdit: '/quizzes/:id/edit',
  quizGrade: '/quiz/:quizId/grade',
  results: '/results',
  history: '/history',
  settings: '/settings',
  /** An invitation link to a school (issue 16). */
  join: '/join/:token',
} as const;

/**
 * The parameters of `path` under a route pattern (each `:name` one non-empty segment, decoded), or null when
 * it does not match. A trailing slash is ignored. The client's route loaders, the server's page for an address
 * and its early reads all match by this, as the router does.
 */
export function matchRoute(pattern: string, path: string): Record<string, string> | null {
  if (pattern === routes.home) return path === '/' || path === '' ? {} : null;
  const want = pattern.split('/');
  const have = path.replace(/\/+$/, '').split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const segment = have[index] ?? '';
    if (part.startsWith(':')) {
      if (!segment) return null;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return null;
      }
    } else if (part !== segment) return null;
  }
  return params;
}
