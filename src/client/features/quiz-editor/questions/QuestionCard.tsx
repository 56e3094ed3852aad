import { useSelector } from '@legendapp/state/react';
import { memo, useId } from 'react';
import { LIMITS } from '../../../../domain/quiz/schema';
import { QUESTION_TYPES, type QuestionType } from '../../../../domain/quiz/types';
import { useT } from '../../../core/i18n';
import { QUESTION_TYPE_KEYS } from '../../quizzes';
import { changeQuestionType } from '../editor-actions';
import { useDraft, useSession } from '../editor-context';
import { BoundText } from '../fields/BoundText';
import { fieldId, type QuestionDraft } from '../quiz-draft';
import { ChoiceOptions } from './ChoiceOptions';
import { LinesField } from './LinesField';
import { MatchesFields } from './MatchesFields';
import { NumericFields } from './NumericFields';
import { QuestionToolbar } from './QuestionToolbar';
import { ScoringRules } from './ScoringRules';
import { ShortAnswerField } from './ShortAnswerField';
import { StatementsFields } from './StatementsFields';

export interface QuestionCardProps {
  /** 'sections.0.questions.2'. */
  path: string;
  /** Its number on paper (counted across sections, as printed). */
  number: number;
  isFirst: boolean;
  isLast: boolean;
}

const BORDER = 'border-slate-200 dark:border-slate-700';
/** The question being edited (the one keyboard commands act on) is ringed. */
const ACTIVE_BORDER = 'border-primary-500 ring-1 ring-primary-500 dark:border-primary-400 dark:ring-primary-400';

/** The fields of the question's own type. */
function TypeFields({ type, path }: { type: QuestionType; path: string }) {
  switch (type) {
    case 'lines':
    case 'open':
      return <LinesField path={path} />;
    case 'multiple_choices':
      return <ChoiceOptions path={path} />;
    case 'matches':
      return <MatchesFields path={path} />;
    case 'true_false':
      return <StatementsFields path={path} />;
    case 'short_answer':
      return <ShortAnswerField path={path} />;
    case 'numeric':
      return <NumericFields path={path} />;
  }
}

/**
 * One question in the editor. It re-renders when its type changes or it
 * moves; what is typed into it re-renders only the field typed into.
 */
export const QuestionCard = memo(function QuestionCard({ path, number, isFirst, isLast }: QuestionCardProps) {
  const t = useT();
  const session = useSession();
  const question$ = useDraft<QuestionDraft>(path);
  const headingId = useId();
  const id = useSelector(() => question$.id.get());
  const type = useSelector(() => question$.type.get());
  const active = useSelector(() => session.ui$.activeQuestionId.get() === id);

  return (
    <article
      id={fieldId(path)}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-question-id={id}
      onFocus={() => {
        if (session.ui$.activeQuestionId.peek() !== id) session.ui$.activeQuestionId.set(id);
      }}
      className={`flex min-w-0 flex-col gap-4 rounded-xl border bg-white p-3 outline-none sm:p-4 dark:bg-slate-900 ${active ? ACTIVE_BORDER : BORDER}`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="m-0 text-base font-semibold text-slate-900 dark:text-white">
          {t('quizEditor.question.heading', { number })} <span className="font-normal text-slate-600 dark:text-slate-300">· {t(QUESTION_TYPE_KEYS[type])}</span>
        </h4>
        <QuestionToolbar id={id} number={number} isFirst={isFirst} isLast={isLast} />
      </header>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_7rem]">
        <BoundText path={`${path}.text`} label={t('quizEditor.question.text')} required multiline rows={2} limit={LIMITS.questionTextMax} />
        <BoundText
          path={`${path}.points`}
          label={t('quizEditor.question.points')}
          hint={t('quizEditor.question.pointsHint', { max: LIMITS.questionPointsMax })}
          required
          inputMode="decimal"
          fixedPoints
        />
      </div>
      <TypeFields type={type} path={path} />
      <ScoringRules path={path} />
      <label className="flex max-w-xs flex-col gap-1">
        <span className="field-label">{t('quizEditor.question.type')}</span>
        <select className="input" value={type} onChange={(event) => changeQuestionType(session, id, event.currentTarget.value as QuestionType)}>
          {QUESTION_TYPES.map((option) => (
            <option key={option} value={option}>
              {t(QUESTION_TYPE_KEYS[option])}
            </option>
          ))}
        </select>
      </label>
    </article>
  );
});
