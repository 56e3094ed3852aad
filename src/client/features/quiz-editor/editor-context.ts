// The open editor session, for the components of one editor screen, and the
// hooks they read it through (each reads its own slice: DESIGN 4).
import type { Observable } from '@legendapp/state';
import { useSelector } from '@legendapp/state/react';
import { createContext, useContext, useEffect, useState } from 'react';
import { useT } from '../../core/i18n';
import { acquireSession, type EditorSession, releaseSession, retainSession } from './editor-session';

export const EditorSessionContext = createContext<EditorSession | null>(null);

export function useSession(): EditorSession {
  const session = useContext(EditorSessionContext);
  if (!session) throw new Error('useSession must be used inside an editor screen');
  return session;
}

/** The session for a quiz (null: a new test), held while the calling screen is mounted. */
export function useEditorSession(quizId: string | null): EditorSession {
  const [session] = useState(() => acquireSession(quizId));
  useEffect(() => {
    retainSession(session);
    return () => releaseSession(session);
  }, [session]);
  return session;
}

/** True while a double correction fixes the test's points and ex-officio points (their fields are read-only). */
export function usePointsFixed(): boolean {
  const session = useSession();
  return useSelector(() => session.status$.pointsFixed.get() !== null);
}

/**
 * Why no question can be added, moved or removed (a double correction fixed the test: the server refuses
 * it, domain/quiz/fixed-scale.ts), for the disabled buttons' hover text; undefined while they can.
 */
export function useQuestionsLocked(): string | undefined {
  const t = useT();
  return usePointsFixed() ? t('quizEditor.pointsFixed.locked') : undefined;
}

/**
 * The message for a field, translated, once the teacher has left the field
 * (or asked to save): no red under a question still being typed.
 */
export function useFieldProblem(path: string): string | undefined {
  const session = useSession();
  const t = useT();
  return useSelector(() => {
    const problem = session.errors$[path]!.get();
    if (!problem) return undefined;
    if (!session.ui$.showAll.get() && !session.ui$.touched[path]!.get()) return undefined;
    return typeof problem === 'string' ? problem : t(problem.key, problem.params);
  });
}

/**
 * The document's observable at a schema path ('sections.0.questions.2').
 * Components take paths, not observables, as props: a path is a plain string
 * React can compare (its dev tools walk changed props, and an observable is a
 * proxy they cannot walk), and it always names the current place after a move.
 */
export function draftAt<T>(session: EditorSession, path: string): Observable<T> {
  let node: unknown = session.doc$;
  for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
  return node as Observable<T>;
}

/** draftAt for the calling component's session. */
export function useDraft<T>(path: string): Observable<T> {
  return draftAt<T>(useSession(), path);
}
