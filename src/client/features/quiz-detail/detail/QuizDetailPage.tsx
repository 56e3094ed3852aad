import { useSelector } from '@legendapp/state/react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { canEditQuiz, documentOfView } from '../../../../domain/api/quizzes';
import { useQuery } from '../../../core/cache';
import { useRegisterCommands } from '../../../core/commands';
import { ApiError } from '../../../core/http';
import { useT } from '../../../core/i18n';
import { paths, quizEditPath } from '../../../core/paths';
import { quizAssignmentsRecordQuery } from '../../../core/records.cache';
import { Alert } from '../../../ui/Alert';
import { BusyButton } from '../../../ui/BusyButton';
import { Card } from '../../../ui/Card';
import { Loading } from '../../../ui/Loading';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useLazyModule } from '../../../ui/use-lazy-module';
import { cloneQuiz, deleteQuizAfterConfirm, quizQuery } from '../../quizzes';
import { AttachmentRowCommands } from '../attachments/AttachmentRowCommands';
import { AttachmentsPanel } from '../attachments/AttachmentsPanel';
import { PdfExportPanel } from '../export/PdfExportPanel';
import { printOptions$ } from '../export/print-options';
import { QuizPreview } from '../preview/QuizPreview';
import { QuizClasses, quizInClassPath } from './QuizClasses';
import { QuizFacts } from './QuizFacts';

// The share dialog's code (the staff feature) loads when it is first opened.
const loadStaff = () => import('../../staff');

/** /quizzes/{quizId}: the quiz read-only, with edit, copy, delete, share, PDF export, its files and both previews. */
export function QuizDetailPage() {
  const t = useT();
  const { quizId = '' } = useParams<{ quizId: string }>();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const { data: quiz, error, loading, refresh } = useQuery(quizId ? quizQuery(quizId) : null);
  const { data: assignments } = useQuery(quizId ? quizAssignmentsRecordQuery(quizId) : null);
  const compared = assignments && assignments.length > 1 ? assignments[0] : undefined;
  const lineStyle = useSelector(() => printOptions$.lineStyle.get());
  const [sharing, setSharing] = useState(false);
  const staff = useLazyModule(loadStaff, sharing);
  useDocumentTitle(quiz?.title ?? t('quizzes.detail.heading'));

  // The header's buttons and their palette commands run these.
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const copy = () => {
    if (!quiz) return;
    void act(async () => {
      const created = await cloneQuiz(quiz, t);
      if (created) navigate(quizEditPath(created.id));
    });
  };
  const remove = () => {
    if (!quiz) return;
    void act(async () => {
      if (await deleteQuizAfterConfirm(quiz, t)) navigate(paths.quizzes);
    });
  };

  useRegisterCommands([
    {
      id: 'quiz.share',
      labelKey: 'quizzes.detail.shareCommand',
      keywords: ['share', 'colleague', 'partajează', 'coleg', 'compartir', 'colega'],
      group: 'actions',
      when: () => quiz?.isOwner === true,
      run: () => setSharing(true),
    },
    {
      id: 'quiz.compareClasses',
      labelKey: 'quizzes.detail.compareCommand',
      keywords: ['compare', 'classes', 'teză', 'compară', 'clase', 'comparar'],
      group: 'actions',
      when: () => compared !== undefined,
      run: () => compared && navigate(quizInClassPath(quizId, compared, 'compare')),
    },
    {
      id: 'quiz.edit',
      labelKey: 'quizzes.detail.edit',
      keywords: ['edit', 'editor', 'editează', 'modifică', 'editar'],
      group: 'actions',
      when: () => quiz !== undefined && canEditQuiz(quiz),
      run: () => navigate(quizEditPath(quizId)),
    },
    {
      id: 'quiz.copy',
      labelKey: 'quizzes.actions.clone',
      keywords: ['clone', 'duplicate', 'copiază', 'duplică', 'copiar', 'duplicar'],
      group: 'actions',
      when: () => quiz !== undefined && !busy,
      run: copy,
    },
    {
      id: 'quiz.delete',
      labelKey: 'quizzes.actions.delete',
      keywords: ['remove', 'șterge', 'borrar', 'eliminar'],
      group: 'actions',
      when: () => quiz?.isOwner === true && !busy,
      run: remove,
    },
  ]);

  if (!quiz) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <div className="flex flex-col gap-4">
        <h1 className="page-title m-0">{t('quizzes.detail.heading')}</h1>
        {loading || !error ? (
          <Loading variant="minimal" />
        ) : (
          <Alert tone="error">
            {t(missing ? 'quizzes.detail.notFound' : 'quizzes.detail.loadFailed')}{' '}
            {!missing && (
              <button type="button" className="link border-0 bg-transparent p-0" onClick={() => void refresh()}>
                {t('quizzes.retry')}
              </button>
            )}
          </Alert>
        )}
        <p className="m-0">
          <Link href={paths.quizzes} className="link">
            {t('quizzes.backToList')}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-col gap-3">
        <p className="m-0 text-sm font-medium text-slate-600 dark:text-slate-400">{t('quizzes.detail.heading')}</p>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="page-title m-0 min-w-0 break-words">{quiz.title}</h1>
          <div className="flex flex-wrap gap-2">
            {canEditQuiz(quiz) && (
              <Link href={quizEditPath(quiz.id)} className="btn-primary">
                {t('quizzes.detail.edit')}
              </Link>
            )}
            {quiz.isOwner && (
              <button type="button" className="btn-secondary" onClick={() => setSharing(true)}>
                {t('quizzes.detail.share')}
              </button>
            )}
            <BusyButton type="button" className="btn-secondary" busy={busy} onClick={copy}>
              {t('quizzes.actions.clone')}
            </BusyButton>
            {quiz.isOwner && (
              <BusyButton type="button" className="btn-secondary text-red-700 dark:text-red-400" busy={busy} onClick={remove}>
                {t('quizzes.actions.delete')}
              </BusyButton>
            )}
          </div>
        </div>
        <QuizFacts quiz={quiz} />
        {assignments && <QuizClasses quizId={quiz.id} assignments={assignments} />}
      </header>
      <Card>
        <PdfExportPanel getDocument={() => documentOfView(quiz)} />
      </Card>
      <Card>
        <AttachmentsPanel quizId={quiz.id} canEdit={canEditQuiz(quiz)} />
        <AttachmentRowCommands quizId={quiz.id} canEdit={canEditQuiz(quiz)} />
      </Card>
      <QuizPreview quiz={documentOfView(quiz)} lineStyle={lineStyle} />
      {sharing && staff && <staff.ShareQuizDialog quizId={quiz.id} quizTitle={quiz.title} onClose={() => setSharing(false)} />}
    </div>
  );
}
