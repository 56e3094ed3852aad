import type { Pupil } from './classroom.types';
import { PupilFormDialog } from './PupilFormDialog';
import { RosterImportDialog } from './RosterImportDialog';
import { usePupilsTarget } from './use-pupils-target';

export type PupilDialog = { kind: 'add' } | { kind: 'edit'; pupil: Pupil } | { kind: 'import' };

export interface PupilDialogsProps {
  dialog: PupilDialog;
  onClose: () => void;
}

/** The open pupil dialog (add, edit, import), for whichever tab or command asked for it. */
export function PupilDialogs({ dialog, onClose }: PupilDialogsProps) {
  const target = usePupilsTarget();
  if (dialog.kind === 'import') return <RosterImportDialog target={target} onClose={onClose} />;
  return <PupilFormDialog target={target} pupil={dialog.kind === 'edit' ? dialog.pupil : undefined} onClose={onClose} />;
}
