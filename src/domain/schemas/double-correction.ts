// Bodies of the double-correction routes (issue 17).
import { boolean, enums, type Infer, object, omit } from 'superstruct';
import { FINAL_MARK_RULES, THRESHOLD_LIMITS } from '../double-correction';
import { numberField } from '../number-field';
import { boundedArray, nullableField, optionalField, text } from '../validation';
import { gradeRowSchema, MAX_GRADES_PER_BATCH } from './grades';

const uuidText = text({ max: 36 });

/** Turning double correction on for a class, or changing who corrects and by which rule. */
export const doubleCorrectionSchema = object({
  evaluator1Id: uuidText,
  evaluator2Id: uuidText,
  /** null: "choose later". */
  evaluator3Id: optionalField(nullableField(uuidText)),
  /** On the final 1-10 mark. */
  threshold: optionalField(numberField({ ...THRESHOLD_LIMITS, decimals: 2 })),
  finalMark: optionalField(enums(FINAL_MARK_RULES)),
  /**
   * Consent to remove the marks of an evaluator 1 or 2 who is replaced in their slot (a correction is one
   * person's: their successor starts from no marks). Without it such a change is refused, saying how many.
   */
  clearReplacedMarks: optionalField(boolean()),
});
export type DoubleCorrectionInput = Infer<typeof doubleCorrectionSchema>;

/** An evaluator's marks: a grade row without the comment (comments belong to the class's teacher, not to a correction). */
export const correctionRowSchema = omit(gradeRowSchema, ['comments', 'commentsBase']);
export type CorrectionRowInput = Infer<typeof correctionRowSchema>;

export const correctionBatchSchema = object({
  grades: boundedArray(correctionRowSchema, MAX_GRADES_PER_BATCH, 1),
});
