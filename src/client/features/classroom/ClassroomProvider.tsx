import type { ReactNode } from 'react';
import { ClassroomContext } from './classroom-context';
import { useClassroomData } from './use-classroom-data';

export interface ClassroomProviderProps {
  /** Without one, everything is cleared (SPEC 4). */
  classroomId: string | null | undefined;
  schoolId: string | null | undefined;
  children: ReactNode;
}

/** Holds one classroom's record, pupils and assigned quizzes for everything inside it (read with useClassroom). */
export function ClassroomProvider({ classroomId, schoolId, children }: ClassroomProviderProps) {
  const value = useClassroomData(classroomId, schoolId);
  return <ClassroomContext.Provider value={value}>{children}</ClassroomContext.Provider>;
}
