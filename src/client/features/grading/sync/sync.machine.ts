// The grade grid's autosave: the core engine (core/sync.machine.ts) over
// grade batches; the grade book is its queue, and a 409 holds single rows in
// the book rather than the engine (the other rows are saved).
import { fromPromise } from 'xstate';
import { createSyncMachine, type SendInput } from '../../../core/sync.machine';
import type { GradeBatch, SaveOutcome } from '../grading.types';

export const gradeSyncMachine = createSyncMachine<GradeBatch, SaveOutcome>('gradeSync');

/** The engine for one grid: its batches go where the grid's marks live (the class's grades, or an evaluator's correction). */
export const gradeSyncFor = (save: (batch: GradeBatch) => Promise<SaveOutcome>) =>
  gradeSyncMachine.provide({ actors: { send: fromPromise<SaveOutcome, SendInput<GradeBatch>>(({ input }) => save(input.batch)) } });
