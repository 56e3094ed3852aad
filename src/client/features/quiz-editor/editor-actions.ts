// What the editor's buttons and keyboard commands do to the document: add,
// move, copy and remove sections and questions, change a question's type,
// share points out. Each returns where the focus should go next, so a
// keyboard user carries on typing where the new thing is.
import { batch } from '@legendapp/state';
import { flushSync } from 'react-dom';
import { convertQuestion, distributePoints, duplicateQuestion, emptyQuestion, emptySection } from '../../../domain/quiz/factory';
import { LIMITS } from '../../../domain/quiz/schema';
import type { Question, QuestionType } from '../../../domain/quiz/types';
import type { EditorSession } from './editor-session';
import { controlFor, fieldId, makeId, num, type QuestionDraft, type QuizDraft, type SectionDraft } from './quiz-draft';

export interface QuestionPlace {
  section: number;
  question: number;
}

export function locateQuestion(document: QuizDraft, id: string | null): QuestionPlace | null {
  if (!id) return null;
  for (const [section, s] of document.sections.entries()) {
    const question = s.questions.findIndex((q) => q.id === id);
    if (question >= 0) return { section, question };
  }
  return null;
}

export const questionPath = (place: QuestionPlace) => `sections.${place.section}.questions.${place.question}`;

export function questionCount(document: QuizDraft): number {
  return document.sections.reduce((n, s) => n + s.questions.length, 0);
}

/** Moves the keyboard focus to a path's control once React has drawn it. */
export function focusPath(path: string): void {
  setTimeout(() => {
    const element = controlFor(path);
    element?.focus();
    element?.scrollIntoView?.({ block: 'nearest' });
  }, 0);
}

/**
 * Makes a change and puts the focus in the control it adds before the next
 * keystroke is handled: React draws the change at once (flushSync), so a
 * teacher, a paste or a text expander typing right after Enter types into the
 * new field, not into the button (a later focus lost the first letters).
 */
export function changeThenFocus(change: () => void, path: string): void {
  flushSync(change);
  const element = document.getElementById(fieldId(path));
  if (!element) {
    focusPath(path);
    return;
  }
  element.focus();
  element.scrollIntoView?.({ block: 'nearest' });
}

/** A new empty section at the end; returns its index. */
export function addSection(session: EditorSession): number | null {
  const sections = session.doc$.sections;
  if (sections.peek().length >= LIMITS.sections) return null;
  sections.push(emptySection(makeId) as SectionDraft);
  return sections.peek().length - 1;
}

const SECTION_ID = /^qe-sections-(\d+)$/;

/** The index of the section holding the element (the focus), or null outside every section. */
export function sectionOf(element: Element | null): number | null {
  for (let at = element?.closest('[id^="qe-sections-"]'); at; at = at.parentElement?.closest('[id^="qe-sections-"]')) {
    const match = SECTION_ID.exec(at.id);
    if (match) return Number(match[1]);
  }
  return null;
}

/**
 * Where a question added from the keyboard goes: after the active question
 * when the focus is in its section (or in no section), else at the end of the
 * section holding the focus (its title, its context, its empty list).
 */
export function sectionAtCursor(session: EditorSession, focused: Element | null = document.activeElement): number | undefined {
  const section = sectionOf(focused);
  if (section === null) return undefined;
  const active = locateQuestion(session.doc$.peek(), session.ui$.activeQuestionId.peek());
  return active?.section === section ? undefined : section;
}

/** A limit of the schema that stops an addition or a move: its message, number ("at most {{n}} questions") and place. */
export interface Limit {
  key: string;
  n: number;
  /** The section's number as the teacher reads it, for a message that names it. */
  section?: number;
}

/** Why no question can be added, given the test's and the section's question counts; null when one can. */
export function countLimit(inTest: number, inSection: number): Limit | null {
  if (inTest >= LIMITS.questionsPerQuiz) return { key: 'quizRules.tooManyQuestions', n: LIMITS.questionsPerQuiz };
  return inSection >= LIMITS.questionsPerSection ? { key: 'quizEditor.limits.sectionFull', n: LIMITS.questionsPerSection } : null;
}

/** Why no question can be added to the section (none given: the last one), or null when one can. */
export function questionLimit(document: QuizDraft, section?: number): Limit | null {
  return countLimit(questionCount(document), document.sections[section ?? document.sections.length - 1]?.questions.length ?? 0);
}

/** Why the question cannot go a step up or down: the neighbouring section it would go into is full. */
export function moveLimit(document: QuizDraft, from: QuestionPlace, delta: -1 | 1): Limit | null {
  const target = from.question + delta;
  if (target >= 0 && target < document.sections[from.section]!.questions.length) return null;
  const neighbour = document.sections[from.section + delta];
  if (!neighbour || neighbour.questions.length < LIMITS.questionsPerSection) return null;
  return { key: 'quizEditor.limits.moveFull', n: LIMITS.questionsPerSection, section: from.section + delta + 1 };
}

/** Why no section can be added, or null when one can. */
export function sectionLimit(document: QuizDraft): Limit | null {
  return document.sections.length >= LIMITS.sections ? { key: 'quizEditor.limits.sections', n: LIMITS.sections } : null;
}

/** The section a new question goes to: the one named, else the active question's, else the last. */
export function targetSection(session: EditorSession, sectionIndex?: number): number {
  const document = session.doc$.peek();
  return sectionIndex ?? locateQuestion(document, session.ui$.activeQuestionId.peek())?.section ?? document.sections.length - 1;
}

