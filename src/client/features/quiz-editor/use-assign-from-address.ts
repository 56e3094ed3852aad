// "Create a new quiz for the class" opens /quizzes/create?classroomId=<id>:
// the new test starts with that class to be assigned to on its first save,
// and with that class's name as the class its header prints (the teacher
// had to type it again; a name already there, typed or restored, stays).
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { useQuery } from '../../core/cache';
import type { EditorSession } from './editor-session';
import { assignClassroomQuery } from './quiz-editor.api';

export function useAssignFromAddress(session: EditorSession, quizId: string | null): void {
  const search = useSearch();
  const classroomId = quizId === null ? new URLSearchParams(search).get('classroomId') : null;
  // The record the class's chip reads (AssignOnCreate): one request for both.
  const className = useQuery(classroomId ? assignClassroomQuery(classroomId) : null).data?.name;
  useEffect(() => {
    if (classroomId && !session.assignTo$.peek().includes(classroomId)) session.assignTo$.set([classroomId]);
  }, [session, classroomId]);
  useEffect(() => {
    const label$ = session.doc$.classLabel;
    if (className && label$.peek().trim() === '') label$.set(className);
  }, [session, className]);
}
