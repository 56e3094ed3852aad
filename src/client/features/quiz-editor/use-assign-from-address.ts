// "Create a new quiz for the class" opens /quizzes/create?classroomId=<id>:
// the new test starts with that class to be assigned to on its first save.
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import type { EditorSession } from './editor-session';

export function useAssignFromAddress(session: EditorSession, quizId: string | null): void {
  const search = useSearch();
  useEffect(() => {
    if (quizId !== null) return;
    const classroomId = new URLSearchParams(search).get('classroomId');
    if (classroomId && !session.assignTo$.peek().includes(classroomId)) session.assignTo$.set([classroomId]);
  }, [session, quizId, search]);
}
