import { type ReactNode, useState } from 'react';
import { useQuery } from '../../core/cache';
import { useRegisterCommands } from '../../core/commands';
import { useT } from '../../core/i18n';
import { Alert } from '../../ui/Alert';
import { Loading } from '../../ui/Loading';
import { RefreshButton } from '../../ui/RefreshButton';
import { actFromRowButton } from '../../ui/row-command';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useLazyModule } from '../../ui/use-lazy-module';
import { useRowChooser } from '../../ui/use-row-chooser';
import { EmptyState } from './EmptyState';
import { SchoolCard } from './SchoolCard';
import { schoolListQuery } from './schools.cache';
import { NEW_SCHOOL_COMMAND } from './schools.commands';
import type { School } from './schools.types';
import { useDeleteSchool } from './use-delete-school';
import { useReportedError } from './use-reported-error';

const loadForms = () => import('./school-forms');

/** SPEC 2 schools list: every school of the teacher, with add, delete and links. */
export function SchoolsPage() {
  const t = useT();
  useDocumentTitle(t('schools.title'));
  const schools = useQuery(schoolListQuery());
  useReportedError(schools.error, 'schools/list');
  const [adding, setAdding] = useState(false);
  const forms = useLazyModule(loadForms, adding);
  const { remove, deletingId } = useDeleteSchool();
  // Here 'New school' opens this page's own dialog and the new school joins the list.
  useRegisterCommands([{ ...NEW_SCHOOL_COMMAND, run: () => setAdding(true) }]);
  // Each school's Delete button from the palette: which school (those the reader may delete), then the button's own question.
  const deleteChooser = useRowChooser<'delete', School>({
    commands: [
      {
        action: 'delete',
        id: 'delete.school',
        labelKey: 'schools.commands.deleteSchool',
        keywords: ['remove', 'șterge', 'borrar', 'eliminar'],
        titleKey: 'schools.chooser.deleteSchoolTitle',
      },
    ],
    rows: () => (schools.data ?? []).filter((school) => school.role === 'owner' && school.id !== deletingId),
    option: (school) => ({ id: school.id, label: school.name, detail: t('schools.stats.classrooms', { n: school.classroomCount }), keywords: [school.name] }),
    placeholderKey: 'schools.chooser.schoolPlaceholder',
    noMatchKey: 'schools.chooser.noMatch',
    pick: (school, _action, close) => actFromRowButton(close, `school-${school.id}-delete`, () => void remove(school)),
  });

  const addButton = (
    <button type="button" className="btn-primary" onClick={() => setAdding(true)}>
      {t('schools.add')}
    </button>
  );

  let content: ReactNode;
  if (schools.data === undefined && schools.loading) {
    content = <Loading variant="minimal" message={t('schools.loading')} />;
  } else if (schools.data === undefined) {
    content = (
      <Alert tone="error" title={t('schools.loadFailed')}>
        <button type="button" className="link" onClick={() => void schools.refresh()}>
          {t('schools.retry')}
        </button>
      </Alert>
    );
  } else if (schools.data.length === 0) {
    content = <EmptyState title={t('schools.empty.title')} body={t('schools.empty.body')} action={addButton} />;
  } else {
    content = (
      <ul aria-label={t('schools.title')} className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 xl:grid-cols-3">
        {schools.data.map((school) => (
          <SchoolCard key={school.id} school={school} deleting={deletingId === school.id} onDelete={(chosen) => void remove(chosen)} />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="page-title m-0">{t('schools.title')}</h1>
          <p className="m-0 mt-1 text-slate-600 dark:text-slate-300">{t('schools.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <RefreshButton
            onRefresh={schools.refresh}
            label={t('schools.refresh')}
            busyLabel={t('schools.refreshing')}
            command={{ id: 'schools.refresh', labelKey: 'schools.refresh' }}
          />
          {addButton}
        </div>
      </div>
      {Boolean(schools.error) && schools.data !== undefined && <Alert tone="error">{t('schools.loadFailed')}</Alert>}
      {content}
      {adding && forms && <forms.SchoolFormDialog onClose={() => setAdding(false)} onSaved={() => setAdding(false)} />}
      {deleteChooser}
    </div>
  );
}
