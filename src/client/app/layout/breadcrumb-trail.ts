// SPEC 2 breadcrumbs as data: which crumbs a path has. Entity crumbs carry
// the route parameter whose name the server knows; the view loads it.
import { classroomPath, classroomQuizPath, paths, quizPath, schoolPath } from '../../core/paths';

/** `classroomSchool`: the school of the classroom `id` (a pupil's path names only the classroom). */
export type EntityKind = 'school' | 'classroom' | 'quiz' | 'pupil' | 'classroomSchool';

export type Crumb =
  | { type: 'label'; labelKey: string; href: string }
  /** `href` may be null when the link needs what the server answers (a classroom's school). */
  | {
      type: 'entity';
      kind: EntityKind;
      id: string;
      href: string | null;
      /** A pupil's classroom: where the server answers the pupil's name. */
      scope?: string;
    };

const home: Crumb = { type: 'label', labelKey: 'breadcrumbs.home', href: paths.home };
const schools: Crumb = { type: 'label', labelKey: 'breadcrumbs.schools', href: paths.schools };
const quizzes: Crumb = { type: 'label', labelKey: 'breadcrumbs.quizzes', href: paths.quizzes };
const label = (labelKey: string, href: string): Crumb => ({ type: 'label', labelKey, href });
const entity = (kind: EntityKind, id: string, href: string | null, scope?: string): Crumb => ({ type: 'entity', kind, id, href, ...(scope ? { scope } : {}) });

type Builder = (params: string[], path: string) => Crumb[];

/**
 * A classroom's school, named by the classroom's own record, which its page reads anyway: not the
 * school's detail (its classrooms, its counts), a request more on every page under a classroom.
 */
const schoolOfClassroom = (schoolId: string, classroomId: string): Crumb => entity('classroomSchool', classroomId, schoolPath(schoolId));

/** A page of one test in one class (its grade sheet, its double correction): the dashboard's trail and the page's label. */
const quizInClassPage =
  (labelKey: string): Builder =>
  ([s, c, q], path) => [
    home,
    schools,
    schoolOfClassroom(s!, c!),
    entity('classroom', c!, classroomPath(s!, c!)),
    entity('quiz', q!, classroomQuizPath(s!, c!, q!)),
    label(labelKey, path),
  ];

/** Patterns in the SPEC 2 route table; `([^/]+)` captures a parameter in order. */
const TABLE: [RegExp, Builder][] = [
  [/^\/schools$/, () => [home, schools]],
  [/^\/schools\/([^/]+)$/, ([s]) => [home, schools, entity('school', s!, schoolPath(s!))]],
  [/^\/schools\/([^/]+)\/members$/, ([s], path) => [home, schools, entity('school', s!, schoolPath(s!)), label('breadcrumbs.members', path)]],
  [/^\/schools\/([^/]+)\/classrooms\/([^/]+)$/, ([s, c]) => [home, schools, schoolOfClassroom(s!, c!), entity('classroom', c!, classroomPath(s!, c!))]],
  [
    /^\/schools\/([^/]+)\/classrooms\/([^/]+)\/quizzes\/([^/]+)$/,
    ([s, c, q]) => [
      home,
      schools,
      schoolOfClassroom(s!, c!),
      entity('classroom', c!, classroomPath(s!, c!)),
      entity('quiz', q!, classroomQuizPath(s!, c!, q!)),
    ],
  ],
  [/^\/schools\/([^/]+)\/classrooms\/([^/]+)\/quizzes\/([^/]+)\/evaluate$/, quizInClassPage('breadcrumbs.evaluate')],
  [/^\/schools\/([^/]+)\/classrooms\/([^/]+)\/quizzes\/([^/]+)\/correction$/, quizInClassPage('breadcrumbs.doubleCorrection')],
  [
    /^\/classrooms\/([^/]+)\/pupils\/([^/]+)\/performance$/,
    ([c, p]) => [home, schools, entity('classroomSchool', c!, null), entity('classroom', c!, null), entity('pupil', p!, null, c!)],
  ],
  [/^\/quizzes$/, () => [home, quizzes]],
  [/^\/quizzes\/create$/, (_, path) => [home, quizzes, label('breadcrumbs.create', path)]],
  [/^\/quizzes\/([^/]+)$/, ([q]) => [home, quizzes, entity('quiz', q!, quizPath(q!))]],
  [/^\/quizzes\/([^/]+)\/edit$/, ([q], path) => [home, quizzes, entity('quiz', q!, quizPath(q!)), label('breadcrumbs.edit', path)]],
  [/^\/quiz\/([^/]+)\/grade$/, ([q], path) => [home, quizzes, entity('quiz', q!, quizPath(q!)), label('breadcrumbs.grade', path)]],
  [/^\/results$/, (_, path) => [home, label('breadcrumbs.results', path)]],
  [/^\/history$/, (_, path) => [home, label('breadcrumbs.history', path)]],
  [/^\/settings$/, (_, path) => [home, label('breadcrumbs.settings', path)]],
  [/^\/join\/[^/]+$/, (_, path) => [home, label('breadcrumbs.join', path)]],
];

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The crumbs for a path; none on the home page or an unknown path. */
export function crumbsFor(path: string): Crumb[] {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const [pattern, build] of TABLE) {
    const match = pattern.exec(clean);
    if (match) return build(match.slice(1).map(decode), clean);
  }
  return [];
}
