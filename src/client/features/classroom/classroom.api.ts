// SPEC 7 calls behind the classroom page: the classroom, its pupils, its
// assigned quizzes, and the pupils' add, edit, delete and roster import.
import type { PupilInput, RosterInput } from '../../../domain/schemas/schools';
import { api, asList } from '../../core/http';
import type { Pupil } from './classroom.types';

const seg = (id: string) => encodeURIComponent(id);

/** SPEC 7: a list that is not an array is treated as empty. */
export function createPupil(classroomId: string, input: PupilInput): Promise<Pupil> {
  return api.post<Pupil>('/api/pupils', { classroomId, ...input });
}

export function updatePupil(id: string, input: PupilInput): Promise<Pupil> {
  return api.put<Pupil>(`/api/pupils/${seg(id)}`, input);
}

export function deletePupil(id: string): Promise<void> {
  return api.del(`/api/pupils/${seg(id)}`);
}

/** The roster import: every pupil in one request and one transaction; the answer is the class's whole list. */
export async function importRoster(classroomId: string, roster: RosterInput): Promise<Pupil[]> {
  return asList<Pupil>(await api.post<unknown>(`/api/classrooms/${seg(classroomId)}/pupils`, roster));
}
