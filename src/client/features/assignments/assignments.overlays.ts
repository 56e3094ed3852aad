// The choosers the assignment commands open from any screen; their code
// (cmdk included) is a chunk fetched on first opening.
import { registerOverlay } from '../../core/overlays';

// Names start with a verb, never with an i18n namespace.
export const ASSIGNMENT_OVERLAYS = { assign: 'assign-quiz', grade: 'grade-quiz' } as const;

registerOverlay(ASSIGNMENT_OVERLAYS.assign, () => import('./AssignmentOverlays').then((module) => module.AssignOverlay));
registerOverlay(ASSIGNMENT_OVERLAYS.grade, () => import('./AssignmentOverlays').then((module) => module.GradeOverlay));
