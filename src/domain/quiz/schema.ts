// The quiz document schema with every SPEC 5 rule, shared by the editor and
// the server. Per-field rules sit on the fields; the rules across fields
// (points that must add up, a correct answer, pairs that name real items)
// are refinements that point at the field to fix.
import { boolean, type Describe, define, dynamic, literal, object, refine, type Struct, unknown } from 'superstruct';
import { LANGUAGES, type Language } from '../languages';
import { numberField } from '../number-field';
import { sumPoints } from '../points';
import { boundedArray, crossField, encodeMessage, optionalField, optionalText, text } from '../validation';
import { QUESTION_TYPES, type Question, type QuestionType, type QuizDocument, type ScoringRule } from './types';

export const LIMITS = {
  titleMin: 3,
  titleMax: 200,
  sectionTitleMin: 2,
  sectionTitleMax: 100,
  contextMax: 1000,
  questionsPerSection: 50,
  questionTextMin: 5,
  questionTextMax: 2000,
  questionPointsMax: 50,
  responsePointsMax: 100,
  options: 10,
  statements: 15,
  pairs: 15,
  lines: 20,
  basePointsMax: 100,
  totalMin: 10,
  totalMax: 200,
  totalWarnBelow: 20,
  totalWarnAbove: 150,
  /** Sections, across the test; SPEC 9's 100 questions caps the rest. */
  sections: 20,
  questionsPerQuiz: 100,
} as const;

/** SPEC 5: letters (any alphabet), digits, spaces, hyphens and underscores. */
const TITLE_PATTERN = /^[\p{L}\p{M}\p{N} _-]+$/u;

// "__proto__" is the one key a JSON body can never carry (the parser refuses it, against prototype
// pollution), so an item with that id could never be marked: refused here, where the teacher sees why.
const id = text({ max: 40, pattern: /^(?!__proto__$)[A-Za-z0-9_-]+$/ });
const points = numberField({ min: 0, max: LIMITS.questionPointsMax, decimals: 2 });
const nonNegativePoints = numberField({ min: 0, max: 1000, decimals: 2 });
const shortText = (max: number) => text({ max });

/** One to `max` items (`min` 0: none to `max`), refused by the count before an item is read. */
const listOf = <T, S>(item: Struct<T, S>, max: number, min = 1) => boundedArray(item, max, min);

const subRule = object({ id, description: text({ max: 500 }), points: nonNegativePoints });
const scoringRule = object({ id, description: text({ max: 500 }), points: nonNegativePoints, subRules: listOf(subRule, 20, 0) });

const base = {
  id,
  text: text({ min: LIMITS.questionTextMin, max: LIMITS.questionTextMax }),
  points,
  rules: listOf(scoringRule, 20, 0),
};

const response = object({ id, text: text({ max: 500 }), points: numberField({ min: 0, max: LIMITS.responsePointsMax, decimals: 2 }), correct: boolean() });
const matchItem = object({ id, text: text({ max: 300 }) });

const byType: Record<QuestionType, Struct<Question, unknown>> = {
  lines: object({ ...base, type: literal('lines'), lines: numberField({ min: 1, max: LIMITS.lines, decimals: 0 }) }) as Struct<Question, unknown>,
  multiple_choices: object({ ...base, type: literal('multiple_choices'), options: listOf(response, LIMITS.options) }) as Struct<Question, unknown>,
  matches: object({
    ...base,
    type: literal('matches'),
    left: listOf(matchItem, LIMITS.pairs),
    right: listOf(matchItem, LIMITS.pairs),
    pairs: listOf(object({ leftId: id, rightId: id, points: nonNegativePoints }), LIMITS.pairs),
  }) as Struct<Question, unknown>,
  true_false: object({
    ...base,
    type: literal('true_false'),
    statements: listOf(object({ id, text: text({ max: 500 }), answer: boolean(), points: nonNegativePoints }), LIMITS.statements),
  }) as Struct<Question, unknown>,
  short_answer: object({ ...base, type: literal('short_answer'), expectedAnswer: text({ max: 500 }) }) as Struct<Question, unknown>,
  numeric: object({
    ...base,
    type: literal('numeric'),
    value: numberField({ min: -1e12, max: 1e12, decimals: 6 }),
    tolerance: numberField({ min: 0, max: 1e12, decimals: 6 }),
    unit: optionalText(30),
  }) as Struct<Question, unknown>,
  open: object({ ...base, type: literal('open'), lines: numberField({ min: 1, max: LIMITS.lines, decimals: 0 }) }) as Struct<Question, unknown>,
};

