import { type ReactNode, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { useCachedQuery } from '../../core/cache';
import { useRegisterCommands } from '../../core/commands';
import { toApiError } from '../../core/http';
import { useT } from '../../core/i18n';
import { paths, schoolMembersPath } from '../../core/paths';
import { schoolRecordQuery } from '../../core/records.cache';
import { Alert } from '../../ui/Alert';
import { BusyButton } from '../../ui/BusyButton';
import { Loading } from '../../ui/Loading';
import { RefreshButton } from '../../ui/RefreshButton';
import { actFromRowButton } from '../../ui/row-command';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useLazyModule } from '../../ui/use-lazy-module';
import { useRowChooser } from '../../ui/use-row-chooser';
import { SchoolClassrooms } from './SchoolClassrooms';
import { SchoolContact } from './SchoolContact';
import { schoolDescription } from './school-text';
import type { Classroom, SchoolDetail } from './schools.types';
import { useDeleteClassroom } from './use-delete-classroom';
import { useDeleteSchool } from './use-delete-school';
import { useReportedError } from './use-reported-error';

const loadForms = () => import('./school-forms');

type Dialog = { kind: 'newClassroom' } | { kind: 'renameClassroom'; classroom: Classroom } | { kind: 'editSchool' };

/** SPEC 2 school view: the school and its classrooms (add, rename, delete). */
export function SchoolPage() {
  const t = useT();
  const { schoolId = '' } = useParams<{ schoolId: string }>();
  const [, navigate] = useLocation();
  const record = schoolRecordQuery<SchoolDetail>(schoolId);
  const query = useCachedQuery(schoolId ? record.key : null, record.load, record.options);
  useReportedError(query.error, { where: 'schools/detail', schoolId });
  const school = query.data;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // The class just added takes the focus: the button that opened its dialog may be gone (an empty
  // school's "Add class" leaves with the empty state), and the new class is where the teacher goes next.
  const [addedId, setAddedId] = useState<string | null>(null);
  const forms = useLazyModule(loadForms, dialog !== null);
  const deleteSchool = useDeleteSchool();
  const deleteClassroom = useDeleteClassroom();
  useDocumentTitle(school?.name ?? t('schools.school.title'));
  const classrooms = school?.classrooms ?? [];
  // Each class's Rename and Delete buttons from the palette: which class, then what the button does.
  const classroomChooser = useRowChooser<'rename' | 'delete', Classroom>({
    commands: [
      {
        action: 'rename',
        id: 'rename.classroom',
        labelKey: 'schools.commands.renameClassroom',
        keywords: ['rename', 'class', 'redenumește', 'clasă', 'renombrar', 'clase'],
        titleKey: 'schools.chooser.renameClassroomTitle',
      },
      {
        action: 'delete',
        id: 'delete.classroom',
        labelKey: 'schools.commands.deleteClassroom',
        keywords: ['remove', 'class', 'șterge', 'clasă', 'borrar', 'eliminar', 'clase'],
        titleKey: 'schools.chooser.deleteClassroomTitle',
      },
    ],
    rows: (action) => (action === 'delete' ? classrooms.filter((classroom) => classroom.deletable && classroom.id !== deleteClassroom.deletingId) : classrooms),
    option: (classroom) => ({ id: classroom.id, label: classroom.name, detail: classroom.gradeLevel, keywords: [classroom.name, classroom.gradeLevel] }),
    placeholderKey: 'schools.chooser.schoolClassroomPlaceholder',
    noMatchKey: 'schools.chooser.noMatch',
    pick: (classroom, action, close) =>
      actFromRowButton(close, `classroom-${classroom.id}-${action}`, () =>
        action === 'delete' ? void deleteClassroom.remove(classroom) : setDialog({ kind: 'renameClassroom', classroom }),
      ),
  });

  // The header's Delete school (the confirmation and all), from the palette too.
  const removeSchool = () => {
    if (!school) return;
    void deleteSchool.remove(school, {
      classroomIds: school.classrooms.map((classroom) => classroom.id),
      onDeleted: () => navigate(paths.schools),
    });
  };

  useRegisterCommands([
    {
      id: 'school.members',
      labelKey: 'schools.members',
      keywords: ['staff', 'colleagues', 'teachers', 'membri', 'colegi', 'miembros', 'colegas'],
      group: 'actions',
      when: () => school !== undefined,
      run: () => navigate(schoolMembersPath(schoolId)),
    },
    {
      id: 'school.edit',
      labelKey: 'schools.edit.button',
      keywords: ['rename', 'edit', 'editează', 'redenumește', 'editar'],
      group: 'actions',
      when: () => school?.role === 'owner',
      run: () => setDialog({ kind: 'editSchool' }),
    },
    {
      id: 'school.delete',
      labelKey: 'schools.delete.schoolButton',
      keywords: ['remove', 'șterge', 'borrar', 'eliminar'],
      group: 'actions',
      when: () => school?.role === 'owner' && deleteSchool.deletingId !== school.id,
      run: removeSchool,
    },
    {
      id: 'create.classroom',
      labelKey: 'schools.commands.newClassroom',
      keywords: ['add', 'class', 'classroom', 'clasă nouă', 'nueva clase', 'aula'],
      group: 'actions',
      when: () => school !== undefined,
      run: () => setDialog({ kind: 'newClassroom' }),
    },
    {
      id: 'school.invite',
      labelKey: 'schools.inviteCommand',
      keywords: ['invite', 'colleague', 'member', 'invită', 'coleg', 'invitar', 'colega'],
      group: 'actions',
      when: () => school?.role === 'owner',
      run: () => navigate(schoolMembersPath(schoolId)),
    },
  ]);

  const close = () => setDialog(null);
  const notFound = !school && query.error !== null && query.error !== undefined && toApiError(query.error).status === 404;

  let body: ReactNode;
  if (!school && query.loading) {
    body = <Loading variant="minimal" message={t('schools.school.loading')} />;
  } else if (notFound) {
    body = (
      <Alert tone="error" title={t('schools.school.notFound')}>
        <Link href={paths.schools} className="link">
          {t('schools.school.back')}
        </Link>
      </Alert>
    );
  } else if (!school) {
    body = (
      <Alert tone="error" title={t('classrooms.loadFailed')}>
        <button type="button" className="link" onClick={() => void query.refresh()}>
          {t('schools.retry')}
        </button>
      </Alert>
    );
  } else {
    body = (
      <SchoolClassrooms
        classrooms={school.classrooms}
        stale={Boolean(query.error)}
        deletingId={deleteClassroom.deletingId}
        addedId={addedId}
        onAdd={() => setDialog({ kind: 'newClassroom' })}
        onRename={(classroom) => setDialog({ kind: 'renameClassroom', classroom })}
        onDelete={(classroom) => void deleteClassroom.remove(classroom)}
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="page-title m-0 break-words">{school?.name ?? t('schools.school.title')}</h1>
          {school && <p className="m-0 mt-1 text-slate-600 break-words dark:text-slate-300">{schoolDescription(school.description, t)}</p>}
          {school && <SchoolContact website={school.website} phone={school.phone} />}
        </div>
        <div className="flex flex-wrap gap-2">
          <RefreshButton
            onRefresh={query.refresh}
            label={t('schools.refresh')}
            busyLabel={t('schools.refreshing')}
            command={{ id: 'school.refresh', labelKey: 'schools.refresh' }}
          />
          {school && (
            <Link href={schoolMembersPath(school.id)} className="btn-secondary">
              {t('schools.members')}
            </Link>
          )}
          {school?.role === 'owner' && (
            <>
              <button type="button" className="btn-secondary" onClick={() => setDialog({ kind: 'editSchool' })}>
                {t('schools.edit.button')}
              </button>
              <BusyButton
                type="button"
                className="btn-secondary text-red-800 dark:text-red-300"
                busy={deleteSchool.deletingId === school.id}
                onClick={removeSchool}
              >
                {t('schools.delete.schoolButton')}
              </BusyButton>
            </>
          )}
        </div>
      </div>
      {body}
      {forms && dialog?.kind === 'editSchool' && school && <forms.SchoolFormDialog school={school} onClose={close} onSaved={close} />}
      {forms && dialog?.kind === 'newClassroom' && (
        <forms.ClassroomFormDialog
          schoolId={schoolId}
          onClose={close}
          onSaved={(classroom) => {
            close();
            setAddedId(classroom.id);
          }}
        />
      )}
      {classroomChooser}
      {forms && dialog?.kind === 'renameClassroom' && (
        <forms.ClassroomFormDialog schoolId={schoolId} classroom={dialog.classroom} onClose={close} onSaved={close} />
      )}
    </div>
  );
}
