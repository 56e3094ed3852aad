// What other parts of the client may use from the quiz dashboard feature: its screen.
import { quizDashboardMessages } from './messages';

await quizDashboardMessages.ensure();

export { QuizDashboardPage } from './QuizDashboardPage';
export { loadTabCode } from './tab-code';
