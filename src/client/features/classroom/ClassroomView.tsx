import { Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useRegisterCommands } from '../../core/commands';
import { useT } from '../../core/i18n';
import { classroomPath, schoolPath } from '../../core/paths';
import { Alert } from '../../ui/Alert';
import { Loading } from '../../ui/Loading';
import { PanelErrorBoundary } from '../../ui/PanelErrorBoundary';
import { RefreshButton } from '../../ui/RefreshButton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useLazyModule } from '../../ui/use-lazy-module';
import { ClassroomTabs } from './ClassroomTabs';
import { useClassroom } from './classroom-context';
import { type ClassroomTab, panelId, searchWithTab, tabFromSearch, tabId, tabNamedIn } from './classroom-tabs';
import type { PupilDialog } from './PupilDialogs';
import { PupilsTab } from './PupilsTab';
import { ClassPerformanceTab, ClassroomQuizzesTab } from './tab-code';

// The pupil dialogs (add, edit, import a roster) load when one is first opened: most visits add nobody.
const loadDialogs = () => import('./PupilDialogs');

export interface ClassroomViewProps {
  schoolId: string;
  classroomId: string;
}

/** The classroom's heading and its tabs Quizzes, Pupils, Performance. */
export function ClassroomView({ schoolId, classroomId }: ClassroomViewProps) {
  const t = useT();
  const { classroom, error, loading, refetch } = useClassroom();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const tab = tabFromSearch(search, classroom?.pupilCount);
  const [dialog, setDialog] = useState<PupilDialog | null>(null);
  const dialogs = useLazyModule(loadDialogs, dialog !== null);
  useDocumentTitle(classroom?.name ?? t('classrooms.page.title'));

  const selectTab = (next: ClassroomTab) => navigate(`${location}?${searchWithTab(search, next)}`, { replace: true });

  // A classroom reached under another school's address moves to its own, so the breadcrumbs name the right school.
  useEffect(() => {
    if (classroom && classroom.id === classroomId && classroom.schoolId !== schoolId) {
      navigate(`${classroomPath(classroom.schoolId, classroom.id)}${search ? `?${search}` : ''}`, { replace: true });
    }
  }, [classroom, classroomId, schoolId, search, navigate]);

  // The tab is named in the address before a pupil is added: a class without pupils opens on Pupils by default,
  // and its first pupils would otherwise send it to Quizzes, the default of a class with pupils.
  const openPupilDialog = (next: PupilDialog) => {
    if (tabNamedIn(search) !== 'pupils') selectTab('pupils');
    setDialog(next);
  };

  useRegisterCommands([
    {
      id: 'create.pupil',
      labelKey: 'pupils.commands.add',
      keywords: ['add', 'new', 'pupil', 'student', 'elev', 'adaugă', 'alumno', 'estudiante'],
      group: 'actions',
      when: () => classroom !== null,
      run: () => openPupilDialog({ kind: 'add' }),
    },
    {
      id: 'import.pupils',
      labelKey: 'roster.commands.import',
      keywords: ['roster', 'paste', 'csv', 'list', 'listă', 'catalog', 'lista', 'importar'],
      group: 'actions',
      when: () => classroom !== null,
      run: () => openPupilDialog({ kind: 'import' }),
    },
  ]);

  if (!classroom && error) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="page-title m-0">{t('classrooms.page.title')}</h1>
        <Alert tone="error" title={error.status === 404 ? t('classrooms.page.notFound') : t('classrooms.page.loadFailed')}>
          {error.status === 404 ? (
            <Link href={schoolPath(schoolId)} className="link">
              {t('classrooms.page.backToSchool')}
            </Link>
          ) : (
            <button type="button" className="link" onClick={() => void refetch(true).catch(() => {})}>
              {t('classrooms.page.retry')}
            </button>
          )}
        </Alert>
      </div>
    );
  }

  const labels: Record<ClassroomTab, string> = {
    quizzes: t('classrooms.page.quizzes'),
    pupils: t('classrooms.page.pupils'),
    performance: t('classrooms.page.performance'),
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="page-title m-0 break-words">{classroom?.name ?? t('classrooms.page.title')}</h1>
          {classroom && (
            <p className="m-0 mt-1 flex flex-wrap gap-x-4 text-slate-600 dark:text-slate-300">
              <Link href={schoolPath(classroom.schoolId)} className="link">
                {classroom.schoolName}
              </Link>
              {classroom.gradeLevel && <span>{t('classrooms.gradeLevel', { grade: classroom.gradeLevel })}</span>}
              <span>{t('classrooms.pupilCount', { n: classroom.pupilCount })}</span>
            </p>
          )}
          {!classroom && loading.classroom && <Loading variant="minimal" />}
        </div>
        <RefreshButton
          onRefresh={() => refetch(true)}
          label={t('classrooms.page.refresh')}
          busyLabel={t('classrooms.page.refreshing')}
          command={{ id: 'classroom.refresh', labelKey: 'classrooms.page.refresh' }}
        />
      </div>
      {error && classroom && <Alert tone="error">{t('classrooms.page.loadFailed')}</Alert>}
      <ClassroomTabs selected={tab} labels={labels} label={t('classrooms.page.tabs')} onSelect={selectTab} />
      <div
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a panel without focusable content reachable by Tab
        tabIndex={0}
        className="rounded-lg outline-none focus-visible:ring-3 focus-visible:ring-primary-500"
      >
        <PanelErrorBoundary context="classroom.tab" resetKey={tab} message={t('classrooms.page.tabFailed')} retry={t('classrooms.page.tabRetry')}>
          <Suspense fallback={<Loading variant="minimal" />}>
            {tab === 'quizzes' && <ClassroomQuizzesTab schoolId={schoolId} classroomId={classroomId} />}
            {tab === 'pupils' && (
              <PupilsTab
                onAdd={() => openPupilDialog({ kind: 'add' })}
                onImport={() => openPupilDialog({ kind: 'import' })}
                onEdit={(pupil) => openPupilDialog({ kind: 'edit', pupil })}
              />
            )}
            {tab === 'performance' && <ClassPerformanceTab schoolId={schoolId} classroomId={classroomId} />}
          </Suspense>
        </PanelErrorBoundary>
      </div>
      {dialog && dialogs && <dialogs.PupilDialogs dialog={dialog} onClose={() => setDialog(null)} />}
    </div>
  );
}
