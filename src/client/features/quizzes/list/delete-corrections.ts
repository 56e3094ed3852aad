// The second question of a test's delete, loaded only when the server asks it
// (409 double_correction_deleted): few tests have a double correction, and
// the screens that offer Delete (the list, a test's page) should not carry
// it.
import type { DoubleCorrectionDeletion } from '../../../../domain/api/quizzes';
import { confirm } from '../../../core/dialog.store';
import type { TFunction } from '../../../core/i18n';
import { deleteCorrectionsMessages } from './delete-corrections.messages';

await deleteCorrectionsMessages.ensure();

/** Checked here, not in the contract's module: a lazy chunk that shares a module with the screens splits their chunks. */
function isDoubleCorrectionDeletion(details: unknown): details is DoubleCorrectionDeletion {
  const candidate = details as Partial<DoubleCorrectionDeletion> | null;
  return typeof candidate?.fingerprint === 'string' && Array.isArray(candidate.classes);
}

/**
 * Asks whether the double corrections the server named (a 409's details) go with the test: the fingerprint to
 * delete again with when the teacher agrees, null when they do not.
 */
export async function agreedFingerprint(title: string, details: unknown, t: TFunction): Promise<string | null> {
  if (!isDoubleCorrectionDeletion(details)) throw new Error('double_correction_deleted without its classes and fingerprint');
  const agreed = await confirm({
    title: t('quizDeleteCorrections.title'),
    message: t('quizDeleteCorrections.message', { title, classes: details.classes.join(', ') }),
    confirmLabel: t('quizDeleteCorrections.confirm'),
    danger: true,
  });
  return agreed ? details.fingerprint : null;
}
