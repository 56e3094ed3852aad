import { useSelector } from '@legendapp/state/react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { documentOfView } from '../../../../domain/api/quizzes';
import { useQuery } from '../../../core/cache';
import { ApiError } from '../../../core/http';
import { useT } from '../../../core/i18n';
import { paths, quizEditPath } from '../../../core/paths';
import { Alert } from '../../../ui/Alert';
import { Card } from '../../../ui/Card';
import { Loading } from '../../../ui/Loading';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { AttachmentsPanel } from '../attachments/AttachmentsPanel';
import { PdfExportPanel } from '../export/PdfExportPanel';
import { printOptions$ } from '../export/print-options';
import { cloneQuiz, deleteQuizAfterConfirm } from '../list/quiz-row-actions';
import { QuizPreview } from '../preview/QuizPreview';
import { quizQuery } from '../quizzes.api';
import { QuizFacts } from './QuizFacts';

/** /quizzes/{quizId}: the quiz read-only, with edit, copy, delete, PDF export, its files and both previews. */
export function QuizDetailPage() {
  const t = useT();
  const { quizId = '' } = useParams<{ quizId: string }>();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const { data: quiz, error, loading, refresh } = useQuery(quizId ? quizQuery(quizId) : null);
  const lineStyle = useSelector(() => printOptions$.lineStyle.get());
  useDocumentTitle(quiz?.title ?? t('quizzes.detail.heading'));

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

  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-col gap-3">
        <p className="m-0 text-sm font-medium text-slate-600 dark:text-slate-400">{t('quizzes.detail.heading')}</p>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="page-title m-0 min-w-0 break-words">{quiz.title}</h1>
          <div className="flex flex-wrap gap-2">
            {quiz.isOwner && (
              <Link href={quizEditPath(quiz.id)} className="btn-primary">
                {t('quizzes.detail.edit')}
              </Link>
            )}
            <button
              type="button"
              className="btn-secondary"
              disabled={busy}
              onClick={() =>
                void act(async () => {
                  const copy = await cloneQuiz(quiz, t);
                  if (copy) navigate(quizEditPath(copy.id));
                })
              }
            >
              {t('quizzes.actions.clone')}
            </button>
            {quiz.isOwner && (
              <button
                type="button"
                className="btn-secondary text-red-700 dark:text-red-400"
                disabled={busy}
                onClick={() =>
                  void act(async () => {
                    if (await deleteQuizAfterConfirm(quiz, t)) navigate(paths.quizzes);
                  })
                }
              >
                {t('quizzes.actions.delete')}
              </button>
            )}
          </div>
        </div>
        <QuizFacts quiz={quiz} />
      </header>
      <Card>
        <PdfExportPanel getDocument={() => documentOfView(quiz)} />
      </Card>
      <Card>
        <AttachmentsPanel quizId={quiz.id} canEdit={quiz.isOwner} />
      </Card>
      <QuizPreview quiz={documentOfView(quiz)} lineStyle={lineStyle} />
    </div>
  );
}
