// Contract of the pupil routes (SPEC 3, 7): /api/classrooms/{id}/pupils and /api/pupils.
export type { PupilInput, RosterInput } from '../schemas/schools';

export interface Pupil<D = string> {
  id: string;
  classroomId: string;
  name: string;
  /** '' when the teacher gave none. */
  email: string;
  /** Whether the reader may delete it (issue 16): the school's owners and the teacher who added it. Every member edits it. */
  deletable: boolean;
  createdAt: D;
  updatedAt: D;
}

/**
 * A teacher's note on a pupil (the pupil's performance page). A comment on a
 * test is the one the grade grid shows in its comment column for that pupil.
 */
export interface PupilComment<D = string> {
  id: string;
  body: string;
  /** The test it is on; null for a note on the pupil. */
  quizId: string | null;
  quizTitle: string | null;
  /** Whether the reader may change or delete it: a note is its author's, a comment on a test goes with its grading. */
  editable: boolean;
  createdAt: D;
  updatedAt: D;
}

const seg = encodeURIComponent;

export const pupilPaths = {
  ofClassroom: (classroomId: string) => `/api/classrooms/${seg(classroomId)}/pupils`,
  create: '/api/pupils',
  one: (pupilId: string) => `/api/pupils/${seg(pupilId)}`,
  comments: (pupilId: string) => `/api/pupils/${seg(pupilId)}/comments`,
  comment: (pupilId: string, commentId: string) => `/api/pupils/${seg(pupilId)}/comments/${seg(commentId)}`,
  performance: (classroomId: string, pupilId: string) => `/api/classrooms/${seg(classroomId)}/pupils/${seg(pupilId)}/performance`,
};
