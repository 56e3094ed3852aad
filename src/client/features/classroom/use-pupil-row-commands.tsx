// Each pupil's Edit and Delete from the palette ("Edit a pupil…"): which
// pupil, then that row's own button is pressed (ui/row-command), so the
// form or the question returns the focus to it and a deletion moves the
// keyboard on to the next row, as after a click.
import type { ReactNode } from 'react';
import { pressRowButton } from '../../ui/row-command';
import { useRowChooser } from '../../ui/use-row-chooser';
import type { Pupil } from './classroom.types';

type RowAction = 'edit' | 'delete';

/** A row button's element id, for the palette's row commands. */
export const pupilRowActionId = (pupilId: string, action: RowAction) => `pupil-${pupilId}-${action}`;

/** Registers the two commands while the list is shown; returns the chooser while one is choosing its pupil. */
export function usePupilRowCommands(pupils: readonly Pupil[], deletingId: string | null): ReactNode {
  return useRowChooser<RowAction, Pupil>({
    commands: [
      {
        action: 'edit',
        id: 'classroom.editPupil',
        labelKey: 'pupils.commands.edit',
        keywords: ['edit', 'rename', 'pupil', 'student', 'editează', 'elev', 'editar', 'alumno'],
        titleKey: 'pupils.chooser.editTitle',
      },
      {
        action: 'delete',
        id: 'classroom.deletePupil',
        labelKey: 'pupils.commands.delete',
        keywords: ['delete', 'remove', 'pupil', 'student', 'șterge', 'elev', 'eliminar', 'borrar', 'alumno'],
        titleKey: 'pupils.chooser.deleteTitle',
      },
    ],
    // Only the school's owners and the teacher who added a pupil may delete them (the row shows no Delete otherwise).
    rows: (action) => (action === 'edit' ? pupils : pupils.filter((pupil) => pupil.deletable && pupil.id !== deletingId)),
    option: (pupil) => ({ id: pupil.id, label: pupil.name, detail: pupil.email, keywords: [pupil.name, pupil.email] }),
    placeholderKey: 'pupils.chooser.placeholder',
    noMatchKey: 'pupils.chooser.noMatch',
    pick: (pupil, action, close) => pressRowButton(close, pupilRowActionId(pupil.id, action)),
  });
}
