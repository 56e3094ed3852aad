// The editor's keyboard commands (issue 5: the whole test without the
// mouse). Registered while the editor is open, so the palette lists them and
// the shortcut help shows their keys; the Alt chords work from inside the
// fields too (whileTyping).

import { useLayoutEffect } from 'react';
import { QUESTION_TYPES, type QuestionType } from '../../../domain/quiz/types';
import { type Command, registerCommands } from '../../core/commands';
import { type TFunction, useT } from '../../core/i18n';
import {
  addQuestion,
  addSection,
  changeThenFocus,
  focusPath,
  locateQuestion,
  neighbourQuestion,
  questionLimit,
  questionPath,
  sectionAtCursor,
  sectionLimit,
  targetSection,
} from './editor-actions';
import type { EditorSession } from './editor-session';
import { EDITOR_SHORTCUTS } from './editor-shortcuts';
import { deleteQuestionAfterConfirm, duplicateActiveQuestion, moveActiveQuestion, tellLimit } from './question-commands';
import { openTypeChooser } from './type-chooser.store';

const ADD_TYPE_KEYS: Record<QuestionType, string> = {
  lines: 'quizEditor.commands.addLines',
  multiple_choices: 'quizEditor.commands.addMultipleChoices',
  matches: 'quizEditor.commands.addMatches',
  true_false: 'quizEditor.commands.addTrueFalse',
  short_answer: 'quizEditor.commands.addShortAnswer',
  numeric: 'quizEditor.commands.addNumeric',
  open: 'quizEditor.commands.addOpen',
};

/** The number a question is printed with. */
function printedNumber(session: EditorSession, id: string): number {
  const document = session.doc$.peek();
  const place = locateQuestion(document, id);
  if (!place) return 0;
  return document.sections.slice(0, place.section).reduce((n, s) => n + s.questions.length, 0) + place.question + 1;
}

/**
 * Registered in the commit that draws the editor (a layout effect), not a
 * frame later as useRegisterCommands does: an Alt+N pressed the moment the
 * editor appears, or as it remounts at its edit address, finds its command.
 */
export function useEditorCommands(session: EditorSession): void {
  const t = useT();
  useLayoutEffect(() => registerCommands(editorCommands(session, t)), [session, t]);
}

