// The overlays the schools commands open from any screen. Their code (cmdk
// included) is a chunk fetched on first opening, not with the schools screens.
import { registerOverlay } from '../../core/overlays';

export const SCHOOL_OVERLAYS = { chooseSchool: 'schools.chooseSchool', chooseClassroom: 'schools.chooseClassroom', newSchool: 'schools.newSchool' } as const;

registerOverlay(SCHOOL_OVERLAYS.chooseSchool, () => import('./SchoolOverlays').then((module) => module.ChooseSchoolOverlay));
registerOverlay(SCHOOL_OVERLAYS.chooseClassroom, () => import('./SchoolOverlays').then((module) => module.ChooseClassroomOverlay));
registerOverlay(SCHOOL_OVERLAYS.newSchool, () => import('./SchoolOverlays').then((module) => module.NewSchoolOverlay));