/**
 * A new question of the type after the active one (or at the end of the
 * last section; a first section is made when there is none). Returns where it went.
 */
export function addQuestion(session: EditorSession, type: QuestionType, sectionIndex?: number): QuestionPlace | null {
  const document = session.doc$.peek();
  if (questionCount(document) >= LIMITS.questionsPerQuiz) return null;
  const active = sectionIndex === undefined ? locateQuestion(document, session.ui$.activeQuestionId.peek()) : null;
  let section = targetSection(session, sectionIndex);
  if (section < 0) section = addSection(session) ?? 0;
  const questions = session.doc$.sections[section]!.questions;
  if (questions.peek().length >= LIMITS.questionsPerSection) return null;
  const at = active && active.section === section ? active.question + 1 : questions.peek().length;
  const question = emptyQuestion(type, makeId) as QuestionDraft;
  questions.splice(at, 0, question);
  session.ui$.activeQuestionId.set(question.id);
  return { section, question: at };
}

/**
 * One step up or down; past the first or last question of a section it
 * moves into the neighbouring section. Returns the new place.
 */
export function moveQuestion(session: EditorSession, id: string, delta: -1 | 1): QuestionPlace | null {
  const document = session.doc$.peek();
  const from = locateQuestion(document, id);
  if (!from) return null;
  const list = document.sections[from.section]!.questions;
  const target = from.question + delta;
  if (target >= 0 && target < list.length) {
    const next = [...list];
    [next[from.question], next[target]] = [next[target]!, next[from.question]!];
    session.doc$.sections[from.section]!.questions.set(next);
    return { section: from.section, question: target };
  }
  const neighbour = from.section + delta;
  if (neighbour < 0 || neighbour >= document.sections.length) return null;
  if (document.sections[neighbour]!.questions.length >= LIMITS.questionsPerSection) return null;
  const question = list[from.question]!;
  const intoLength = document.sections[neighbour]!.questions.length;
  batch(() => {
    session.doc$.sections[from.section]!.questions.set(list.filter((q) => q.id !== id));
    const into = session.doc$.sections[neighbour]!.questions;
    if (delta < 0) into.push(question);
    else into.set([question, ...into.peek()]);
  });
  return { section: neighbour, question: delta < 0 ? intoLength : 0 };
}

/** A copy right after the question; returns its place. */
export function duplicateQuestionById(session: EditorSession, id: string): QuestionPlace | null {
  const document = session.doc$.peek();
  const from = locateQuestion(document, id);
  if (!from || questionCount(document) >= LIMITS.questionsPerQuiz) return null;
  const questions = session.doc$.sections[from.section]!.questions;
  if (questions.peek().length >= LIMITS.questionsPerSection) return null;
  const copy = duplicateQuestion(structuredClone(questions.peek()[from.question]!) as Question, makeId) as QuestionDraft;
  questions.splice(from.question + 1, 0, copy);
  session.ui$.activeQuestionId.set(copy.id);
  return { section: from.section, question: from.question + 1 };
}

/** Removes the question; returns the place of the one that takes its focus (or null when none is left there). */
export function removeQuestion(session: EditorSession, id: string): QuestionPlace | null {
  const from = locateQuestion(session.doc$.peek(), id);
  if (!from) return null;
  const questions = session.doc$.sections[from.section]!.questions;
  questions.splice(from.question, 1);
  const left = questions.peek();
  if (left.length === 0) {
    session.ui$.activeQuestionId.set(null);
    return null;
  }
  const next = Math.min(from.question, left.length - 1);
  session.ui$.activeQuestionId.set(left[next]!.id);
  return { section: from.section, question: next };
}

export function removeSection(session: EditorSession, index: number): void {
  session.doc$.sections.splice(index, 1);
}

export function moveSection(session: EditorSession, index: number, delta: -1 | 1): boolean {
  const sections = session.doc$.sections.peek();
  const target = index + delta;
  if (target < 0 || target >= sections.length) return false;
  const next = [...sections];
  [next[index], next[target]] = [next[target]!, next[index]!];
  session.doc$.sections.set(next);
  return true;
}

export function changeQuestionType(session: EditorSession, id: string, type: QuestionType): void {
  const place = locateQuestion(session.doc$.peek(), id);
  if (!place) return;
  const questions = session.doc$.sections[place.section]!.questions;
  const converted = convertQuestion(structuredClone(questions.peek()[place.question]!) as Question, type, makeId) as QuestionDraft;
  questions.splice(place.question, 1, converted);
}

/** The next or previous question in reading order, across sections. */
export function neighbourQuestion(document: QuizDraft, id: string | null, delta: -1 | 1): QuestionPlace | null {
  const all = document.sections.flatMap((s, section) => s.questions.map((q, question) => ({ id: q.id, section, question })));
  if (all.length === 0) return null;
  const at = all.findIndex((entry) => entry.id === id);
  const next = at < 0 ? (delta > 0 ? 0 : all.length - 1) : Math.min(all.length - 1, Math.max(0, at + delta));
  const found = all[next]!;
  return { section: found.section, question: found.question };
}

/**
 * Shares `total` out over the chosen parts (the correct options, every
 * statement or pair, every rule) so that they add up exactly; the rest get 0.
 */
export function sharePoints(parts: { points: number | string }[], total: number | string, chosen: (index: number) => boolean): number[] {
  const indexes = parts.map((_, i) => i).filter(chosen);
  const shares = distributePoints(num(total), indexes.length);
  return parts.map((_, i) => {
    const at = indexes.indexOf(i);
    return at < 0 ? 0 : shares[at]!;
  });
}
