// Each pupil's Edit and Delete from the palette ("Edit a pupil…"): which
// pupil, then that row's own button is pressed (ui/row-command), so the
// form or the question returns the focus to it and a deletion moves the
// keyboard on to the next row, as after a click.
import { type ReactNode, useState } from 'react';
import { useRegisterCommands } from '../../core/commands';
import { useT } from '../../core/i18n';
import { loadRecordChooser, pressRowButton } from '../../ui/row-command';
import { useLazyModule } from '../../ui/use-lazy-module';
import type { Pupil } from './classroom.types';

type RowAction = 'edit' | 'delete';

/** A row button's element id, for the palette's row commands. */
export const pupilRowActionId = (pupilId: string, action: RowAction) => `pupil-${pupilId}-${action}`;

/** Registers the two commands while the list is shown; returns the chooser while one is choosing its pupil. */
export function usePupilRowCommands(pupils: readonly Pupil[], deletingId: string | null): ReactNode {
  const t = useT();
  const [choosing, setChoosing] = useState<RowAction | null>(null);
  const chooser = useLazyModule(loadRecordChooser, choosing !== null);
  // Only the school's owners and the teacher who added a pupil may delete them (the row shows no Delete otherwise).
  const offered = (action: RowAction) => (action === 'edit' ? pupils : pupils.filter((pupil) => pupil.deletable && pupil.id !== deletingId));

  useRegisterCommands([
    {
      id: 'classroom.editPupil',
      labelKey: 'pupils.commands.edit',
      keywords: ['edit', 'rename', 'pupil', 'student', 'editează', 'elev', 'editar', 'alumno'],
      group: 'actions',
      when: () => offered('edit').length > 0,
      run: () => setChoosing('edit'),
    },
    {
      id: 'classroom.deletePupil',
      labelKey: 'pupils.commands.delete',
      keywords: ['delete', 'remove', 'pupil', 'student', 'șterge', 'elev', 'eliminar', 'borrar', 'alumno'],
      group: 'actions',
      when: () => offered('delete').length > 0,
      run: () => setChoosing('delete'),
    },
  ]);

  if (!choosing || !chooser) return null;
  return (
    <chooser.RecordChooser
      title={t(choosing === 'edit' ? 'pupils.chooser.editTitle' : 'pupils.chooser.deleteTitle')}
      placeholder={t('pupils.chooser.placeholder')}
      noMatch={t('pupils.chooser.noMatch')}
      options={offered(choosing).map((pupil) => ({ id: pupil.id, label: pupil.name, detail: pupil.email, keywords: [pupil.name, pupil.email] }))}
      onPick={(id) => pressRowButton(() => setChoosing(null), pupilRowActionId(id, choosing))}
      onClose={() => setChoosing(null)}
    />
  );
}
