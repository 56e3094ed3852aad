// The overlays the schools commands open from any screen. Their code (cmdk
// included) is a chunk fetched on first opening, not with the schools screens.
import { registerOverlay } from '../../core/overlays';

// Names start with a verb, never with an i18n namespace ('schools.…' would read as a message key).
export const SCHOOL_OVERLAYS = {
  chooseSchool: 'choose-school',
  chooseClassroom: 'choose-classroom',
  // The dashboard's Pupils card opens this one by name (it does not import this feature).
  choosePupils: 'choose-pupils',
  newSchool: 'new-school',
} as const;

registerOverlay(SCHOOL_OVERLAYS.chooseSchool, () => import('./SchoolOverlays').then((module) => module.ChooseSchoolOverlay));
registerOverlay(SCHOOL_OVERLAYS.chooseClassroom, () => import('./SchoolOverlays').then((module) => module.ChooseClassroomOverlay));
registerOverlay(SCHOOL_OVERLAYS.choosePupils, () => import('./SchoolOverlays').then((module) => module.ChoosePupilsOverlay));
registerOverlay(SCHOOL_OVERLAYS.newSchool, () => import('./SchoolOverlays').then((module) => module.NewSchoolOverlay));
