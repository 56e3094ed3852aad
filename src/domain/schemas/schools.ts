// Bodies of the school, classroom and pupil routes, shared with their forms.
import { type Infer, object } from 'superstruct';
import { boundedArray, optionalEmail, optionalField, optionalPhone, optionalText, optionalUrl, text } from '../validation';

export const schoolSchema = object({
  name: text({ min: 1, max: 200 }),
  description: optionalField(optionalText(1000)),
  /** Optional; left out of an update, it stays as it was; '' clears it. */
  website: optionalField(optionalUrl()),
  phone: optionalField(optionalPhone()),
});
export type SchoolInput = Infer<typeof schoolSchema>;

export const classroomSchema = object({
  name: text({ min: 1, max: 100 }),
  description: optionalField(optionalText(1000)),
  /** Grade or group, as the school writes it: "a IX-a", "5B", "Year 7". */
  gradeLevel: optionalField(optionalText(50)),
});
export type ClassroomInput = Infer<typeof classroomSchema>;

/** SPEC 9: names have at least 2 characters. */
export const pupilName = text({ min: 2, max: 100 });

export const pupilFields = { name: pupilName, email: optionalField(optionalEmail()) };
export const pupilSchema = object(pupilFields);
export type PupilInput = Infer<typeof pupilSchema>;

export const newPupilSchema = object({ ...pupilFields, classroomId: text({ max: 36 }) });

/** A whole roster at once (import): every row is validated, all are created or none. */
export const MAX_ROSTER_ROWS = 500;
export const rosterSchema = object({
  pupils: boundedArray(pupilSchema, MAX_ROSTER_ROWS, 1),
});
export type RosterInput = Infer<typeof rosterSchema>;
