import { useSelector } from '@legendapp/state/react';
import { useT } from '../../core/i18n';
import { useSession } from './editor-context';

/**
 * A save was refused because the server has a newer version (a 409), or this
 * device holds changes made to an older one. Nothing is overwritten until the
 * teacher chooses.
 */
export function ConflictBanner() {
  const t = useT();
  const session = useSession();
  const phase = useSelector(() => session.status$.phase.get());
  const local = useSelector(() => session.status$.localConflict.get());
  if (phase !== 'conflict') return null;
  return (
    <div role="alert" className="alert-error flex flex-col gap-3">
      <div>
        <p className="m-0 font-semibold">{t(local ? 'quizEditor.conflict.localTitle' : 'quizEditor.conflict.title')}</p>
        <p className="m-0 mt-1">{t(local ? 'quizEditor.conflict.localMessage' : 'quizEditor.conflict.message')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={() => session.actor.send({ type: 'conflict.reload' })}>
          {t('quizEditor.conflict.reload')}
        </button>
        <button type="button" className="btn-primary" onClick={() => session.actor.send({ type: 'conflict.overwrite' })}>
          {t('quizEditor.conflict.overwrite')}
        </button>
      </div>
    </div>
  );
}
