// Every route the client links to, in one place (SPEC 2). `routes` holds the
// patterns the router matches; the builder functions make concrete links, so
// no screen assembles a URL by hand.

/** Route patterns for wouter (`:name` is a parameter, SPEC 2 parameter names). */
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

export type RouteName = keyof typeof routes;

/** The routes without parameters, usable as links as they are. */
export const paths = {
  home: routes.home,
  welcome: routes.welcome,
  signIn: routes.signIn,
  register: routes.register,
  forgotPassword: routes.forgotPassword,
  resetPassword: routes.resetPassword,
  schools: routes.schools,
  quizzes: routes.quizzes,
  quizCreate: routes.quizCreate,
  results: routes.results,
  history: routes.history,
  settings: routes.settings,
} as const;

type Id = string | number;
const seg = (id: Id) => encodeURIComponent(String(id));

export function schoolPath(schoolId: Id): string {
  return `/schools/${seg(schoolId)}`;
}

export function schoolMembersPath(schoolId: Id): string {
  return `${schoolPath(schoolId)}/members`;
}

export function classroomPath(schoolId: Id, classroomId: Id): string {
  return `${schoolPath(schoolId)}/classrooms/${seg(classroomId)}`;
}

export function classroomQuizPath(schoolId: Id, classroomId: Id, quizId: Id): string {
  return `${classroomPath(schoolId, classroomId)}/quizzes/${seg(quizId)}`;
}

export function classroomQuizEvaluatePath(schoolId: Id, classroomId: Id, quizId: Id): string {
  return `${classroomQuizPath(schoolId, classroomId, quizId)}/evaluate`;
}

export function classroomQuizCorrectionPath(schoolId: Id, classroomId: Id, quizId: Id): string {
  return `${classroomQuizPath(schoolId, classroomId, quizId)}/correction`;
}

export function pupilPerformancePath(classroomId: Id, pupilId: Id): string {
  return `/classrooms/${seg(classroomId)}/pupils/${seg(pupilId)}/performance`;
}

export function quizPath(quizId: Id): string {
  return `/quizzes/${seg(quizId)}`;
}

export function quizEditPath(quizId: Id): string {
  return `${quizPath(quizId)}/edit`;
}

export function quizGradePath(quizId: Id): string {
  return `/quiz/${seg(quizId)}/grade`;
}

/** The full-page login redirect; the server shows /sign-in when no identity provider is configured. */
export const LOGIN_REDIRECT_PATH = '/oauth2/authorization/keycloak';
