import { type KeyboardEvent, useRef } from 'react';
import { QUESTION_TYPES, type QuestionType } from '../../../domain/quiz/types';
import { useT } from '../../core/i18n';
import { Modal } from '../../ui/Modal';
import { Kbd } from '../../ui/ShortcutKeys';
import { QUESTION_TYPE_HINT_KEYS, QUESTION_TYPE_KEYS } from '../quizzes';
import { addQuestion, focusPath, questionLimit, questionPath, targetSection } from './editor-actions';
import { useSession } from './editor-context';
import { tellLimit } from './question-commands';
import { closeTypeChooser, useTypeChooserRequest } from './type-chooser.store';

/**
 * "Add a question": the seven types as a list of buttons. Arrow keys move,
 * Enter picks, or the type's number (1-7) picks at once; the new question's
 * text gets the focus.
 */
export function QuestionTypeChooser() {
  const t = useT();
  const session = useSession();
  const request = useTypeChooserRequest();
  const listRef = useRef<HTMLUListElement>(null);
  const firstRef = useRef<HTMLButtonElement>(null);

  const choose = (type: QuestionType) => {
    closeTypeChooser();
    const place = addQuestion(session, type, request?.sectionIndex);
    if (place) focusPath(`${questionPath(place)}.text`);
    // Filled meanwhile (another way in while the chooser was open): said, not silently dropped.
    else tellLimit(questionLimit(session.doc$.peek(), targetSection(session, request?.sectionIndex)), t);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const digit = Number(event.key);
    if (Number.isInteger(digit) && digit >= 1 && digit <= QUESTION_TYPES.length && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      choose(QUESTION_TYPES[digit - 1]!);
      return;
    }
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0 && buttons.length > 0) {
      event.preventDefault();
      buttons[(at + step + buttons.length) % buttons.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      buttons[event.key === 'Home' ? 0 : buttons.length - 1]?.focus();
    }
  };

  return (
    <Modal
      open={request !== null}
      onClose={closeTypeChooser}
      title={t('quizEditor.chooser.title')}
      description={t('quizEditor.chooser.intro')}
      size="md"
      initialFocus={firstRef}
    >
      <ul ref={listRef} onKeyDown={onKeyDown} className="m-0 flex list-none flex-col gap-1 px-3 pb-4 pt-3 sm:px-4">
        {QUESTION_TYPES.map((type, index) => (
          <li key={type}>
            <button
              ref={index === 0 ? firstRef : undefined}
              type="button"
              onClick={() => choose(type)}
              className="flex w-full items-start gap-3 rounded-lg px-3 py-2 text-left hover:bg-slate-100 focusable dark:hover:bg-slate-800"
            >
              <Kbd aria-hidden="true" className="mt-0.5">
                {index + 1}
              </Kbd>
              <span className="flex flex-col">
                <span className="font-semibold text-slate-900 dark:text-white">{t(QUESTION_TYPE_KEYS[type])}</span>
                <span className="text-sm text-slate-600 dark:text-slate-300">{t(QUESTION_TYPE_HINT_KEYS[type])}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
