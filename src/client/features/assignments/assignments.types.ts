// Quiz assignments as the API sends them (SPEC 3 Quiz assignment, SPEC 7).

/** GET /api/classrooms/{id}/quizzes, and the answer of the assigning calls. */
export interface AssignedQuiz {
  quizId: string;
  classroomId: string;
  title: string;
  classLabel: string;
  totalPoints: number;
  basePoints: number;
  /** YYYY-MM-DD, or null. */
  dueDate: string | null;
  gradedCount: number;
  pupilCount: number;
  /** Mean total of the graded pupils, in points; null before any grade. */
  averageScore: number | null;
  assignedAt: string;
}

/** GET /api/quizzes/summaries. */
export interface QuizSummary {
  id: string;
  title: string;
  classLabel: string;
}

/** GET /api/classrooms: every classroom of the teacher's schools. */
export interface ClassroomOption {
  id: string;
  name: string;
  schoolId: string;
  schoolName: string;
}

/** GET /api/quizzes: a quiz with the classrooms it is assigned to. */
export interface QuizWithAssignments {
  id: string;
  title: string;
  classLabel: string;
  assignments: { classroomId: string; classroomName: string; schoolId: string; schoolName: string; dueDate: string | null }[];
}
