// SPEC 4's classroom view state, shared by the classroom page's tabs (the
// assignments and results features read it too, through this feature's index).
import { createContext, useContext } from 'react';
import type { ApiError } from '../../core/http';
import type { Classroom } from '../schools';
import type { ClassroomPart } from './classroom.cache';
import type { AssignedQuiz, Pupil } from './classroom.types';

export interface ClassroomState {
  classroom: Classroom | null;
  pupils: Pupil[];
  assignedQuizzes: AssignedQuiz[];
  /** One flag per part: the tabs wait only for what they show. */
  loading: Record<ClassroomPart, boolean>;
  /** The classroom's own failure (SPEC 4 stores only this one). */
  error: ApiError | null;
  /** The lists' failures, kept apart so that a tab can tell "failed to load" from "empty". */
  listErrors: { pupils: ApiError | null; assignedQuizzes: ApiError | null };
  /** When the server last answered for this classroom, in ms since the epoch; null before it has. */
  lastFetched: number | null;
}

export interface ClassroomContextValue extends ClassroomState {
  classroomId: string | null;
  schoolId: string | null;
  /**
   * Loads the three parts again: from the cache while fresh (60000 ms), from
   * the server when forced. Rejects with the first failure (each failure is
   * also reported and, for the classroom, stored in `error`).
   */
  refetch: (force?: boolean) => Promise<void>;
}

export const ClassroomContext = createContext<ClassroomContextValue | null>(null);

/** The classroom being shown; only inside a ClassroomProvider. */
export function useClassroom(): ClassroomContextValue {
  const value = useContext(ClassroomContext);
  if (!value) throw new Error('useClassroom must be used within a ClassroomProvider');
  return value;
}
