// Bodies of the assignment and grade routes.
import { type Infer, object, refine, string } from 'superstruct';
import { numberField } from '../number-field';
import { LIMITS } from '../quiz/schema';
import { boundedArray, boundedRecord, encodeMessage, nullableField, optionalField, optionalText, text } from '../validation';

const uuidText = text({ max: 36 });

/** A calendar day, YYYY-MM-DD, that exists (no 31 February). Empty gets the day's message, not "required": a due date is optional (null clears it). */
export const calendarDay = refine(text({ min: 0, max: 10 }), 'day', (value) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return encodeMessage('validation.date');
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value || encodeMessage('validation.date');
});

export const assignmentSchema = object({ dueDate: optionalField(nullableField(calendarDay)) });

export const MAX_CLASSROOMS_PER_ASSIGNMENT = 100;

export const MAX_QUIZZES_PER_ASSIGNMENT = 100;

/** One to `max` ids: the ids an all-or-nothing assignment names. */
const idList = (max: number) => boundedArray(uuidText, max, 1);

/** One quiz to several classrooms. */
export const assignBulkSchema = object({
  classroomIds: idList(MAX_CLASSROOMS_PER_ASSIGNMENT),
  dueDate: optionalField(nullableField(calendarDay)),
});

/** Several quizzes to one classroom. */
export const assignQuizzesSchema = object({
  quizIds: idList(MAX_QUIZZES_PER_ASSIGNMENT),
  dueDate: optionalField(nullableField(calendarDay)),
});

// Limits per question and decimals are checked against the quiz (marks.ts), all at once.
const mark = numberField({ min: 0, max: 1000 });

export const MAX_GRADES_PER_BATCH = 2000;

export const gradeRowSchema = object({
  pupilId: uuidText,
  /** The total, for a test graded only as a total; recomputed when question marks exist. */
  score: optionalField(nullableField(mark)),
  /** null clears a mark; one per question of the test at most. */
  questionScores: optionalField(boundedRecord(string(), nullableField(mark), LIMITS.questionsPerQuiz)),
  comments: optionalField(optionalText(2000)),
  /**
   * The comment the edit was made on. A pupil with a comment and no marks has no grade to carry a version, so
   * this is what tells a comment changed meanwhile (another tab, a colleague) from one the sender saw: a conflict.
   */
  commentsBase: optionalField(optionalText(2000)),
  /** The version the edit was based on; 0 for a pupil not graded yet. */
  version: optionalField(numberField({ min: 0, max: 1e9, decimals: 0 })),
});
export type GradeRowInput = Infer<typeof gradeRowSchema>;

export const gradeBatchSchema = object({
  grades: boundedArray(gradeRowSchema, MAX_GRADES_PER_BATCH, 1),
});
