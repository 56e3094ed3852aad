// The shapes of GET /api/classrooms/{id}/pupils/{pupilId}/performance and
// the comment routes (SPEC 7).
import type { Trend } from '../results';

import type { PupilResult } from '../../../domain/performance';

export type { PupilResult };

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
