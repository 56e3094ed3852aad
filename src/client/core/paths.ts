// Every route the client links to, in one place (SPEC 2). `routes` holds the
// patterns the router matches; the builder functions make concrete links, so
// no screen assembles a URL by hand.

import { routes } from '../../domain/routes';

/** Route patterns for wouter (domain/routes: the server reads a page's early reads by them too). */
export { routes };

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
