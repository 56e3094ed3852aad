// The grade grid's autosave: the core engine (core/sync.machine.ts) over
// grade batches; the grade book is its queue, and a 409 holds single rows in
// the book rather than the engine (the other rows are saved).
import { fromPromise } from 'xstate';
import { createSyncMachine, type SendInput } from '../../../core/sync.machine';
import { saveGradeBatch } from '../grading.api';
import type { GradeBatch, SaveOutcome } from '../grading.types';

export const gradeSyncMachine = createSyncMachine<GradeBatch, SaveOutcome>('gradeSync');

/** The engine for one quiz's grid: its batches go to that quiz's grades. */
export const gradeSyncFor = (quizId: string) =>
  gradeSyncMachine.provide({ actors: { send: fromPromise<SaveOutcome, SendInput<GradeBatch>>(({ input }) => saveGradeBatch(quizId, input.batch)) } });
