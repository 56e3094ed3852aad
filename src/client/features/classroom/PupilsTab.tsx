import { useRegisterCommands } from '../../core/commands';
import { useT } from '../../core/i18n';
import { Alert } from '../../ui/Alert';
import type { Pupil } from './classroom.types';
import { useClassroom } from './classroom-context';
import { PupilsTable } from './PupilsTable';
import { exportRoster } from './roster-export';
import { useDeletePupil } from './use-delete-pupil';
import { usePupilRowCommands } from './use-pupil-row-commands';
import { usePupilsTarget } from './use-pupils-target';

export interface PupilsTabProps {
  onAdd: () => void;
  onImport: () => void;
  onEdit: (pupil: Pupil) => void;
}

/** The Pupils tab: the class list with add, import, export, edit and delete. */
export function PupilsTab({ onAdd, onImport, onEdit }: PupilsTabProps) {
  const t = useT();
  const { loading, listErrors, refetch } = useClassroom();
  const target = usePupilsTarget();
  const { remove, deletingId } = useDeletePupil(target);
  const { pupils, classroomName } = target;
  const exportCsv = () =>
    exportRoster(pupils, classroomName, { name: t('pupils.columns.name'), email: t('pupils.columns.email'), file: t('roster.export.fileName') });
  useRegisterCommands([
    {
      id: 'classroom.exportPupils',
      labelKey: 'roster.export.button',
      keywords: ['export', 'csv', 'roster', 'download', 'exportă', 'listă', 'exportar', 'lista'],
      group: 'actions',
      when: () => pupils.length > 0,
      run: exportCsv,
    },
  ]);
  const rowChooser = usePupilRowCommands(pupils, deletingId);

  return (
    <section aria-labelledby="pupils-heading" className="flex flex-col gap-4 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="pupils-heading" className="m-0 text-xl font-semibold text-slate-900 dark:text-white">
          {t('pupils.title')} <span className="text-base font-normal text-slate-600 dark:text-slate-300">({pupils.length})</span>
        </h2>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-primary" onClick={onAdd}>
            {t('pupils.add')}
          </button>
          <button type="button" className="btn-secondary" onClick={onImport}>
            {t('roster.import.button')}
          </button>
          <button type="button" className="btn-secondary" disabled={pupils.length === 0} onClick={exportCsv}>
            {t('roster.export.button')}
          </button>
        </div>
      </div>
      {listErrors.pupils && (
        <Alert tone="error" title={t('pupils.loadFailed')}>
          <button type="button" className="link" onClick={() => void refetch(true).catch(() => {})}>
            {t('classrooms.page.retry')}
          </button>
        </Alert>
      )}
      <PupilsTable
        classroomId={target.classroomId}
        pupils={pupils}
        loading={loading.pupils}
        caption={classroomName ? t('pupils.caption', { classroom: classroomName }) : t('pupils.title')}
        deletingId={deletingId}
        onEdit={onEdit}
        onDelete={remove}
      />
      {/* Keys mean nothing on a phone: hidden below sm, as the editor's key hint. */}
      {pupils.length > 0 && <p className="field-hint m-0 hidden sm:block">{t('pupils.keyboardHint')}</p>}
      {rowChooser}
    </section>
  );
}
