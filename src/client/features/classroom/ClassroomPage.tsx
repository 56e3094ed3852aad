import { useParams } from 'wouter';
import { ClassroomProvider } from './ClassroomProvider';
import { ClassroomView } from './ClassroomView';

/** SPEC 2 classroom page (/schools/{schoolId}/classrooms/{classroomId}): the classroom's data for its three tabs. */
export function ClassroomPage() {
  const { schoolId = '', classroomId = '' } = useParams<{ schoolId: string; classroomId: string }>();
  return (
    <ClassroomProvider schoolId={schoolId} classroomId={classroomId}>
      <ClassroomView schoolId={schoolId} classroomId={classroomId} />
    </ClassroomProvider>
  );
}
