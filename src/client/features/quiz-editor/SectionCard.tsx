import { useSelector } from '@legendapp/state/react';
import { memo, useId } from 'react';
import { LIMITS } from '../../../domain/quiz/schema';
import { confirm } from '../../core/dialog.store';
import { useT } from '../../core/i18n';
import { TrashIcon } from '../../ui/icons';
import { countLimit, focusPath, moveSection, removeSection } from './editor-actions';
import { useDraft, useQuestionsLocked, useSession } from './editor-context';
import { BoundText } from './fields/BoundText';
import { ListProblem } from './questions/ListProblem';
import { QuestionCard } from './questions/QuestionCard';
import { RowButton } from './questions/RowButton';
import { fieldId, type SectionDraft } from './quiz-draft';
import { openTypeChooser } from './type-chooser.store';

export interface SectionCardProps {
  index: number;
  /** The printed number of its first question. */
  firstNumber: number;
  isFirst: boolean;
  isLast: boolean;
  /** Whether the first / last question of the whole test is in here (for the move buttons). */
  holdsFirstQuestion: boolean;
  holdsLastQuestion: boolean;
  /** Questions in the whole test (its limit stops adding here too). */
  questionsInTest: number;
  /** How many of its questions to draw now (SectionList's first render); all when absent. */
  drawn?: number;
}

/** A section: title, optional context, its questions and the button to add one. */
export const SectionCard = memo(function SectionCard({
  index,
  firstNumber,
  isFirst,
  isLast,
  holdsFirstQuestion,
  holdsLastQuestion,
  questionsInTest,
  drawn,
}: SectionCardProps) {
  const t = useT();
  const session = useSession();
  const headingId = useId();
  const limitId = useId();
  const section$ = useDraft<SectionDraft>(`sections.${index}`);
  const ids = useSelector(() =>
    section$.questions
      .get(true)
      .map((q) => q.id)
      .join(' '),
  );
  const questionIds = ids.split(' ').filter(Boolean);
  // Under double correction its questions stay where they are: no new one, and the section does not move or go with them.
  const locked = useQuestionsLocked();
  const held = questionIds.length > 0 ? locked : undefined;
  // A full section or test: the button says why (greyed out alone, it said nothing).
  const limit = countLimit(questionsInTest, questionIds.length);
  const full = limit ? t(limit.key, { n: limit.n }) : undefined;
  const path = `sections.${index}`;
  const number = index + 1;

  const remove = async () => {
    const confirmed = await confirm({
      title: t('quizEditor.section.deleteTitle'),
      message: t('quizEditor.section.deleteMessage', { number, count: questionIds.length }),
      confirmLabel: t('quizEditor.section.deleteConfirm'),
      danger: true,
    });
    if (!confirmed) return;
    removeSection(session, index);
    focusPath(index > 0 ? `sections.${index - 1}.title` : 'title');
  };

  return (
    <section
      id={fieldId(path)}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-3 outline-none sm:p-5 dark:border-slate-800 dark:bg-slate-950"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="m-0 text-lg font-semibold text-slate-900 dark:text-white">
          {t('quizEditor.section.heading', { number })}
        </h3>
        <div role="group" aria-label={t('quizEditor.section.actions', { number })} className="flex items-center gap-1">
          <RowButton
            label={t('quizEditor.section.moveUp', { number })}
            title={held}
            disabled={isFirst || !!held}
            onClick={() => moveSection(session, index, -1) && focusPath(`sections.${index - 1}`)}
          >
            ↑
          </RowButton>
          <RowButton
            label={t('quizEditor.section.moveDown', { number })}
            title={held}
            disabled={isLast || !!held}
            onClick={() => moveSection(session, index, 1) && focusPath(`sections.${index + 1}`)}
          >
            ↓
          </RowButton>
          <RowButton label={t('quizEditor.section.delete', { number })} title={held} disabled={!!held} tone="danger" onClick={() => void remove()}>
            <TrashIcon />
          </RowButton>
        </div>
      </header>
      <div className="grid gap-3">
        <BoundText path={`${path}.title`} label={t('quizEditor.section.title')} required limit={LIMITS.sectionTitleMax} />
        <BoundText
          path={`${path}.context`}
          label={t('quizEditor.section.context')}
          hint={t('quizEditor.section.contextHint')}
          multiline
          rows={2}
          limit={LIMITS.contextMax}
        />
      </div>
      <ListProblem path={`${path}.questions`} />
      {questionIds.length === 0 ? (
        <p className="m-0 text-sm text-slate-600 dark:text-slate-400">{t('quizEditor.section.empty')}</p>
      ) : (
        <ol className="m-0 flex list-none flex-col gap-3 p-0" aria-label={t('quizEditor.section.questions', { number })}>
          {questionIds.slice(0, drawn).map((id, q) => (
            <li key={id}>
              <QuestionCard
                path={`${path}.questions.${q}`}
                number={firstNumber + q}
                isFirst={holdsFirstQuestion && q === 0}
                isLast={holdsLastQuestion && q === questionIds.length - 1}
              />
            </li>
          ))}
        </ol>
      )}
      <div>
        <button
          type="button"
          className="btn-secondary"
          title={locked ?? full}
          disabled={!!locked || !!full}
          aria-describedby={full && !locked ? limitId : undefined}
          onClick={() => openTypeChooser({ sectionIndex: index })}
        >
          {t('quizEditor.section.addQuestion')}
        </button>
        {full && !locked && (
          <p id={limitId} className="field-hint mt-1">
            {full}
          </p>
        )}
      </div>
    </section>
  );
});
