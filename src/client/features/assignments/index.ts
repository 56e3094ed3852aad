// What other parts of the client may use from the assignments feature.
import { placeholdersMessages } from '../placeholders/messages';

await placeholdersMessages.ensure();

export { ClassroomQuizzesTab } from './ClassroomQuizzesTab';
