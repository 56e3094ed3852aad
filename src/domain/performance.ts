// The shapes of the performance answers (GET /api/classrooms/{id}/performance-summary
// and .../pupils/{pupilId}/performance), shared by the server that builds
// them and the screens that show them. Points are points; marks are
// Romanian marks 1-10 with two decimals.
import type { Trend } from './trend';

/** One test assigned to the classroom, with the class's average on it. */
export interface QuizResultPoint {
  quizId: string;
  title: string;
  /** YYYY-MM-DD, or null when the assignment has no due date. */
  dueDate: string | null;
  /** Points of the questions, without the ex-officio points. */
  totalPoints: number;
  basePoints: number;
  /** Pupils with a score on it. */
  graded: number;
  averagePoints: number | null;
  averageMark: number | null;
  averagePercent: number | null;
}

/** A pupil in the class's snapshot table. */
export interface PupilSnapshot {
  pupilId: string;
  name: string;
  /** How many graded tests the pupil has. */
  results: number;
  averageMark: number | null;
  lastMark: number | null;
  lastQuizTitle: string | null;
  trend: Trend;
}

/** One graded test of a pupil, in due-date order. */
export interface PupilResult {
  quizId: string;
  title: string;
  /** YYYY-MM-DD, or null when the assignment has no due date. */
  dueDate: string | null;
  /** Points earned, without the ex-officio points. */
  score: number;
  totalPoints: number;
  mark: number;
  /** Of the whole scale, ex-officio points included (0-100). */
  percent: number;
  classAverageMark: number | null;
}
