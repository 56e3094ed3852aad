// The names under which cache entries are dropped together (DESIGN 4). A tag
// names a server resource, not a screen: a grade save drops `grades:<quiz>`
// and `classroom:<id>` whichever feature shows them, so the vocabulary lives
// here rather than in one feature that the others would have to import. The
// brand keeps a hand-spelled string out of cache options and invalidations:
// a tag exists only through these builders, so a tag some save drops is one
// an entry can carry (test/client/core/cache-tags.test.ts proves it).
declare const cacheTagBrand: unique symbol;
export type CacheTag = string & { readonly [cacheTagBrand]: true };

const tag = (name: string): CacheTag => name as CacheTag;

export const cacheTags = {
  /** The school list and everything that shows it (counts, choosers, the Schools panel). */
  schools: tag('schools'),
  /** One school's detail, name and classroom list. */
  school: (schoolId: string) => tag(`school:${schoolId}`),
  /** Everything cached about one classroom: record, pupils, assigned quizzes, names, performance. */
  classroom: (classroomId: string) => tag(`classroom:${classroomId}`),
  /** Every list of quizzes (the Quizzes page, the choosers). */
  quizzes: tag('quizzes'),
  /** One quiz's document and name. */
  quiz: (quizId: string) => tag(`quiz:${quizId}`),
  /** Figures computed from a quiz's grades: report, question analysis. */
  grades: (quizId: string) => tag(`grades:${quizId}`),
  /** Every list that shows which quizzes are assigned where. */
  assignments: tag('assignments'),
  /** One pupil's history and comments. */
  pupil: (pupilId: string) => tag(`pupil:${pupilId}`),
} as const;
