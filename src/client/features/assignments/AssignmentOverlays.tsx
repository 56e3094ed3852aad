// The assignment choosers, rendered by the app's overlay host.
import type { OverlayProps } from '../../core/overlays';
import { AssignChooser } from './AssignChooser';
import { GradeChooser } from './GradeChooser';

export function AssignOverlay({ close }: OverlayProps) {
  return <AssignChooser onClose={close} />;
}

export function GradeOverlay({ close, navigate }: OverlayProps) {
  return <GradeChooser onClose={close} onChoose={navigate} />;
}
