import { useState } from 'react';
import { useParams } from 'wouter';
import { EditorScreen } from './EditorScreen';

/** /quizzes/create and /quizzes/{id}/edit: the test configurator. */
export function QuizEditorPage() {
  const params = useParams<{ id?: string }>();
  const quizId = params.id ?? null;
  // A new screen (and session) for another quiz, or for "start over".
  const [round, setRound] = useState(0);
  return <EditorScreen key={`${quizId ?? 'new'}:${round}`} quizId={quizId} onRestart={() => setRound((n) => n + 1)} />;
}
