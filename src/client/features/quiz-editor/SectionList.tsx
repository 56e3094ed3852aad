import { useSelector } from '@legendapp/state/react';
import { startTransition, useEffect, useId, useState } from 'react';
import { useT } from '../../core/i18n';
import { addSection, focusPath, sectionLimit } from './editor-actions';
import { useSession } from './editor-context';
import { focusPending } from './focus-handoff';
import { ListProblem } from './questions/ListProblem';
import { fieldId } from './quiz-draft';
import { SectionCard } from './SectionCard';

/**
 * Questions drawn in the editor's first render. The rest follow in the next one, a moment later: at any
 * laptop size the test's details fill the first screen, and 30 question cards were ~70 ms of a cold
 * load's single render (and most of its layout) before the title could be typed in.
 */
const FIRST_RENDER_QUESTIONS = 3;

/** Every section in order; re-renders only when sections or questions are added, removed or moved. */
export function SectionList() {
  const t = useT();
  const session = useSession();
  // "id:count" per section: enough to number the questions and place the move buttons.
  const shape = useSelector(() =>
    session.doc$.sections
      .get(true)
      .map((_, i) => `${session.doc$.sections[i]!.id.get()}:${session.doc$.sections[i]!.questions.get(true).length}`)
      .join(' '),
  );
  const sections = shape
    .split(' ')
    .filter(Boolean)
    .map((entry) => {
      const [id = '', count = '0'] = entry.split(':');
      return { id, count: Number(count) };
    });
  const total = sections.reduce((n, s) => n + s.count, 0);
  // Everything at once when the focus is about to go back into a question (the move to the edit address).
  const [drawAll, setDrawAll] = useState(() => total <= FIRST_RENDER_QUESTIONS || focusPending());
  useEffect(() => {
    if (!drawAll) startTransition(() => setDrawAll(true));
  }, [drawAll]);
  const full = sectionLimit(session.doc$.peek());
  const hintId = useId();
  const firstWithQuestions = sections.findIndex((s) => s.count > 0);
  const lastWithQuestions = sections.findLastIndex((s) => s.count > 0);
  let numbered = 1;

  const add = () => {
    const index = addSection(session);
    if (index !== null) focusPath(`sections.${index}.title`);
  };

  return (
    <div id={fieldId('sections')} tabIndex={-1} className="flex flex-col gap-4 outline-none">
      <ListProblem path="sections" />
      {sections.map((section, index) => {
        const firstNumber = numbered;
        numbered += section.count;
        return (
          <SectionCard
            key={section.id}
            index={index}
            firstNumber={firstNumber}
            isFirst={index === 0}
            isLast={index === sections.length - 1}
            holdsFirstQuestion={index === firstWithQuestions}
            holdsLastQuestion={index === lastWithQuestions}
            questionsInTest={total}
            drawn={drawAll ? undefined : Math.max(0, FIRST_RENDER_QUESTIONS - firstNumber + 1)}
          />
        );
      })}
      <div>
        {/* At the limit the button says why, to the eye and to assistive technology. */}
        <button
          type="button"
          className="btn-secondary"
          onClick={add}
          disabled={!!full}
          title={full ? t(full.key, { n: full.n }) : undefined}
          aria-describedby={full ? hintId : undefined}
        >
          {t('quizEditor.section.add')}
        </button>
        {full && (
          <p id={hintId} className="field-hint mt-1">
            {t(full.key, { n: full.n })}
          </p>
        )}
      </div>
    </div>
  );
}
