// What other parts of the client may use from the classroom feature: the
// classroom page, and the classroom provider of SPEC 4 for the tabs that
// other features fill (assignments, results).
// The 'classrooms' texts are shared with the schools feature (core/classrooms.messages); its screens are not loaded.
import { classroomsMessages } from '../../core/classrooms.messages';
import { classroomMessages } from './messages';

await Promise.all([classroomMessages.ensure(), classroomsMessages.ensure()]);

export { ClassroomPage } from './ClassroomPage';
export { ClassroomProvider, type ClassroomProviderProps } from './ClassroomProvider';
export { type ClassroomPart, classroomKeys } from './classroom.cache';
export type { AssignedQuiz, Pupil } from './classroom.types';
export { type ClassroomContextValue, type ClassroomState, useClassroom } from './classroom-context';
export { loadTabCode } from './tab-code';
