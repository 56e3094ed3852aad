// Building blocks for the test editor: an empty question of each type, a
// section, a whole new test, a copy of a question with fresh ids, and points
// split so that they add up exactly. Pure: ids come from the caller's
// function, so tests (and the server, if it ever needs them) get stable ids.
import { fromHundredths, sumPoints, toHundredths } from '../points';
import type { MatchItem, Question, QuestionType, QuizDocument, ScoringRule, Section } from './types';

/** Returns a new id matching the schema's id rule (letters, digits, _ and -; at most 40). */
export type IdMaker = () => string;

/** The answer lines a new question of the `lines` type gets, and the space a new essay gets. */
export const DEFAULT_LINES = 5;
export const DEFAULT_ESSAY_LINES = 10;

function item(makeId: IdMaker): MatchItem {
  return { id: makeId(), text: '' };
}

/**
 * A question of the type with nothing typed yet: two options, two
 * statements, two pairs of items to match, so the teacher only fills in.
 * It is not valid until its text (and the type's own fields) are written.
 */
export function emptyQuestion(type: QuestionType, makeId: IdMaker): Question {
  const base = { id: makeId(), text: '', points: 0, rules: [] as ScoringRule[] };
  switch (type) {
    case 'lines':
      return { ...base, type, lines: DEFAULT_LINES };
    case 'open':
      return { ...base, type, lines: DEFAULT_ESSAY_LINES };
    case 'multiple_choices':
      return {
        ...base,
        type,
        options: [
          { id: makeId(), text: '', points: 0, correct: false },
          { id: makeId(), text: '', points: 0, correct: false },
        ],
      };
    case 'true_false':
      return {
        ...base,
        type,
        statements: [
          { id: makeId(), text: '', answer: true, points: 0 },
          { id: makeId(), text: '', answer: false, points: 0 },
        ],
      };
    case 'matches': {
      const left = [item(makeId), item(makeId)];
      const right = [item(makeId), item(makeId)];
      return { ...base, type, left, right, pairs: left.map((l, i) => ({ leftId: l.id, rightId: right[i]!.id, points: 0 })) };
    }
    case 'short_answer':
      return { ...base, type, expectedAnswer: '' };
    case 'numeric':
      return { ...base, type, value: 0, tolerance: 0, unit: '' };
  }
}

export function emptySection(makeId: IdMaker): Section {
  return { id: makeId(), title: '', context: '', questions: [] };
}

export interface QuizDefaults {
  /** Minutes (SPEC 9: 30). */
  timeLimit: number;
  /** Ex-officio points (typically 10). */
  basePoints: number;
}

/** A new test: one empty section to write the first questions into. */
export function emptyQuiz(defaults: QuizDefaults, makeId: IdMaker): QuizDocument {
  return {
    title: '',
    classLabel: '',
    basePoints: defaults.basePoints,
    timeLimit: defaults.timeLimit,
    sections: [emptySection(makeId)],
    gradingScheme: { notes: '', criteria: [] },
  };
}

function copyRules(rules: ScoringRule[], makeId: IdMaker): ScoringRule[] {
  return rules.map((rule) => ({ ...rule, id: makeId(), subRules: rule.subRules.map((sub) => ({ ...sub, id: makeId() })) }));
}

/** A deep copy with new ids everywhere; matching pairs follow their items to the new ids. */
export function duplicateQuestion<Q extends Question>(question: Q, makeId: IdMaker): Q {
  const base = { ...question, id: makeId(), rules: copyRules(question.rules, makeId) };
  switch (question.type) {
    case 'multiple_choices':
      return { ...base, options: question.options.map((o) => ({ ...o, id: makeId() })) } as Q;
    case 'true_false':
      return { ...base, statements: question.statements.map((s) => ({ ...s, id: makeId() })) } as Q;
    case 'matches': {
      const renamed = new Map<string, string>();
      const rename = (items: MatchItem[]) =>
        items.map((i) => {
          const id = makeId();
          renamed.set(i.id, id);
          return { ...i, id };
        });
      const left = rename(question.left);
      const right = rename(question.right);
      const pairs = question.pairs.map((p) => ({ ...p, leftId: renamed.get(p.leftId) ?? p.leftId, rightId: renamed.get(p.rightId) ?? p.rightId }));
      return { ...base, left, right, pairs } as Q;
    }
    default:
      return base as Q;
  }
}

/**
 * A question turned into another type: the text, points and scoring rules
 * stay; the type's own fields start empty.
 */
export function convertQuestion(question: Question, type: QuestionType, makeId: IdMaker): Question {
  if (question.type === type) return question;
  return { ...emptyQuestion(type, makeId), id: question.id, text: question.text, points: question.points, rules: question.rules };
}

/**
 * `total` points split into `count` shares that add up exactly (in
 * hundredths): 10 in 3 is 3.34 + 3.33 + 3.33.
 */
export function distributePoints(total: number, count: number): number[] {
  if (count <= 0) return [];
  const hundredths = toHundredths(total);
  const share = Math.floor(hundredths / count);
  const left = hundredths - share * count;
  return Array.from({ length: count }, (_, i) => fromHundredths(share + (i < left ? 1 : 0)));
}

/** What is still to give out: the question's points minus the parts' (negative when over). */
export function remainingPoints(total: number, parts: readonly number[]): number {
  return sumPoints([total, ...parts.map((p) => -p)]);
}
