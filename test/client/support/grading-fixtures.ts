// A quiz, a class and grades for the grading tests (client side): the
// sample test of the server tests (90 points + 10 ex officio, q4 with two
// scoring rules) and a handful of pupils.

import type { GradedQuiz, GradeView, GradingPupil } from '../../../src/client/features/grading/grading.types';
import type { GradingSheet, GradingSheetClassroom } from '../../../src/domain/api/grading-sheet';
import type { QuizAssignment } from '../../../src/domain/api/quizzes';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';

export const QUIZ_ID = '11111111-1111-4111-8111-111111111111';
export const CLASSROOM_ID = '22222222-2222-4222-8222-222222222222';
export const SCHOOL_ID = '33333333-3333-4333-8333-333333333333';

export function gradedQuiz(): GradedQuiz {
  return { ...sampleQuiz('Evaluare la matematică'), id: QUIZ_ID, totalPoints: 90, version: 1, access: 'owner' };
}

export const SHEET_PATH = `/api/quizzes/${QUIZ_ID}/grading-sheet`;

export const classroomOf = (id = CLASSROOM_ID, name = 'a IX-a B'): GradingSheetClassroom => ({ id, name, schoolId: SCHOOL_ID, schoolName: 'Liceul Moisil' });

export const assignmentTo = (classroom: GradingSheetClassroom): QuizAssignment => ({
  classroomId: classroom.id,
  classroomName: classroom.name,
  schoolId: classroom.schoolId,
  schoolName: classroom.schoolName,
  dueDate: null,
});

/** GET /api/quizzes/:id/grading-sheet's answer: the grid's quiz, the class (assigned there), its pupils and grades. */
export function gradingSheet(
  options: { pupils?: GradingPupil[]; grades?: GradeView[]; classroom?: GradingSheetClassroom | null; assignments?: QuizAssignment[] } = {},
): GradingSheet {
  const classroom = options.classroom === undefined ? classroomOf() : options.classroom;
  return {
    quiz: { ...gradedQuiz(), isOwner: true, access: 'owner', createdAt: '2026-03-01T08:00:00.000Z', updatedAt: '2026-03-01T08:00:00.000Z' },
    assignments: options.assignments ?? (classroom ? [assignmentTo(classroom)] : []),
    classroom,
    pupils: classroom ? (options.pupils ?? pupils()) : [],
    grades: classroom ? (options.grades ?? []) : [],
  };
}

export const pupilId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function pupils(count = 4): GradingPupil[] {
  const names = ['Ana Pop', 'Bogdan Ionescu', 'Carmen Ilie', 'Dan Enache', 'Elena Marin', 'Țurcanu Ștefan'];
  return Array.from({ length: count }, (_, i) => ({ id: pupilId(i + 1), name: names[i] ?? `Elev ${i + 1}` }));
}

export function record(n: number, questionScores: Record<string, number>, version = 1, extra: Partial<GradeView> = {}): GradeView {
  const score = Object.values(questionScores).reduce((sum, mark) => sum + mark, 0);
  return {
    pupilId: pupilId(n),
    score: Object.keys(questionScores).length ? score : null,
    questionScores,
    comments: '',
    version,
    finalMark: null,
    gradedAt: '2026-03-02T08:30:00.000Z',
    gradedBy: null,
    ...extra,
  };
}

/** A Storage in memory (localStorage without the DOM's). */
export class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value);
  }
}
