// What other parts of the client may use from the schools feature: its two
// screens, and for the classroom feature the records' types, the cache tags
// and the small pieces its screens share.
import { classroomsMessages } from '../../core/classrooms.messages';
import { schoolsMessages } from './messages';
import { registerSchoolsCommands } from './schools.commands';

// The chunk resolves only once its texts are in: the screens never render a key.
await Promise.all([schoolsMessages.ensure(), classroomsMessages.ensure()]);
// 'Go to school…', 'Go to classroom…' and 'New school' join the palette once this feature has loaded.
registerSchoolsCommands();

export { bindField } from './bind-field';
export { PlanLimitAlert } from './PlanLimitAlert';
export { SchoolPage } from './SchoolPage';
export { SchoolsPage } from './SchoolsPage';
export { afterClassroomChanged } from './schools.cache';
export type { Classroom, School, SchoolDetail } from './schools.types';
export { useReportedError } from './use-reported-error';
