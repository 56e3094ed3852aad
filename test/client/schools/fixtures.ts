// Records and helpers shared by the schools, classroom and roster screen tests.
import { act, screen, within } from '@testing-library/react';
import { cache } from '../../../src/client/core/cache';
import { clearErrors } from '../../../src/client/core/errors.store';
import { closeOverlay } from '../../../src/client/core/overlays';
import { clearToasts, toastStore } from '../../../src/client/core/toasts.store';
import type { AssignedQuiz, Pupil } from '../../../src/client/features/classroom';
import type { Classroom, School } from '../../../src/client/features/schools';
import { resetShell } from '../support/shell';

const stamp = '2025-09-01T08:00:00.000Z';

export function school(id: string, name: string, extra: Partial<School> = {}): School {
  return {
    id,
    name,
    role: 'owner',
    description: 'Educational institution',
    website: '',
    phone: '',
    classroomCount: 0,
    pupilCount: 0,
    createdAt: stamp,
    updatedAt: stamp,
    ...extra,
  };
}

export function classroom(id: string, schoolId: string, name: string, extra: Partial<Classroom> = {}): Classroom {
  return {
    id,
    schoolId,
    schoolName: 'Colegiul Național',
    name,
    description: '',
    gradeLevel: '',
    pupilCount: 0,
    deletable: true,
    createdAt: stamp,
    updatedAt: stamp,
    ...extra,
  };
}

export function pupil(id: string, classroomId: string, name: string, email = ''): Pupil {
  return { id, classroomId, name, email, deletable: true, createdAt: stamp, updatedAt: stamp };
}

export function assignedQuiz(quizId: string, classroomId: string, title: string): AssignedQuiz {
  return {
    quizId,
    classroomId,
    title,
    classLabel: '9A',
    totalPoints: 90,
    basePoints: 10,
    dueDate: null,
    gradedCount: 0,
    incompleteCount: 0,
    pupilCount: 0,
    averageScore: null,
    averageMark: null,
    canChangeDueDate: true,
    canUnassign: true,
    assignedAt: stamp,
  };
}

export const validationError = (fields: Record<string, string>) => ({
  error: { code: 'validation', message: 'Please check your input and try again.', fields },
});

export function toastMessages(): string[] {
  return toastStore.getSnapshot().context.toasts.map((toast) => toast.message);
}

/** Answers the open confirmation (SPEC 8); returns what it asked. */
export async function answerConfirm(button: string): Promise<string> {
  const dialog = await screen.findByRole('alertdialog');
  const text = dialog.textContent ?? '';
  await act(async () => within(dialog).getByRole('button', { name: button }).click());
  return text;
}

/** Everything a schools test may leave behind: the shell, the cache, toasts, errors and the open overlay. */
export async function resetSchoolsTest(): Promise<void> {
  act(() => closeOverlay());
  await resetShell();
  cache.clear();
  clearToasts();
  clearErrors();
}
