// What other parts of the client may use from the school-staff feature
// (issue 16): a school's Members page, the page an invitation link opens, and
// the dialog that shares a test with colleagues.
import { staffMessages } from './messages';

// The chunk resolves only once its texts are in: the screens never render a key.
await staffMessages.ensure();

export { JoinPage } from './JoinPage';
export { SchoolMembersPage } from './SchoolMembersPage';
export { ShareQuizDialog } from './ShareQuizDialog';