const unknownType = define<Question>('question', () => encodeMessage('validation.invalid'));

const anyQuestion = dynamic<Question>((value) => {
  const type = (value as { type?: unknown } | null)?.type;
  return (QUESTION_TYPES as readonly unknown[]).includes(type) ? byType[type as QuestionType] : unknownType;
});

function mismatch(actual: number, expected: number, key = 'quizRules.pointsMustAddUp') {
  return encodeMessage(key, { sum: actual, points: expected, count: expected });
}

/** The cross-field rules of one question; returns [field, message] pairs. */
export function questionProblems(question: Question): [string, string][] {
  const problems: [string, string][] = [];
  const expect = (field: string, values: number[], key?: string) => {
    const sum = sumPoints(values);
    if (sum !== question.points) problems.push([field, mismatch(sum, question.points, key)]);
  };
  if (question.type === 'multiple_choices') {
    if (!question.options.some((o) => o.correct)) problems.push(['options', encodeMessage('quizRules.needsCorrect')]);
    expect(
      'options',
      question.options.map((o) => o.points),
    );
  } else if (question.type === 'true_false') {
    expect(
      'statements',
      question.statements.map((s) => s.points),
    );
  } else if (question.type === 'matches') {
    const left = new Set(question.left.map((i) => i.id));
    const right = new Set(question.right.map((i) => i.id));
    const unknownPair = question.pairs.findIndex((p) => !left.has(p.leftId) || !right.has(p.rightId));
    if (unknownPair >= 0) problems.push([`pairs.${unknownPair}`, encodeMessage('quizRules.pairUnknownItem')]);
    expect(
      'pairs',
      question.pairs.map((p) => p.points),
    );
  }
  if (question.rules.length > 0)
    expect(
      'rules',
      question.rules.map((r) => r.points),
      'quizRules.rulesMustAddUp',
    );
  question.rules.forEach((rule: ScoringRule, index) => {
    if (rule.subRules.length === 0) return;
    const sum = sumPoints(rule.subRules.map((s) => s.points));
    if (sum !== rule.points) problems.push([`rules.${index}.subRules`, mismatch(sum, rule.points, 'quizRules.subRulesMustAddUp')]);
  });
  return problems;
}

const question = crossField(anyQuestion, 'question', function* (value, context) {
  for (const [field, message] of questionProblems(value)) yield { path: [...context.path, ...field.split('.')], message };
});

export const sectionSchema = object({
  id,
  title: text({ min: LIMITS.sectionTitleMin, max: LIMITS.sectionTitleMax, pattern: TITLE_PATTERN, patternKey: 'quizRules.titlePattern' }),
  context: optionalText(LIMITS.contextMax),
  questions: listOf(question, LIMITS.questionsPerSection, 0),
});

export const gradingSchemeSchema = object({
  notes: optionalText(4000),
  criteria: listOf(object({ id, description: text({ max: 500 }), points: nonNegativePoints }), 30, 0),
});

export function totalPoints(document: Pick<QuizDocument, 'sections'>): number {
  return sumPoints(document.sections.flatMap((s) => s.questions.map((q) => q.points)));
}

/** One of the app's languages (the words a test is printed with). */
export const quizLanguage = refine(unknown(), 'language', (value) =>
  (LANGUAGES as readonly unknown[]).includes(value) ? true : encodeMessage('validation.language', { list: LANGUAGES.join(', ') }),
) as unknown as Struct<Language, null>;

