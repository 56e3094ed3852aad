import { useSelector } from '@legendapp/state/react';
import { Link } from 'wouter';
import { useT } from '../../core/i18n';
import { classroomPath, paths, schoolPath } from '../../core/paths';
import { openSchoolsNav, schoolsNav$ } from './schools-nav.store';

export interface SchoolsPanelProps {
  /** The classroom open on screen, highlighted in the list. */
  activeClassroomId: string | null;
  /** Called when a link is followed, so the panel can close. */
  onNavigate: () => void;
}

// Names wrap, never cut: schools differ only at the end ("Școala Gimnazială Nr. 5" and "… Nr. 12").
const link = 'block rounded-md px-2 py-1 no-underline focusable break-words';
const classroomLink = 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800';
const activeClassroomLink = 'bg-primary-50 font-semibold text-primary-800 dark:bg-slate-800 dark:text-primary-200';

/** SPEC 2: every school with its classrooms, in three columns on wide screens. */
export function SchoolsPanel({ activeClassroomId, onNavigate }: SchoolsPanelProps) {
  const t = useT();
  const status = useSelector(() => schoolsNav$.status.get());
  const schools = useSelector(() => schoolsNav$.schools.get());
  const classrooms = useSelector(() => schoolsNav$.classrooms.get());

  if (status === 'idle' || (status === 'loading' && schools.length === 0)) {
    return (
      <p role="status" className="px-2 py-3 text-sm text-slate-600 dark:text-slate-300">
        {t('schoolsPanel.loading')}
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 px-2 py-3 text-sm text-red-800 dark:text-red-300">
        <span>{t('schoolsPanel.failed')}</span>
        <button type="button" className="link" onClick={() => void openSchoolsNav({ force: true })}>
          {t('schoolsPanel.retry')}
        </button>
      </div>
    );
  }
  if (schools.length === 0) {
    return (
      <div className="flex flex-col items-start gap-2 px-2 py-3 text-sm">
        <p className="text-slate-600 dark:text-slate-300">{t('schoolsPanel.empty')}</p>
        <Link href={paths.schools} onClick={onNavigate} className="link">
          {t('schoolsPanel.manage')}
        </Link>
      </div>
    );
  }

  return (
    <ul className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-3">
      {schools.map((school) => {
        const entry = classrooms[school.id];
        const headingId = `nav-school-${school.id}`;
        return (
          <li key={school.id} className="min-w-0">
            <Link
              id={headingId}
              href={schoolPath(school.id)}
              onClick={onNavigate}
              className={`${link} font-semibold text-slate-900 hover:bg-slate-100 dark:text-white dark:hover:bg-slate-800`}
            >
              {school.name || t('schoolsPanel.unnamed')}
            </Link>
            {!entry || entry.status === 'idle' || entry.status === 'loading' ? (
              <div
                role="status"
                aria-label={t('schoolsPanel.loadingClassrooms')}
                className="mt-2 flex flex-col gap-2 px-2"
                data-testid="classroom-placeholders"
              >
                <span aria-hidden="true" className="h-3 w-4/5 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
                <span aria-hidden="true" className="h-3 w-3/5 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
                <span aria-hidden="true" className="h-3 w-2/3 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
              </div>
            ) : entry.status === 'error' ? (
              <p className="mt-1 px-2 text-xs text-red-700 dark:text-red-300">{t('schoolsPanel.classroomsFailed')}</p>
            ) : entry.items.length === 0 ? (
              <p className="mt-1 px-2 text-xs text-slate-500 dark:text-slate-400">{t('schoolsPanel.noClassrooms')}</p>
            ) : (
              <ul aria-labelledby={headingId} className="mt-1 flex flex-col">
                {entry.items.map((classroom) => {
                  const active = classroom.id === activeClassroomId;
                  return (
                    <li key={classroom.id}>
                      <Link
                        href={classroomPath(school.id, classroom.id)}
                        onClick={onNavigate}
                        aria-current={active ? 'page' : undefined}
                        className={`${link} text-sm ${active ? activeClassroomLink : classroomLink}`}
                      >
                        {classroom.name || t('schoolsPanel.unnamed')}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
