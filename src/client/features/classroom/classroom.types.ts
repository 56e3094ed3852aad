// The classroom page's records as the API answers them (SPEC 3, 7).

export interface Pupil {
  id: string;
  classroomId: string;
  name: string;
  /** '' when the teacher gave none. */
  email: string;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/classrooms/{id}/quizzes: a quiz given to the classroom. Points are points (not hundredths). */
export interface AssignedQuiz {
  quizId: string;
  classroomId: string;
  title: string;
  classLabel: string;
  totalPoints: number;
  basePoints: number;
  /** YYYY-MM-DD, or null when none was set. */
  dueDate: string | null;
  gradedCount: number;
  pupilCount: number;
  /** Mean total of the graded pupils, in points; null before any grade. */
  averageScore: number | null;
  assignedAt: string;
}