const documentShape = object({
  title: text({ min: LIMITS.titleMin, max: LIMITS.titleMax, pattern: TITLE_PATTERN, patternKey: 'quizRules.titlePattern' }),
  classLabel: shortText(100),
  basePoints: numberField({ min: 0, max: LIMITS.basePointsMax, decimals: 0 }),
  timeLimit: numberField({ min: 1, max: 600, decimals: 0 }),
  sections: listOf(sectionSchema, LIMITS.sections),
  gradingScheme: gradingSchemeSchema,
  language: optionalField(quizLanguage),
});

type Path = (string | number)[];

/** The places (path, id) of ids already used earlier in the same list of places. */
function* repeats(places: Iterable<[Path, unknown]>) {
  const seen = new Set<unknown>();
  for (const [path, id] of places) {
    if (seen.has(id)) yield { path: [...path, 'id'], message: encodeMessage('quizRules.duplicateId', { id: String(id) }) };
    seen.add(id);
  }
}

/** Lists of a question whose items carry ids: options, statements, the two sides of a match, rules. */
function* idListsOf(question: Record<string, unknown>, path: Path): Generator<[Path, { id?: unknown }[]]> {
  for (const [key, value] of Object.entries(question)) {
    if (Array.isArray(value) && value.every((item) => item && typeof item === 'object' && 'id' in item)) yield [[...path, key], value];
    else if (value && typeof value === 'object' && !Array.isArray(value)) yield* idListsOf(value as Record<string, unknown>, [...path, key]);
  }
}

/**
 * Ids used twice: sections and questions across the whole test (marks are
 * kept by question id, so a repeated one counted one mark twice), and the
 * items of each list inside a question (an option, a rule, a sub-rule).
 */
function* repeatedIds(document: QuizDocument) {
  yield* repeats(document.sections.map((section, s): [Path, unknown] => [['sections', s], section.id]));
  yield* repeats(
    document.sections.flatMap((section, s) => section.questions.map((question, i): [Path, unknown] => [['sections', s, 'questions', i], question.id])),
  );
  for (const [s, section] of document.sections.entries()) {
    for (const [i, question] of section.questions.entries()) {
      for (const [path, items] of idListsOf(question as unknown as Record<string, unknown>, ['sections', s, 'questions', i])) {
        yield* repeats(items.map((item, k): [Path, unknown] => [[...path, k], item.id]));
        for (const [k, item] of items.entries()) {
          const subRules = (item as { subRules?: { id: unknown }[] }).subRules;
          if (Array.isArray(subRules)) yield* repeats(subRules.map((sub, j): [Path, unknown] => [[...path, k, 'subRules', j], sub.id]));
        }
      }
    }
  }
}

/** The version a save is based on: the database keeps it in a 32-bit integer. */
export const quizVersion = numberField({ min: 1, max: 2_147_483_647, decimals: 0 });

/** The quiz document as the server stores it: every SPEC 5 rule, including the total of 10-200 points. */
export const quizDocumentSchema = crossField(documentShape, 'quiz', function* (document) {
  const questions = document.sections.reduce((n, s) => n + s.questions.length, 0);
  if (questions === 0) yield { path: ['sections'], message: encodeMessage('quizRules.needsQuestion') };
  if (questions > LIMITS.questionsPerQuiz) yield { path: ['sections'], message: encodeMessage('quizRules.tooManyQuestions', { n: LIMITS.questionsPerQuiz }) };
  yield* repeatedIds(document);
  const total = totalPoints(document);
  if (questions > 0 && (total < LIMITS.totalMin || total > LIMITS.totalMax)) {
    yield { path: ['totalPoints'], message: encodeMessage(total < LIMITS.totalMin ? 'quizRules.totalTooLow' : 'quizRules.totalTooHigh', { total }) };
  }
}) as unknown as Describe<QuizDocument>;

/** The most classes a quiz is assigned to as it is created. */
export const MAX_CLASSROOMS_ON_CREATE = 100;

/** What a create carries beside the document: the classes to assign the new quiz to. */
export const quizCreateExtrasSchema = object({
  classroomIds: optionalField(boundedArray(text({ max: 36 }), MAX_CLASSROOMS_ON_CREATE)),
});
