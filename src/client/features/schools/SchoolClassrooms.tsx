import { useT } from '../../core/i18n';
import { Alert } from '../../ui/Alert';
import { ClassroomCard } from './ClassroomCard';
import { EmptyState } from './EmptyState';
import type { Classroom } from './schools.types';

export interface SchoolClassroomsProps {
  classrooms: readonly Classroom[];
  /** A refresh failed: what is shown may be out of date. */
  stale: boolean;
  deletingId: string | null;
  /** The class just added: its card takes the focus when it shows. */
  addedId: string | null;
  onAdd: () => void;
  onRename: (classroom: Classroom) => void;
  onDelete: (classroom: Classroom) => void;
}

/** A school's classrooms, with the add button and each classroom's rename and delete. */
export function SchoolClassrooms({ classrooms, stale, deletingId, addedId, onAdd, onRename, onDelete }: SchoolClassroomsProps) {
  const t = useT();
  const addButton = (
    <button type="button" className="btn-primary" onClick={onAdd}>
      {t('classrooms.add')}
    </button>
  );
  return (
    <section aria-labelledby="school-classrooms" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="school-classrooms" className="m-0 text-xl font-semibold text-slate-900 dark:text-white">
          {t('classrooms.title')}
        </h2>
        {classrooms.length > 0 && addButton}
      </div>
      {stale && <Alert tone="error">{t('classrooms.loadFailed')}</Alert>}
      {classrooms.length === 0 ? (
        <EmptyState title={t('classrooms.empty.title')} body={t('classrooms.empty.body')} action={addButton} />
      ) : (
        <ul aria-labelledby="school-classrooms" className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 xl:grid-cols-3">
          {classrooms.map((classroom) => (
            <ClassroomCard
              key={classroom.id}
              classroom={classroom}
              deleting={deletingId === classroom.id}
              focused={addedId === classroom.id}
              onRename={onRename}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
