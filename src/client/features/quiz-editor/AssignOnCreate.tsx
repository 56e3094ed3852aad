import { useSelector } from '@legendapp/state/react';
import { useQuery } from '../../core/cache';
import { useT } from '../../core/i18n';
import { useSession } from './editor-context';
import { RowButton } from './questions/RowButton';
import { assignClassroomQuery } from './quiz-editor.api';

/** A class the new test will be assigned to, by name, with the button that takes it off. */
function AssignedClass({ classroomId }: { classroomId: string }) {
  const t = useT();
  const session = useSession();
  const name = useQuery(assignClassroomQuery(classroomId)).data?.name ?? t('quizEditor.assign.loading');
  return (
    <li className="flex items-center gap-2 rounded-full border border-slate-300 py-0.5 pl-3 pr-1 text-sm dark:border-slate-700">
      <span>{name}</span>
      <RowButton label={t('quizEditor.assign.remove', { name })} onClick={() => session.assignTo$.set((ids) => ids.filter((id) => id !== classroomId))}>
        ×
      </RowButton>
    </li>
  );
}

/** Until a new test is first saved: the classes that save assigns it to (none: nothing shows). */
export function AssignOnCreate() {
  const t = useT();
  const session = useSession();
  const ids = useSelector(() => (session.status$.quizId.get() === null ? session.assignTo$.get() : []));
  if (ids.length === 0) return null;
  return (
    <div role="group" aria-labelledby="qe-assign-heading" className="flex flex-col gap-1 md:col-span-2">
      <span id="qe-assign-heading" className="field-label">
        {t('quizEditor.assign.heading')}
      </span>
      <p className="field-hint m-0">{t('quizEditor.assign.hint')}</p>
      <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
        {ids.map((id) => (
          <AssignedClass key={id} classroomId={id} />
        ))}
      </ul>
    </div>
  );
}
