// Contract of the assignment routes (SPEC 3 Quiz assignment, SPEC 7).
/** GET /api/classrooms/{id}/quizzes, and the answer of the assigning calls. Points are points, not hundredths. */
export interface AssignedQuiz<D = string> {
  quizId: string;
  classroomId: string;
  title: string;
  classLabel: string;
  totalPoints: number;
  basePoints: number;
  /** YYYY-MM-DD, or null when none was set. */
  dueDate: string | null;
  gradedCount: number;
  /** Of the graded, papers marked on some questions only (their other questions count as 0 in the average). */
  incompleteCount: number;
  pupilCount: number;
  /** Mean total of the graded pupils, in points; null before any grade. */
  averageScore: number | null;
  /** The class's average mark as its report gives it (domain/grading classAverageMark: final marks count); null before any grade. */
  averageMark: number | null;
  /** Whether the reader may change the due date (issue 16): whoever may grade the test; a school's owner only reads a colleague's. */
  canChangeDueDate: boolean;
  /**
   * Whether the reader may take the test from the class: its author and a colleague who may edit it; a colleague
   * who only grades it, only while nobody has marked the class. A school's owner only reads a colleague's test.
   */
  canUnassign: boolean;
  assignedAt: D;
}

const seg = encodeURIComponent;

export const assignmentPaths = {
  /** GET: the classroom's quizzes; POST {quizIds, dueDate}: several quizzes at once, all or none. */
  ofClassroom: (classroomId: string) => `/api/classrooms/${seg(classroomId)}/quizzes`,
  one: (classroomId: string, quizId: string) => `/api/classrooms/${seg(classroomId)}/quizzes/${seg(quizId)}`,
  /** POST {classroomIds, dueDate}: one quiz to several classrooms, all or none. */
  bulk: (quizId: string) => `/api/quizzes/${seg(quizId)}/assign-bulk`,
};
