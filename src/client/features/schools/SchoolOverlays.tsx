// The schools feature's global overlays, rendered by the app's overlay host:
// the school and classroom choosers and the "New school" dialog.
import type { OverlayProps } from '../../core/overlays';
import { schoolPath } from '../../core/paths';
import { EntityChooser } from './EntityChooser';
import { SchoolFormDialog } from './SchoolFormDialog';

export function ChooseSchoolOverlay({ close, navigate }: OverlayProps) {
  return <EntityChooser kind="school" onClose={close} onChoose={navigate} />;
}

export function ChooseClassroomOverlay({ close, navigate }: OverlayProps) {
  return <EntityChooser kind="classroom" onClose={close} onChoose={navigate} />;
}

export function ChoosePupilsOverlay({ close, navigate }: OverlayProps) {
  return <EntityChooser kind="pupils" onClose={close} onChoose={navigate} />;
}

export function NewSchoolOverlay({ close, navigate }: OverlayProps) {
  return <SchoolFormDialog onClose={close} onSaved={(school) => navigate(schoolPath(school.id))} />;
}
