// SPEC 7 calls for schools and classrooms. Bodies are checked by the forms
// with the shared schemas before they are sent; the server checks them again.
import type { ClassroomInput, SchoolInput } from '../../../domain/schemas/schools';
import { api, asList } from '../../core/http';
import type { Classroom, School } from './schools.types';

const seg = (id: string) => encodeURIComponent(id);

export function createSchool(input: SchoolInput): Promise<School> {
  return api.post<School>('/api/schools', input);
}

export function updateSchool(id: string, input: SchoolInput): Promise<School> {
  return api.put<School>(`/api/schools/${seg(id)}`, input);
}

export function deleteSchool(id: string): Promise<void> {
  return api.del(`/api/schools/${seg(id)}`);
}

/** Every classroom the teacher can see, with its school's name (the classroom chooser). */
export async function fetchAllClassrooms(): Promise<Classroom[]> {
  return asList<Classroom>(await api.get<unknown>('/api/classrooms'));
}

export function createClassroom(schoolId: string, input: ClassroomInput): Promise<Classroom> {
  return api.post<Classroom>(`/api/schools/${seg(schoolId)}/classrooms`, input);
}

export function updateClassroom(id: string, input: ClassroomInput): Promise<Classroom> {
  return api.put<Classroom>(`/api/classrooms/${seg(id)}`, input);
}

export function deleteClassroom(id: string): Promise<void> {
  return api.del(`/api/classrooms/${seg(id)}`);
}
