// The question actions shared by the card's buttons and the keyboard
// commands: each keeps the keyboard focus where the teacher expects it.
import { confirm } from '../../core/dialog.store';
import type { TFunction } from '../../core/i18n';
import { toast } from '../../core/toasts.store';
import {
  duplicateQuestionById,
  focusPath,
  type Limit,
  locateQuestion,
  moveLimit,
  moveQuestion,
  questionLimit,
  questionPath,
  removeQuestion,
} from './editor-actions';
import type { EditorSession } from './editor-session';
import { fieldId } from './quiz-draft';

/** The focused control's path when it sits inside `prefix` ('sections.0.questions.2' + '.points'), else null. */
function focusedWithin(prefix: string): string | null {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  const id = active instanceof HTMLElement ? active.id : '';
  const base = fieldId(prefix);
  return id === base || id.startsWith(`${base}-`) ? id.slice(base.length) : null;
}

/** Up or down one place (a full section it would go into says so); the focus stays in the same field of the moved question. */
export function moveActiveQuestion(session: EditorSession, id: string, delta: -1 | 1, t: TFunction): boolean {
  const from = locateQuestion(session.doc$.peek(), id);
  if (!from || tellLimit(moveLimit(session.doc$.peek(), from, delta), t)) return false;
  const suffix = focusedWithin(questionPath(from));
  const to = moveQuestion(session, id, delta);
  if (!to) return false;
  const target = `${questionPath(to)}${(suffix ?? '-text').replaceAll('-', '.')}`;
  focusPath(target);
  return true;
}

/** Says why an addition or a move was not made (a key or a palette command that did nothing said nothing); true when stopped. */
export function tellLimit(limit: Limit | null, t: TFunction): boolean {
  if (!limit) return false;
  const { key, ...params } = limit;
  toast.info(t(key, params));
  return true;
}

export function duplicateActiveQuestion(session: EditorSession, id: string, t: TFunction): boolean {
  const from = locateQuestion(session.doc$.peek(), id);
  if (!from || tellLimit(questionLimit(session.doc$.peek(), from.section), t)) return false;
  const to = duplicateQuestionById(session, id);
  if (to) focusPath(`${questionPath(to)}.text`);
  return to !== null;
}

/** Asks first (SPEC 8 style: deletions are confirmed); the focus goes to the question that takes its place. */
export async function deleteQuestionAfterConfirm(session: EditorSession, id: string, number: number, t: TFunction): Promise<boolean> {
  const from = locateQuestion(session.doc$.peek(), id);
  if (!from) return false;
  const confirmed = await confirm({
    title: t('quizEditor.question.deleteTitle'),
    message: t('quizEditor.question.deleteMessage', { number }),
    confirmLabel: t('quizEditor.question.deleteConfirm'),
    danger: true,
  });
  if (!confirmed) {
    focusPath(`${questionPath(from)}.text`);
    return false;
  }
  const next = removeQuestion(session, id);
  focusPath(next ? `${questionPath(next)}.text` : `sections.${from.section}.title`);
  return true;
}
