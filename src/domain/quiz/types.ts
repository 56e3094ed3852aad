// The quiz (test) document of SPEC 3: what the editor builds, the server
// validates and stores, the printer lays out and the grid grades against.
// Points are numbers with at most two decimals.
import type { Language } from '../languages';

export const QUESTION_TYPES = ['lines', 'multiple_choices', 'matches', 'true_false', 'short_answer', 'numeric', 'open'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** A sub-rule of a scoring rule in the grading scheme ("barem"). */
export interface SubRule {
  id: string;
  description: string;
  points: number;
}

/** How part of a question's points are earned: "correct formula: 2 p", with its sub-rules. */
export interface ScoringRule {
  id: string;
  description: string;
  points: number;
  subRules: SubRule[];
}

interface QuestionBase {
  id: string;
  type: QuestionType;
  /** The question as printed (SPEC 5: 5-2000 characters). */
  text: string;
  /** What the question is worth (0-50, at most two decimals). */
  points: number;
  /** The grading scheme's rules for this question; empty when it is marked as a whole. */
  rules: ScoringRule[];
}

/** SPEC 3 Response: text, points (0-100) and whether it is correct. */
export interface Response {
  id: string;
  text: string;
  points: number;
  correct: boolean;
}

export interface LinesQuestion extends QuestionBase {
  type: 'lines';
  /** Answer lines printed under the question (1-20). */
  lines: number;
}

export interface MultipleChoiceQuestion extends QuestionBase {
  type: 'multiple_choices';
  options: Response[];
}

export interface MatchItem {
  id: string;
  text: string;
}

export interface MatchPair {
  leftId: string;
  rightId: string;
  points: number;
}

export interface MatchesQuestion extends QuestionBase {
  type: 'matches';
  left: MatchItem[];
  right: MatchItem[];
  pairs: MatchPair[];
}

export interface Statement {
  id: string;
  text: string;
  answer: boolean;
  points: number;
}

export interface TrueFalseQuestion extends QuestionBase {
  type: 'true_false';
  statements: Statement[];
}

export interface ShortAnswerQuestion extends QuestionBase {
  type: 'short_answer';
  expectedAnswer: string;
}

export interface NumericQuestion extends QuestionBase {
  type: 'numeric';
  value: number;
  /** Accepted distance from value, in the same unit (0 = exact). */
  tolerance: number;
  unit: string;
}

export interface OpenQuestion extends QuestionBase {
  type: 'open';
  /** Lined space printed for the essay (1-20 lines; a page is about 30). */
  lines: number;
}

export type Question = LinesQuestion | MultipleChoiceQuestion | MatchesQuestion | TrueFalseQuestion | ShortAnswerQuestion | NumericQuestion | OpenQuestion;

export interface Section {
  id: string;
  title: string;
  /** Optional text the section's questions refer to (a passage, a figure's description). */
  context: string;
  questions: Question[];
}

export interface GradingCriterion {
  id: string;
  description: string;
  points: number;
}

/** The grading scheme beyond the per-question rules: general notes and criteria. */
export interface GradingScheme {
  notes: string;
  criteria: GradingCriterion[];
}

export interface QuizDocument {
  title: string;
  /** The class the test is written for, as printed in the header ("a IX-a B"). */
  classLabel: string;
  /** Ex-officio points (whole number 0-100, typically 10). */
  basePoints: number;
  /** Minutes the pupils have (SPEC 9 default 30). */
  timeLimit: number;
  sections: Section[];
  gradingScheme: GradingScheme;
  /**
   * The language it is printed in (instructions, headings, labels), whatever
   * the interface's. Absent from a save: left as it was (a new quiz takes the
   * interface's).
   */
  language?: Language;
}
