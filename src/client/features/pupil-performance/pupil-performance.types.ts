// The shapes of GET /api/classrooms/{id}/pupils/{pupilId}/performance and
// the comment routes (SPEC 7).
import type { Trend } from '../results';

/** One graded test of the pupil, in due-date order. */
export interface PupilResult {
  quizId: string;
  title: string;
  /** YYYY-MM-DD, or null when the assignment has no due date. */
  dueDate: string | null;
  /** Points earned, without the ex-officio points. */
  score: number;
  totalPoints: number;
  /** Romanian mark 1-10. */
  mark: number;
  /** Of the whole scale, ex-officio points included (0-100). */
  percent: number;
  classAverageMark: number | null;
}

export interface PupilComment {
  id: string;
  body: string;
  /** ISO instants. */
  createdAt: string;
  updatedAt: string;
}

export interface PupilPerformance {
  pupil: { id: string; name: string; email: string | null; classroomId: string };
  classroom: { id: string; name: string; schoolId: string };
  averageMark: number | null;
  lastMark: number | null;
  trend: Trend;
  results: PupilResult[];
  /** Newest first. */
  comments: PupilComment[];
}
