import { useMemo } from 'react';
import { useClassroom } from './classroom-context';
import type { PupilsTarget } from './pupil-writes';

/** The open classroom as the pupil writes need it (its own school id once known, else the route's). */
export function usePupilsTarget(): PupilsTarget & { classroomName: string } {
  const { classroomId, schoolId, classroom, pupils } = useClassroom();
  const ownSchoolId = classroom?.schoolId ?? schoolId;
  const classroomName = classroom?.name ?? '';
  return useMemo(() => ({ classroomId: classroomId ?? '', schoolId: ownSchoolId, pupils, classroomName }), [classroomId, ownSchoolId, pupils, classroomName]);
}
