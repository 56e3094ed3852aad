// SPEC 7: a pupil's performance in their classroom, and the teacher's comments on them.
import { cacheTags } from '../../core/cache-tags';
import { api } from '../../core/http';
import type { PupilComment, PupilPerformance } from './pupil-performance.types';

const seg = encodeURIComponent;

export function fetchPupilPerformance(classroomId: string, pupilId: string): Promise<PupilPerformance> {
  return api.get<PupilPerformance>(`/api/classrooms/${seg(classroomId)}/pupils/${seg(pupilId)}/performance`);
}

/** Marks change while grades are typed elsewhere: a visit asks again after a short while. */
const PERFORMANCE_CACHE_MS = 10_000;

/** The page's one read; a grade save drops it with the classroom's tag, a comment with the pupil's. */
export function pupilPerformanceQuery(classroomId: string, pupilId: string) {
  return {
    key: `pupil-performance:${classroomId}:${pupilId}`,
    load: () => fetchPupilPerformance(classroomId, pupilId),
    options: { ttlMs: PERFORMANCE_CACHE_MS, tags: [cacheTags.classroom(classroomId), cacheTags.pupil(pupilId)] },
  };
}

export function addComment(pupilId: string, body: string): Promise<PupilComment> {
  return api.post<PupilComment>(`/api/pupils/${seg(pupilId)}/comments`, { body });
}

export function updateComment(pupilId: string, commentId: string, body: string): Promise<PupilComment> {
  return api.put<PupilComment>(`/api/pupils/${seg(pupilId)}/comments/${seg(commentId)}`, { body });
}

export function deleteComment(pupilId: string, commentId: string): Promise<void> {
  return api.del(`/api/pupils/${seg(pupilId)}/comments/${seg(commentId)}`);
}
