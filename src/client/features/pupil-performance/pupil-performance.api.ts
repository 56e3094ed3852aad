// SPEC 7: a pupil's performance in their classroom, and the teacher's comments on them.
import { api } from '../../core/http';
import { pupilPerformanceRecordQuery } from '../../core/records.cache';
import type { PupilComment, PupilPerformance } from './pupil-performance.types';

const seg = encodeURIComponent;

/** The page's one read, the same entry the pupil's breadcrumb reads (core/records.cache.ts). */
export function pupilPerformanceQuery(classroomId: string, pupilId: string) {
  return pupilPerformanceRecordQuery<PupilPerformance>(classroomId, pupilId);
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
