import { useEffect, useState } from 'react';
import type { QuizShare, SharePermission } from '../../../domain/api/staff';
import { notifyError } from '../../core/errors.store';
import { toApiError } from '../../core/http';
import { useT } from '../../core/i18n';
import { useSession } from '../../core/session';
import { toast } from '../../core/toasts.store';
import { Alert } from '../../ui/Alert';
import { Loading } from '../../ui/Loading';
import { Modal } from '../../ui/Modal';
import { type Colleague, fetchColleagues } from './colleagues';
import { deleteShare, fetchShares, putShare } from './staff.api';

type Choice = SharePermission | 'none';

/** What a choice now means, by its literal key (the i18n check reads keys as written). */
const SAVED_KEYS: Record<Choice, string> = { none: 'staff.share.saved.none', grade: 'staff.share.saved.grade', edit: 'staff.share.saved.edit' };

export interface ShareQuizDialogProps {
  quizId: string;
  quizTitle: string;
  onClose: () => void;
}

/** Sharing a test with colleagues of one's schools (issue 16): not shared, can grade, or can edit; each change is saved at once. */
export function ShareQuizDialog({ quizId, quizTitle, onClose }: ShareQuizDialogProps) {
  const t = useT();
  const { user } = useSession();
  const [colleagues, setColleagues] = useState<Colleague[] | null>(null);
  const [shares, setShares] = useState<Map<string, SharePermission>>(new Map());
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);

  useEffect(() => {
    if (!user) return;
    let current = true;
    Promise.all([fetchColleagues(user.id), fetchShares(quizId)]).then(
      ([people, given]) => {
        if (!current) return;
        setColleagues(people);
        setShares(sharesById(given));
      },
      (error: unknown) => current && setLoadFailed(toApiError(error).message),
    );
    return () => {
      current = false;
    };
  }, [quizId, user]);

  const choose = async (colleague: Colleague, choice: Choice) => {
    // aria-disabled, not disabled, while saving: a disabled select would drop the keyboard's focus to the page.
    // A change made meanwhile is refused, and the select goes back to what is saved.
    if (saving === colleague.userId) return;
    setSaving(colleague.userId);
    try {
      if (choice === 'none') {
        await deleteShare(quizId, colleague.userId);
        setShares((previous) => {
          const next = new Map(previous);
          next.delete(colleague.userId);
          return next;
        });
      } else {
        setShares(sharesById(await putShare(quizId, colleague.userId, choice)));
      }
      toast.success(t(SAVED_KEYS[choice], { name: colleague.name }));
    } catch (error) {
      notifyError(error, { where: 'staff/share', quizId }, `${t('staff.share.failed')} ${toApiError(error).message}`);
    } finally {
      setSaving(null);
    }
  };

  return (
    <Modal open onClose={onClose} title={t('staff.share.title', { title: quizTitle })} description={t('staff.share.intro')} size="lg" closeButton>
      <div className="flex flex-col gap-3 px-5 pb-5 pt-4 sm:px-6">
        {loadFailed && <Alert tone="error">{`${t('staff.share.loadFailed')} ${loadFailed}`}</Alert>}
        {!colleagues && !loadFailed && <Loading variant="minimal" message={t('staff.share.loading')} />}
        {colleagues && colleagues.length === 0 && <Alert tone="info">{t('staff.share.noColleagues')}</Alert>}
        {colleagues && colleagues.length > 0 && (
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {colleagues.map((colleague) => {
              // Two colleagues of one name are told apart by their address, on screen and in the choice's name.
              const namesake = colleagues.some((other) => other.userId !== colleague.userId && other.name === colleague.name);
              const who = namesake ? `${colleague.name} (${colleague.email})` : colleague.name;
              return (
                <li
                  key={colleague.userId}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700"
                >
                  <span className="min-w-0">
                    <span className="block font-medium">{colleague.name}</span>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">{colleague.email}</span>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">{colleague.schools.join(', ')}</span>
                  </span>
                  <select
                    className="input w-auto py-1"
                    aria-label={t('staff.share.choiceFor', { name: who })}
                    value={shares.get(colleague.userId) ?? 'none'}
                    aria-disabled={saving === colleague.userId || undefined}
                    onChange={(event) => void choose(colleague, event.target.value as Choice)}
                  >
                    <option value="none">{t('staff.share.choice.none')}</option>
                    <option value="grade">{t('staff.share.choice.grade')}</option>
                    <option value="edit">{t('staff.share.choice.edit')}</option>
                  </select>
                </li>
              );
            })}
          </ul>
        )}
        <div className="flex justify-end">
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t('staff.share.done')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

function sharesById(shares: QuizShare[]): Map<string, SharePermission> {
  return new Map(shares.map((share) => [share.userId, share.permission]));
}
