// Delete and clone from the list (and the detail screen), with SPEC 8's
// confirmation and messages.

import { confirm } from '../../../core/dialog.store';
import { notifyError } from '../../../core/errors.store';
import { ApiError } from '../../../core/http';
import type { TFunction } from '../../../core/i18n';
import { toast } from '../../../core/toasts.store';
import { focusAfterRemoval, focusedElement } from '../../../ui/focus-after-removal';
import { type QuizView, quizzesApi } from '../quizzes.api';

/** Asks, deletes, says so; true when the quiz is gone. */
export async function deleteQuizAfterConfirm(quiz: { id: string; title: string }, t: TFunction): Promise<boolean> {
  // Where the teacher acted from: the row's Delete button, to which the confirmation returns the focus.
  const origin = focusedElement();
  const confirmed = await confirm({
    title: t('quizzes.delete.title'),
    message: t('quizzes.delete.message', { title: quiz.title }),
    confirmLabel: t('quizzes.delete.confirm'),
    danger: true,
  });
  if (!confirmed) return false;
  try {
    await removeAskingAboutDoubleCorrections(quiz, t);
    focusAfterRemoval(origin);
    toast.success(t('quizzes.delete.done'));
    return true;
  } catch (error) {
    if (error === declined) return false;
    // A refusal (colleagues' marks on it) says why, in the server's words.
    const reason = error instanceof ApiError && error.status === 409 ? ` ${error.message}` : '';
    notifyError(error, { where: 'quiz delete', quizId: quiz.id }, t('quizzes.delete.failed') + reason);
    return false;
  }
}

const declined = Symbol('declined');

/**
 * Deletes; a test with a double correction is deleted only once the teacher has agreed to its record going too,
 * for exactly the classes the server named (one begun meanwhile is asked about again).
 */
async function removeAskingAboutDoubleCorrections(quiz: { id: string; title: string }, t: TFunction): Promise<void> {
  let accepted: string | undefined;
  for (;;) {
    try {
      await quizzesApi.remove(quiz.id, accepted);
      return;
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'double_correction_deleted')) throw error;
      const { agreedFingerprint } = await import('./delete-corrections');
      const agreed = await agreedFingerprint(quiz.title, error.details, t);
      if (agreed === null) throw declined;
      accepted = agreed;
    }
  }
}

/** A copy the teacher owns; null when refused (a plan limit says why, in the server's words). */
export async function cloneQuiz(quiz: { id: string }, t: TFunction): Promise<QuizView | null> {
  try {
    const copy = await quizzesApi.clone(quiz.id);
    toast.success(t('quizzes.clone.done', { title: copy.title }));
    return copy;
  } catch (error) {
    const limit = error instanceof ApiError && error.code === 'plan_limit';
    notifyError(error, { where: 'quiz clone', quizId: quiz.id }, limit ? error.message : t('quizzes.clone.failed'));
    return null;
  }
}
