// What other parts of the client may use from the quiz editor: its screen.
import { quizEditorMessages } from './messages';

// The chunk resolves only once its texts are in: the screen never renders a key.
await quizEditorMessages.ensure();

export { openSessionAhead as openEditorAhead } from './editor-session';
export { QuizEditorPage } from './QuizEditorPage';
