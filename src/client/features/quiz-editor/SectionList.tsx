import { useSelector } from '@legendapp/state/react';
import { LIMITS } from '../../../domain/quiz/schema';
import { useT } from '../../core/i18n';
import { addSection, focusPath } from './editor-actions';
import { useSession } from './editor-context';
import { ListProblem } from './questions/ListProblem';
import { fieldId } from './quiz-draft';
import { SectionCard } from './SectionCard';

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
          />
        );
      })}
      <div>
        <button type="button" className="btn-secondary" onClick={add} disabled={sections.length >= LIMITS.sections}>
          {t('quizEditor.section.add')}
        </button>
      </div>
    </div>
  );
}
