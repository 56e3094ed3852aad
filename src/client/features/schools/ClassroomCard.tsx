import { useEffect } from 'react';
import { Link } from 'wouter';
import { useT } from '../../core/i18n';
import { classroomPath } from '../../core/paths';
import { BusyButton } from '../../ui/BusyButton';
import { Card } from '../../ui/Card';
import type { Classroom } from './schools.types';

export interface ClassroomCardProps {
  classroom: Classroom;
  deleting: boolean;
  /** Its link takes the focus when the card shows (the class was just added). */
  focused?: boolean;
  onRename: (classroom: Classroom) => void;
  onDelete: (classroom: Classroom) => void;
}

/** One classroom of a school: its page, grade, pupil count, rename, and delete when the reader may. */
export function ClassroomCard({ classroom, deleting, focused, onRename, onDelete }: ClassroomCardProps) {
  const t = useT();
  const headingId = `classroom-${classroom.id}-name`;
  useEffect(() => {
    if (focused) document.getElementById(headingId)?.querySelector('a')?.focus();
  }, [focused, headingId]);
  return (
    <Card as="li" padding="sm" aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="m-0 text-lg font-semibold break-words">
        <Link href={classroomPath(classroom.schoolId, classroom.id)} className="link">
          {classroom.name}
        </Link>
      </h3>
      <p className="m-0 flex flex-wrap gap-x-4 text-sm text-slate-700 dark:text-slate-300">
        {classroom.gradeLevel && <span>{t('classrooms.gradeLevel', { grade: classroom.gradeLevel })}</span>}
        <span>{t('classrooms.pupilCount', { n: classroom.pupilCount })}</span>
      </p>
      {classroom.description && <p className="m-0 text-sm text-slate-600 break-words dark:text-slate-400">{classroom.description}</p>}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <button
          id={`classroom-${classroom.id}-rename`}
          type="button"
          className="btn-secondary"
          aria-label={t('classrooms.rename.label', { name: classroom.name })}
          onClick={() => onRename(classroom)}
        >
          {t('classrooms.rename.button')}
        </button>
        {/* Only the school's owners and the class's author delete it (issue 16): the server refuses anyone else. */}
        {classroom.deletable && (
          <BusyButton
            id={`classroom-${classroom.id}-delete`}
            type="button"
            className="btn-secondary text-red-800 dark:text-red-300"
            aria-label={t('classrooms.delete.label', { name: classroom.name })}
            busy={deleting}
            onClick={() => onDelete(classroom)}
          >
            {t('classrooms.delete.button')}
          </BusyButton>
        )}
      </div>
    </Card>
  );
}