function editorCommands(session: EditorSession, t: TFunction): Command[] {
  const editable = () => {
    const phase = session.status$.phase.peek();
    return phase !== 'loading' && phase !== 'notFound' && phase !== 'loadFailed' && phase !== 'readOnly';
  };
  const activeId = () => {
    const id = session.ui$.activeQuestionId.peek();
    return id && locateQuestion(session.doc$.peek(), id) ? id : null;
  };
  const withActive = (run: (id: string) => void) => () => {
    const id = activeId();
    if (id) run(id);
  };
  const jump = (delta: -1 | 1) => () => {
    const place = neighbourQuestion(session.doc$.peek(), activeId(), delta);
    if (!place) return;
    session.ui$.activeQuestionId.set(session.doc$.sections[place.section]!.questions[place.question]!.id.peek());
    focusPath(`${questionPath(place)}.text`);
  };
  const base = { group: 'actions' as const, whileTyping: true };
  /** Adding, moving, copying and deleting questions: not under double correction (the server refuses it). */
  const canChangeQuestions = () => editable() && !session.status$.pointsFixed.peek();
  /** Move, copy and delete act on the question being edited. */
  const canEditActive = () => canChangeQuestions() && activeId() !== null;

  const commands: Command[] = [
    {
      ...base,
      id: 'editor.addQuestion',
      labelKey: 'quizEditor.commands.addQuestion',
      keywords: ['new question', 'întrebare', 'pregunta'],
      shortcut: EDITOR_SHORTCUTS.addQuestion,
      when: canChangeQuestions,
      // New things go where the cursor is: the section holding the focus, or the one just created. A full
      // section or test says so rather than offering types that would add nothing.
      run: () => {
        const sectionIndex = sectionAtCursor(session);
        if (!tellLimit(questionLimit(session.doc$.peek(), targetSection(session, sectionIndex)), t)) openTypeChooser({ sectionIndex });
      },
    },
    {
      ...base,
      id: 'editor.addSection',
      labelKey: 'quizEditor.commands.addSection',
      keywords: ['section', 'secțiune', 'subiect', 'sección'],
      shortcut: EDITOR_SHORTCUTS.addSection,
      when: editable,
      // The focus is in the new section's title at once, so an Alt+N right after adds there.
      run: () => {
        if (tellLimit(sectionLimit(session.doc$.peek()), t)) return;
        changeThenFocus(() => addSection(session), `sections.${session.doc$.sections.peek().length}.title`);
      },
    },
    ...QUESTION_TYPES.map<Command>((type) => ({
      group: 'actions',
      id: `editor.add.${type}`,
      labelKey: ADD_TYPE_KEYS[type],
      keywords: [type.replace('_', ' ')],
      when: canChangeQuestions,
      run: () => {
        if (tellLimit(questionLimit(session.doc$.peek(), targetSection(session)), t)) return;
        const place = addQuestion(session, type);
        if (place) focusPath(`${questionPath(place)}.text`);
      },
    })),
    {
      ...base,
      id: 'editor.moveUp',
      labelKey: 'quizEditor.commands.moveUp',
      shortcut: EDITOR_SHORTCUTS.moveUp,
      when: canEditActive,
      run: withActive((id) => moveActiveQuestion(session, id, -1, t)),
    },
    {
      ...base,
      id: 'editor.moveDown',
      labelKey: 'quizEditor.commands.moveDown',
      shortcut: EDITOR_SHORTCUTS.moveDown,
      when: canEditActive,
      run: withActive((id) => moveActiveQuestion(session, id, 1, t)),
    },
    {
      ...base,
      id: 'editor.duplicate',
      labelKey: 'quizEditor.commands.duplicate',
      keywords: ['copy', 'copiază', 'copiar'],
      shortcut: EDITOR_SHORTCUTS.duplicate,
      when: canEditActive,
      run: withActive((id) => duplicateActiveQuestion(session, id, t)),
    },
    {
      ...base,
      id: 'editor.delete',
      labelKey: 'quizEditor.commands.delete',
      keywords: ['remove', 'șterge', 'eliminar'],
      shortcut: EDITOR_SHORTCUTS.delete,
      when: canEditActive,
      run: withActive((id) => void deleteQuestionAfterConfirm(session, id, printedNumber(session, id), t)),
    },
    { ...base, id: 'editor.next', labelKey: 'quizEditor.commands.next', shortcut: EDITOR_SHORTCUTS.nextQuestion, run: jump(1) },
    { ...base, id: 'editor.previous', labelKey: 'quizEditor.commands.previous', shortcut: EDITOR_SHORTCUTS.previousQuestion, run: jump(-1) },
    {
      ...base,
      id: 'editor.focusTotals',
      labelKey: 'quizEditor.commands.focusTotals',
      keywords: ['points', 'puncte', 'puntos'],
      shortcut: EDITOR_SHORTCUTS.focusTotals,
      run: () => focusPath('totalPoints'),
    },
    {
      ...base,
      id: 'editor.focusPreview',
      labelKey: 'quizEditor.commands.focusPreview',
      keywords: ['preview', 'previzualizare', 'vista previa'],
      shortcut: EDITOR_SHORTCUTS.focusPreview,
      run: () => focusPath('preview'),
    },
    {
      ...base,
      id: 'editor.save',
      labelKey: 'quizEditor.commands.save',
      keywords: ['save', 'salvează', 'guardar'],
      shortcut: EDITOR_SHORTCUTS.saveNow,
      when: editable,
      run: () => saveNow(session),
    },
  ];
  return commands;
}

/**
 * Save now: every field's message shows, and the machine checks and saves at once. When the check finds a
 * problem, the keyboard goes to the first one's field: the footer only counted them, and the teacher had to
 * hunt for the field with Tab.
 */
export function saveNow(session: EditorSession): void {
  session.ui$.showAll.set(true);
  session.actor.send({ type: 'save.now' });
  const [first] = Object.keys(session.status$.problems.peek());
  if (first) focusPath(first);
}
