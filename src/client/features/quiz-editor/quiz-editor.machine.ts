// The editor's lifecycle (DESIGN 4): open (load, or start a new test), then
// edit with autosave. Every change is kept on this device at once; 2000 ms
// after the last one (SPEC 9) the document is checked with the shared
// schema and, when it passes, saved to the server (POST the first time, then
// PUT with the version it was based on). A document that does not pass yet
// stays on this device with the list of problems; a 409 waits for the
// teacher's choice. Views read tags, never state names.
import { and, assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { quizDocumentSchema } from '../../../domain/quiz/schema';
import { validate } from '../../../domain/validation';
import { config } from '../../core/config';
import { ApiError } from '../../core/http';
import { backoffDelay, isRetryable } from '../../core/retry';
import { documentOf, GradeImpactError, QuizConflictError } from '../quizzes';
import { draftKey } from './draft-storage';
import { quizEditorActors } from './quiz-editor.api';
import { serverHasDraft, status } from './quiz-editor.checks';
import type { EditorContext, EditorEmitted, EditorEvent, EditorInput } from './quiz-editor.types';

export type { EditorContext, EditorEmitted, EditorEvent, EditorInput, Problem } from './quiz-editor.types';

/** Automatic retries after a failed save (SPEC 8 retry helper: 3 attempts in all). */
const AUTO_RETRIES = config.retry.attempts - 1;

export const quizEditorMachine = setup({
  types: {
    context: {} as EditorContext,
    input: {} as EditorInput,
    events: {} as EditorEvent,
    emitted: {} as EditorEmitted,
  },
  actors: quizEditorActors,
  delays: {
    autosave: () => config.ui.autosaveDelayMs,
    retry: ({ context }) => backoffDelay(context.retries + 1),
  },
  guards: {
    isNew: ({ context }) => context.quizId === null,
    hasNewDraft: ({ context }) => context.drafts.read(draftKey(null))?.dirty === true,
    changedSinceSave: ({ context }) => context.changes !== context.savedChanges,
    canRetryAlone: ({ context }) => context.retries < AUTO_RETRIES && isRetryable(context.error),
  },
  actions: {
    countChange: assign({ changes: ({ context }) => context.changes + 1, retries: 0 }),
    keepDraft: ({ context }) => {
      context.drafts.write(draftKey(context.quizId), {
        quizId: context.quizId,
        baseVersion: context.version,
        document: context.readDocument(),
        dirty: true,
        savedAt: context.now(),
      });
    },
    markDraftSaved: ({ context }) => {
      context.drafts.write(draftKey(context.quizId), {
        quizId: context.quizId,
        baseVersion: context.version,
        document: context.readDocument(),
        dirty: context.changes !== context.savedChanges,
        savedAt: context.now(),
      });
    },
    check: assign(({ context }) => {
      const result = validate(quizDocumentSchema, context.localDraft ?? context.readDocument());
      const checked = result.ok ? { outgoing: result.value, problems: {} } : { outgoing: null, problems: result.fields };
      return { ...checked, localDraft: null };
    }),
  },
}).createMachine({
  id: 'quizEditor',
  context: ({ input }) => ({
    quizId: input.quizId,
    version: null,
    readDocument: input.readDocument,
    drafts: input.drafts,
    now: input.now ?? (() => Date.now()),
    changes: 0,
    savedChanges: 0,
    outgoing: null,
    problems: {},
    error: null,
    conflictVersion: null,
    localDraft: null,
    restored: false,
    retries: 0,
    gradeImpact: null,
    acceptedImpact: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [
        {
          guard: and(['isNew', 'hasNewDraft']),
          target: 'editing.dirty',
          actions: [
            assign({ restored: true }),
            emit(({ context }) => ({ type: 'document.replace' as const, document: context.drafts.read(draftKey(null))!.document })),
          ],
        },
        { guard: 'isNew', target: 'editing.pristine' },
        { target: 'loading' },
      ],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadQuiz',
        input: ({ context }) => ({ quizId: context.quizId! }),
        onDone: [
          {
            guard: ({ event }) => !event.output.isOwner,
            target: 'editing.readOnly',
            actions: [assign({ version: ({ event }) => event.output.version }), emit(({ event }) => ({ type: 'document.replace' as const, document: documentOf(event.output) }))],
          },
          {
            guard: ({ context, event }) => {
              const local = context.drafts.read(draftKey(context.quizId));
              return local?.dirty === true && serverHasDraft(local.document, event.output);
            },
            target: 'editing.saved',
            actions: [assign({ version: ({ event }) => event.output.version }), emit(({ event }) => ({ type: 'document.replace' as const, document: documentOf(event.output) })), 'markDraftSaved'],
          },
          {
            // This device has changes the server never got, made on the version it still has: carry on with them.
            guard: ({ context, event }) => {
              const local = context.drafts.read(draftKey(context.quizId));
              return local?.dirty === true && local.baseVersion === event.output.version;
            },
            target: 'editing.dirty',
            actions: [
              assign({ version: ({ event }) => event.output.version, restored: true }),
              emit(({ context }) => ({ type: 'document.replace' as const, document: context.drafts.read(draftKey(context.quizId))!.document })),
            ],
          },
          {
            // Changes made here on an older version: the teacher chooses, as after a 409.
            guard: ({ context }) => context.drafts.read(draftKey(context.quizId))?.dirty === true,
            target: 'editing.conflict',
            actions: [
              assign({
                version: ({ event }) => event.output.version,
                conflictVersion: ({ event }) => event.output.version,
                localDraft: ({ context }) => context.drafts.read(draftKey(context.quizId))!.document,
              }),
              emit(({ event }) => ({ type: 'document.replace' as const, document: documentOf(event.output) })),
            ],
          },
          {
            target: 'editing.saved',
            actions: [assign({ version: ({ event }) => event.output.version }), emit(({ event }) => ({ type: 'document.replace' as const, document: documentOf(event.output) })), 'markDraftSaved'],
          },
        ],
        onError: [
          { guard: ({ event }) => status(event.error) === 404, target: 'notFound' },
          { target: 'loadFailed', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    notFound: { tags: ['notFound'] },
    loadFailed: {
      tags: ['loadFailed'],
      on: { 'load.retry': 'loading' },
    },
    editing: {
      tags: ['editing'],
      initial: 'pristine',
      on: {
        'document.change': { target: '.dirty', reenter: true, actions: ['countChange', 'keepDraft'] },
      },
      states: {
        pristine: {
          tags: ['pristine'],
          on: { 'save.now': 'checking' },
        },
        saved: { tags: ['saved'], on: { 'save.now': 'checking' } },
        dirty: {
          tags: ['dirty'],
          after: { autosave: 'checking' },
          on: { 'save.now': 'checking' },
        },
        checking: {
          entry: 'check',
          always: [
            { guard: ({ context }) => context.outgoing !== null && context.quizId === null, target: 'creating' },
            { guard: ({ context }) => context.outgoing !== null, target: 'updating' },
            { target: 'localOnly' },
          ],
        },
        creating: {
          tags: ['saving'],
          entry: assign({ savedChanges: ({ context }) => context.changes }),
          on: { 'document.change': { actions: ['countChange', 'keepDraft'] } },
          invoke: {
            src: 'createQuiz',
            input: ({ context }) => ({ document: context.outgoing! }),
            onDone: {
              target: 'afterSave',
              actions: [
                ({ context }) => context.drafts.remove(draftKey(null)),
                assign({ quizId: ({ event }) => event.output.id, version: ({ event }) => event.output.version, error: null, retries: 0 }),
                'markDraftSaved',
                emit(({ event }) => ({ type: 'quiz.created' as const, quizId: event.output.id })),
              ],
            },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
        updating: {
          tags: ['saving'],
          entry: assign({ savedChanges: ({ context }) => context.changes }),
          on: { 'document.change': { actions: ['countChange', 'keepDraft'] } },
          invoke: {
            src: 'saveQuiz',
            input: ({ context }) => ({ quizId: context.quizId!, version: context.version!, document: context.outgoing!, acceptGradeImpact: context.acceptedImpact ?? undefined }),
            onDone: {
              target: 'afterSave',
              actions: [assign({ version: ({ event }) => event.output.version, error: null, retries: 0, restored: false, gradeImpact: null, acceptedImpact: null }), 'markDraftSaved'],
            },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
        // A failed save, sorted: a conflict, a document the server refused, or a failure to retry.
        failed: {
          always: [
            {
              // The change would alter grades already entered: nothing was saved; the teacher decides.
              guard: ({ context }) => context.error instanceof GradeImpactError,
              target: 'confirmGrades',
              actions: assign(({ context }) => {
                const refused = context.error as GradeImpactError;
                return { gradeImpact: { impact: refused.impact, fingerprint: refused.fingerprint }, acceptedImpact: null };
              }),
            },
            {
              guard: ({ context }) => context.error instanceof QuizConflictError,
              target: 'conflict',
              actions: assign({ conflictVersion: ({ context }) => (context.error as QuizConflictError).currentVersion }),
            },
            {
              guard: ({ context }) => context.error instanceof ApiError && context.error.type === 'validation' && Object.keys(context.error.fields).length > 0,
              target: 'localOnly',
              actions: assign({ problems: ({ context }) => ({ ...(context.error as ApiError).fields }) }),
            },
            { target: 'error', actions: emit(({ context }) => ({ type: 'save.failed' as const, error: context.error })) },
          ],
        },
        // The editor shows what the save would do to the grades; only a confirmation sends it again, carrying
        // the fingerprint of exactly that impact (the server refuses it if the grades moved meanwhile, and asks again).
        confirmGrades: {
          tags: ['confirmGrades'],
          on: {
            'document.change': { actions: ['countChange', 'keepDraft'] },
            'grades.confirm': { target: 'checking', actions: assign({ acceptedImpact: ({ context }) => context.gradeImpact?.fingerprint ?? null }) },
            'grades.cancel': 'gradesHeld',
          },
        },
        // Declined: the changes stay on this device, further typing too (no autosave asking again every
        // two seconds); nothing is sent until the teacher asks (Review, or Save now).
        gradesHeld: {
          tags: ['gradesHeld'],
          on: {
            'document.change': { actions: ['countChange', 'keepDraft'] },
            'save.now': 'checking',
            'save.retry': 'checking',
          },
        },
        afterSave: {
          always: [{ guard: 'changedSinceSave', target: 'dirty' }, { target: 'saved' }],
        },
        localOnly: {
          tags: ['localOnly'],
          on: { 'save.now': 'checking' },
        },
        error: {
          tags: ['error'],
          on: { 'save.retry': 'checking', 'save.now': 'checking' },
          after: { retry: { guard: 'canRetryAlone', target: 'checking', actions: assign({ retries: ({ context }) => context.retries + 1 }) } },
        },
        conflict: {
          tags: ['conflict'],
          // Typing goes on while the teacher decides; the choice is still theirs.
          on: {
            'document.change': { actions: ['countChange', 'keepDraft'] },
            'conflict.reload': 'reloading',
            'conflict.overwrite': [
              {
                guard: ({ context }) => context.localDraft !== null,
                // `check` reads the copy itself: the emitted replacement reaches the editor only after this step.
                target: 'checking',
                actions: [
                  emit(({ context }) => ({ type: 'document.replace' as const, document: context.localDraft! })),
                  assign({ version: ({ context }) => context.conflictVersion ?? context.version, restored: true }),
                ],
              },
              { guard: ({ context }) => context.conflictVersion !== null, target: 'checking', actions: assign({ version: ({ context }) => context.conflictVersion }) },
              { target: 'fetchingVersion' },
            ],
          },
        },
        // Overwrite without the server's version in the 409: ask for it, then save on top of it.
        fetchingVersion: {
          tags: ['saving'],
          on: { 'document.change': { actions: ['countChange', 'keepDraft'] } },
          invoke: {
            src: 'loadQuiz',
            input: ({ context }) => ({ quizId: context.quizId! }),
            onDone: { target: 'checking', actions: assign({ version: ({ event }) => event.output.version }) },
            onError: { target: 'conflict', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
        reloading: {
          tags: ['saving'],
          on: { 'document.change': {} },
          invoke: {
            src: 'loadQuiz',
            input: ({ context }) => ({ quizId: context.quizId! }),
            onDone: {
              target: 'saved',
              actions: [
                assign({ version: ({ event }) => event.output.version, localDraft: null, conflictVersion: null, restored: false, error: null }),
                assign({ savedChanges: ({ context }) => context.changes }),
                emit(({ event }) => ({ type: 'document.replace' as const, document: documentOf(event.output) })),
                'markDraftSaved',
              ],
            },
            onError: { target: 'conflict', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
        readOnly: {
          tags: ['readOnly'],
          on: { 'document.change': {} },
        },
      },
    },
  },
});

export type QuizEditorActor = ActorRefFrom<typeof quizEditorMachine>;
export type QuizEditorSnapshot = SnapshotFrom<typeof quizEditorMachine>;
