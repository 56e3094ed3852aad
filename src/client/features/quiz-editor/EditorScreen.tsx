import { useSelector } from '@legendapp/state/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { notifyError } from '../../core/errors.store';
import { useT } from '../../core/i18n';
import { paths, quizEditPath } from '../../core/paths';
import { Alert } from '../../ui/Alert';
import { Loading } from '../../ui/Loading';
import { useDocumentTitle } from '../../ui/use-document-title';
import { draftKey, type FoundDraft, localDrafts } from './draft-storage';
import { EditorWorkspace } from './EditorWorkspace';
import { EditorSessionContext, useEditorSession } from './editor-context';
import { closeSession, rekeySession } from './editor-session';
import { captureFocus } from './focus-handoff';
import { useAssignFromAddress } from './use-assign-from-address';
import { useEditorCommands } from './use-editor-commands';
import { useLeaveGuard } from './use-leave-guard';

/** One editor session on screen: loading, a load failure, or the workspace; it moves to the edit address when a new test is first saved. */
export function EditorScreen({ quizId, onRestart }: { quizId: string | null; onRestart: () => void }) {
  const t = useT();
  const [, navigate] = useLocation();
  const session = useEditorSession(quizId);
  const phase = useSelector(() => session.status$.phase.get());
  const heading = t(quizId ? 'quizEditor.editHeading' : 'quizEditor.createHeading');
  useDocumentTitle(heading);
  useEditorCommands(session);
  useLeaveGuard(session);
  useAssignFromAddress(session, quizId);

  useEffect(() => {
    const created = session.actor.on('quiz.created', ({ quizId: id }) => {
      // The same session carries on at the quiz's own address (a reload then opens it from the server).
      rekeySession(session, id);
      captureFocus();
      navigate(quizEditPath(id), { replace: true });
    });
    const failed = session.actor.on('save.failed', ({ error }) => notifyError(error, { where: 'quiz autosave', quizId }, t('quizEditor.saveFailed')));
    return () => {
      created.unsubscribe();
      failed.unsubscribe();
    };
  }, [session, navigate, quizId, t]);

  if (phase === 'loading') return <Loading message={t('quizEditor.loading')} />;
  if (phase === 'notFound' || phase === 'loadFailed') {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="page-title m-0">{heading}</h1>
        <Alert tone="error">
          {t(phase === 'notFound' ? 'quizEditor.notFound' : 'quizEditor.loadFailed')}{' '}
          {phase === 'loadFailed' && (
            <button type="button" className="link border-0 bg-transparent p-0" onClick={() => session.actor.send({ type: 'load.retry' })}>
              {t('quizzes.retry')}
            </button>
          )}
        </Alert>
        <p className="m-0">
          <Link href={paths.quizzes} className="link">
            {t('quizEditor.backToList')}
          </Link>
        </p>
      </div>
    );
  }
  // A new screen and session, which read this device's copies again (EditorScreen's key changes).
  const restart = () => {
    closeSession(session);
    onRestart();
  };
  const newTest = draftKey(null);
  // This tab's new test goes aside (offered again), never away: a misclick loses nothing.
  const setAside = () => {
    localDrafts.setAside(newTest);
    restart();
  };
  const unsavedTests = {
    onOpen: (draft: FoundDraft) => {
      localDrafts.setAside(newTest);
      localDrafts.take(newTest, draft.record, [draft.name]);
      restart();
    },
    onDiscard: (draft: FoundDraft) => localDrafts.drop(draft.name),
  };
  return (
    <EditorSessionContext.Provider value={session}>
      <EditorWorkspace
        heading={heading}
        onDiscardDraft={quizId === null ? setAside : undefined}
        unsavedTests={quizId === null ? unsavedTests : undefined}
        onReview={restart}
      />
    </EditorSessionContext.Provider>
  );
}
