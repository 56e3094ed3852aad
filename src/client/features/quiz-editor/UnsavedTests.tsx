import { useId } from 'react';
import { confirm } from '../../core/dialog.store';
import { useLanguage, useT } from '../../core/i18n';
import type { FoundDraft } from './draft-storage';

export interface UnsavedTestsProps {
  /** Goes on with that test in this editor (what this one holds is set aside, not lost). */
  onOpen: (draft: FoundDraft) => void;
  /** Removes that test from this device (the teacher confirmed). */
  onDiscard: (draft: FoundDraft) => void;
}

/**
 * "Unsaved new tests on this device": new tests written in tabs that were
 * closed, or set aside here, each to open or discard. Two tabs writing new
 * tests shared one copy, and one's "start a new test" wiped the other's work.
 * Loaded only when there are such tests: it imports nothing of the editor.
 */
export function UnsavedTests({ drafts, onOpen, onDiscard }: UnsavedTestsProps & { drafts: FoundDraft[] }) {
  const t = useT();
  const language = useLanguage();
  const headingId = useId();
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const titleOf = (draft: FoundDraft) => draft.record.document.title.trim() || t('quizEditor.unsavedTests.untitled');

  const discard = async (draft: FoundDraft) => {
    const confirmed = await confirm({
      title: t('quizEditor.unsavedTests.discardTitle'),
      message: t('quizEditor.unsavedTests.discardMessage', { title: titleOf(draft) }),
      confirmLabel: t('quizEditor.unsavedTests.discard'),
      danger: true,
    });
    if (confirmed) onDiscard(draft);
  };

  return (
    <section aria-labelledby={headingId} className="alert-info">
      <h2 id={headingId} className="m-0 text-base font-semibold">
        {t('quizEditor.unsavedTests.heading')}
      </h2>
      <ul className="m-0 mt-2 flex list-none flex-col gap-2 p-0">
        {drafts.map((draft) => {
          const title = titleOf(draft);
          return (
            <li key={draft.name} className="flex flex-wrap items-center gap-3">
              <span className="font-medium">{title}</span>
              <span>{when.format(draft.record.savedAt)}</span>
              <button type="button" className="btn-secondary" aria-label={t('quizEditor.unsavedTests.openNamed', { title })} onClick={() => onOpen(draft)}>
                {t('quizEditor.unsavedTests.open')}
              </button>
              <button
                type="button"
                className="btn-secondary"
                aria-label={t('quizEditor.unsavedTests.discardNamed', { title })}
                onClick={() => void discard(draft)}
              >
                {t('quizEditor.unsavedTests.discard')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
