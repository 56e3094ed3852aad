import { useSelector } from '@legendapp/state/react';
import { printOptions$, QuizPreview } from '../quiz-detail';
import { useSession } from './editor-context';
import { fieldId } from './quiz-draft';

/** The live previews, drawn from the settled document (a moment after typing stops, not on every key). */
export function EditorPreview() {
  const session = useSession();
  const quiz = useSelector(() => session.settled$.get());
  const lineStyle = useSelector(() => printOptions$.lineStyle.get());
  return <QuizPreview id={fieldId('preview')} quiz={quiz} lineStyle={lineStyle} />;
}
