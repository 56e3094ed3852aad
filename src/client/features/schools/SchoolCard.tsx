import { Link } from 'wouter';
import { useT } from '../../core/i18n';
import { schoolPath } from '../../core/paths';
import { BusyButton } from '../../ui/BusyButton';
import { Card } from '../../ui/Card';
import { schoolDescription } from './school-text';
import type { School } from './schools.types';

export interface SchoolCardProps {
  school: School;
  deleting: boolean;
  onDelete: (school: School) => void;
}

/** One school in the list: its page, what it holds, and delete for its owners. */
export function SchoolCard({ school, deleting, onDelete }: SchoolCardProps) {
  const t = useT();
  const headingId = `school-${school.id}-name`;
  return (
    <Card as="li" padding="sm" aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="min-w-0">
        <h2 id={headingId} className="m-0 text-lg font-semibold break-words">
          <Link href={schoolPath(school.id)} className="link">
            {school.name}
          </Link>
        </h2>
        <p className="m-0 mt-1 text-sm text-slate-600 break-words dark:text-slate-300">{schoolDescription(school.description, t)}</p>
      </div>
      <p className="m-0 flex flex-wrap gap-x-4 text-sm text-slate-700 dark:text-slate-300">
        <span>{t('schools.stats.classrooms', { n: school.classroomCount })}</span>
        <span>{t('schools.stats.pupils', { n: school.pupilCount })}</span>
      </p>
      {/* Only its owners delete a school (issue 16): the server refuses a teacher. */}
      {school.role === 'owner' && (
        <div className="mt-auto flex flex-wrap gap-2">
          <BusyButton
            id={`school-${school.id}-delete`}
            type="button"
            className="btn-secondary text-red-800 dark:text-red-300"
            aria-label={t('schools.delete.label', { name: school.name })}
            busy={deleting}
            onClick={() => onDelete(school)}
          >
            {t('schools.delete.button')}
          </BusyButton>
        </div>
      )}
    </Card>
  );
}
