// SPEC 7: a pupil's performance in their classroom, and the teacher's comments on them.
import { api } from '../../core/http';
import type { PupilComment, PupilPerformance } from './pupil-performance.types';

const seg = encodeURIComponent;

export function fetchPupilPerformance(classroomId: string, pupilId: string): Promise<PupilPerformance> {
  return api.get<PupilPerformance>(`/api/classrooms/${seg(classroomId)}/pupils/${seg(pupilId)}/performance`);
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
