// The editor's lifecycle (DESIGN 4): open (this device's copies of the test,
// this tab's and those closed tabs left, draft-storage; then the server's
// test, with the copies combined onto it, draft-restore), then edit. Every
// change is kept on this device at once, in this tab's copy; the autosave itself
// (2000 ms after the last change, SPEC 9, retries, offline) is the core
// engine (core/sync.machine.ts), invoked as the `sync` child. Its queue is
// this machine: a batch is the document checked with the shared schema (one
// that does not pass yet stays on this device with the list of problems),
// saved with POST the first time, then PUT with the version it was based on.
// A 409 (someone else's save, or grades the change would alter) holds the
// engine until the teacher chooses here. Views read tags, never state names.
import { type ActorRefFrom, type AnyActorRef, assign, emit, enqueueActions, fromPromise, raise, type SnapshotFrom, sendParent, sendTo, setup } from 'xstate';
import { canEditQuiz, documentOfView } from '../../../domain/api/quizzes';
import { quizDocumentSchema } from '../../../domain/quiz/schema';
import { validate } from '../../../domain/validation';
import { createSyncMachine, type SyncActor, type SyncQueue } from '../../core/sync.machine';
import type { QuizView } from '../quizzes';
import { shapeOf } from './draft-merge';
import { type SavedTestCopy, savedTestCopy } from './draft-restore';
import { type DraftRecord, type DraftStore, draftKey, type FoundDraft } from './draft-storage';
import type { QuizDraft } from './quiz-draft';
import { quizEditorActors, sendQuizActor } from './quiz-editor.api';
import { keepFixedPoints, serverHasDraft, status } from './quiz-editor.checks';
import type { EditorContext, EditorEmitted, EditorEvent, EditorInput, QuizBatch, QuizOutcome } from './quiz-editor.types';

export type { EditorContext, EditorEmitted, EditorEvent, EditorInput, Problem, QuizBatch, QuizOutcome } from './quiz-editor.types';

/** The editor's autosave engine; a failure that stays is told to the editor, which tells the screen. */
export const quizSyncMachine = createSyncMachine<QuizBatch, QuizOutcome>('quizSync').provide({
  actors: { send: sendQuizActor() },
  actions: { notifyFailed: sendParent((_, params: { error: unknown }) => ({ type: 'sync.failed', error: params.error })) },
});

/** The editor as the engine's queue: it reads the editor's context and tells it what was taken and answered. */
function editorQueue(editor: AnyActorRef): SyncQueue<QuizBatch, QuizOutcome> {
  const context = () => (editor.getSnapshot() as { context: EditorContext }).context;
  return {
    hasSendable: () => context().changes !== context().savedChanges,
    takeBatch: () => {
      const { localDraft, readDocument, readClassroomIds, changes, quizId, version, acceptedImpact, saveAsked } = context();
      // An overwrite with this device's copy sends the copy itself: the editor gets the replacement only after this step.
      const result = validate(quizDocumentSchema, localDraft ?? readDocument());
      editor.send({ type: 'sync.checked', changes, problems: result.ok ? {} : result.fields });
      if (!result.ok) return null;
      const classroomIds = quizId === null ? readClassroomIds() : [];
      return {
        quizId,
        version,
        document: result.value,
        acceptGradeImpact: acceptedImpact ?? undefined,
        changes,
        asked: saveAsked,
        ...(classroomIds.length ? { classroomIds } : {}),
      };
    },
    settle: (batch, outcome) => {
      editor.send({ type: 'sync.answered', batch, outcome });
      // A conflict, grades to confirm, points fixed meanwhile: the engine waits for the editor.
      return outcome.type !== 'saved' && outcome.type !== 'invalid';
    },
  };
}

/**
 * This device's unsaved copy of the test, if any. When a double correction
 * has fixed the test's points, the points it changed are put back to the
 * server's (it would refuse them, and the copy would come back on every
 * visit); `dropped` says some were, for the screen to tell.
 */
function unsavedCopy(context: EditorContext, quiz: QuizView): { document: QuizDraft; dropped: boolean } | null {
  const local = context.copy;
  if (local?.dirty !== true) return null;
  return quiz.pointsFixed ? keepFixedPoints(local.document, quiz) : { document: local.document, dropped: false };
}

const pointsFixedOf = (quiz: QuizView) => quiz.pointsFixed ?? null;

/** A new test: this tab's latest copy comes back; every other unsaved new test on this device is offered. */
function newTestDrafts(found: FoundDraft[]): { own: FoundDraft | null; offered: FoundDraft[] } {
  const unsaved = [...found].sort((a, b) => a.record.savedAt - b.record.savedAt).filter((draft) => draft.record.dirty);
  const own = unsaved.findLast((draft) => draft.own) ?? null;
  return { own, offered: unsaved.filter((draft) => draft !== own) };
}

/** What the editor holds of the server's test: its version, what double correction fixed, and its units (draft-merge). */
const fromServer = (quiz: QuizView) => ({ version: quiz.version, pointsFixed: pointsFixedOf(quiz), base: shapeOf(documentOfView(quiz) as QuizDraft) });

/** This tab's copy of the document, unsaved, with the server's version it was made on. */
const copyOf = (context: EditorContext, document: QuizDraft): DraftRecord => ({
  quizId: context.quizId,
  baseVersion: context.version,
  document,
  dirty: true,
  savedAt: context.now(),
  ...(context.base ? { base: context.base } : {}),
});

/** The test as the server has it, as the editor got it on opening. */
const loaded = (context: EditorContext) => context.loaded!;

type Answered = Extract<EditorEvent, { type: 'sync.answered' }>;
const answered = (event: EditorEvent) => event as Answered;

export const quizEditorMachine = setup({
  types: {
    context: {} as EditorContext,
    input: {} as EditorInput,
    events: {} as EditorEvent,
    emitted: {} as EditorEmitted,
    children: {} as { sync: 'sync' },
  },
  actors: {
    ...quizEditorActors,
    sync: quizSyncMachine,
    findDrafts: fromPromise<FoundDraft[], { drafts: DraftStore; key: string }>(({ input }) => input.drafts.find(input.key)),
    combineCopies: fromPromise<SavedTestCopy, { found: FoundDraft[]; quiz: QuizView; now: number }>(async ({ input }) =>
      savedTestCopy(input.found, input.quiz, input.now),
    ),
  },
  guards: {
    isNew: ({ context }) => context.quizId === null,
  },
  actions: {
    countChange: assign({ changes: ({ context }) => context.changes + 1 }),
    keepDraft: ({ context }) => context.drafts.write(draftKey(context.quizId), copyOf(context, context.readDocument())),
    markDraftSaved: ({ context }) => {
      // Nothing the server lacks: no copy (kept after every save, they piled up, one per tab and test).
      if (context.changes === context.savedChanges) context.drafts.remove(draftKey(context.quizId));
      else context.drafts.write(draftKey(context.quizId), copyOf(context, context.readDocument()));
    },
    /** This tab keeps the document it took back (the editor gets it only after this step), and the stored copies it holds go. */
    takeCopy: ({ context }, params: { document: QuizDraft }) => context.drafts.take(draftKey(context.quizId), copyOf(context, params.document), context.taken),
    /** The stored copies the server has now, or that the teacher chose to leave: gone. */
    dropTaken: ({ context }) => {
      for (const name of context.taken) context.drafts.drop(name);
    },
    // What the editor tells its autosave engine.
    changed: sendTo('sync', { type: 'sync.change' }),
    saveNow: sendTo('sync', { type: 'sync.now' }),
    saveAgain: sendTo('sync', { type: 'sync.retry' }),
    carryOn: sendTo('sync', { type: 'sync.release' }),
  },
}).createMachine({
  id: 'quizEditor',
  context: ({ input }) => ({
    quizId: input.quizId,
    version: null,
    readDocument: input.readDocument,
    readClassroomIds: input.readClassroomIds ?? (() => []),
    drafts: input.drafts,
    now: input.now ?? (() => Date.now()),
    changes: 0,
    savedChanges: 0,
    problems: {},
    error: null,
    conflictVersion: null,
    localDraft: null,
    restored: false,
    gradeImpact: null,
    acceptedImpact: null,
    saveAsked: false,
    pointsFixed: null,
    pointsDropped: false,
    found: [],
    loaded: null,
    copy: null,
    taken: [],
    left: 0,
    offered: [],
    base: null,
  }),
  invoke: { id: 'sync', src: 'sync', input: ({ self }) => ({ queue: editorQueue(self) }) },
  initial: 'opening',
  states: {
    // What this device holds for the test: this tab's copy, and those of tabs now closed (draft-storage).
    opening: {
      tags: ['loading'],
      invoke: {
        src: 'findDrafts',
        input: ({ context }) => ({ drafts: context.drafts, key: draftKey(context.quizId) }),
        onDone: [
          {
            // A new test: this tab's copy comes back; the other unsaved new tests are offered, not taken.
            guard: 'isNew',
            target: 'editing',
            actions: enqueueActions(({ event, enqueue }) => {
              const { own, offered } = newTestDrafts(event.output);
              enqueue.assign({ offered });
              if (!own) return;
              enqueue.assign({ restored: true, taken: [own.name] });
              enqueue.emit({ type: 'document.replace', document: own.record.document });
              enqueue({ type: 'takeCopy', params: { document: own.record.document } });
              enqueue.assign({ taken: [] });
              enqueue('countChange');
              enqueue('changed');
            }),
          },
          { target: 'loading', actions: assign({ found: ({ event }) => event.output }) },
        ],
        onError: [{ guard: 'isNew', target: 'editing' }, { target: 'loading' }],
      },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadQuiz',
        input: ({ context }) => ({ quizId: context.quizId! }),
        onDone: [
          {
            // The author or a colleague it was shared with to edit (issue 16); anyone else reads it.
            guard: ({ event }) => !canEditQuiz(event.output),
            target: 'readOnly',
            actions: [
              assign({ version: ({ event }) => event.output.version, pointsFixed: ({ event }) => pointsFixedOf(event.output) }),
              emit(({ event }) => ({ type: 'document.replace' as const, document: documentOfView(event.output) })),
            ],
          },
          { target: 'restoring', actions: assign(({ event }) => ({ loaded: event.output, ...fromServer(event.output) })) },
        ],
        onError: [
          { guard: ({ event }) => status(event.error) === 404, target: 'notFound' },
          { target: 'loadFailed', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    // The copies of this device against the server's test (draft-restore): one copy, or none, to go on with.
    restoring: {
      tags: ['loading'],
      invoke: {
        src: 'combineCopies',
        input: ({ context }) => ({ found: context.found, quiz: loaded(context), now: context.now() }),
        onDone: { target: 'deciding', actions: assign(({ event }) => ({ ...event.output, found: [] })) },
        // Combining failed (a copy no code foresaw): the server's test; the copies stay on this device.
        onError: { target: 'deciding', actions: assign({ found: [] }) },
      },
    },
    deciding: {
      tags: ['loading'],
      always: [
        {
          // Nothing left to send (the server has the copy, or it only changed points now fixed): the server's test.
          guard: ({ context }) => serverHasDraft(unsavedCopy(context, loaded(context))?.document, loaded(context)),
          target: 'editing',
          actions: [
            assign({ pointsDropped: ({ context }) => unsavedCopy(context, loaded(context))?.dropped === true }),
            emit(({ context }) => ({ type: 'document.replace' as const, document: documentOfView(loaded(context)) })),
            'markDraftSaved',
            'dropTaken',
            assign({ taken: [] }),
          ],
        },
        {
          // This device has changes the server never got, made on the version it still has: carry on with them.
          guard: ({ context }) => context.copy?.dirty === true && context.copy.baseVersion === loaded(context).version,
          target: 'editing',
          actions: [
            assign({ restored: true, pointsDropped: ({ context }) => unsavedCopy(context, loaded(context))!.dropped }),
            emit(({ context }) => ({ type: 'document.replace' as const, document: unsavedCopy(context, loaded(context))!.document })),
            { type: 'takeCopy', params: ({ context }) => ({ document: unsavedCopy(context, loaded(context))!.document }) },
            assign({ taken: [] }),
            'countChange',
            'changed',
          ],
        },
        {
          // Changes made here on an older version: the teacher chooses, as after a 409. Their copies stay until then.
          guard: ({ context }) => context.copy?.dirty === true,
          target: 'editing.conflict',
          actions: [
            assign({
              conflictVersion: ({ context }) => loaded(context).version,
              localDraft: ({ context }) => unsavedCopy(context, loaded(context))!.document,
              pointsDropped: ({ context }) => unsavedCopy(context, loaded(context))!.dropped,
            }),
            emit(({ context }) => ({ type: 'document.replace' as const, document: documentOfView(loaded(context)) })),
          ],
        },
        {
          // Nothing unsaved here: the server's test (copies that held nothing new go).
          target: 'editing',
          actions: [
            emit(({ context }) => ({ type: 'document.replace' as const, document: documentOfView(loaded(context)) })),
            'dropTaken',
            assign({ taken: [] }),
          ],
        },
      ],
    },
    notFound: { tags: ['notFound'] },
    loadFailed: {
      tags: ['loadFailed'],
      on: { 'load.retry': 'loading' },
    },
    // Someone else's test: shown, never sent.
    readOnly: { tags: ['readOnly'] },
    editing: {
      tags: ['editing'],
      initial: 'autosave',
      on: {
        // Typing goes on whatever the state; the engine decides whether it starts a wait.
        'document.change': { actions: ['countChange', 'keepDraft', 'changed'] },
        'sync.checked': {
          // A batch taken (or refused by the check) carries the teacher's asking with it: the flag is spent.
          actions: assign(({ event }) =>
            Object.keys(event.problems).length > 0
              ? { problems: event.problems, saveAsked: false }
              : { problems: {}, savedChanges: event.changes, localDraft: null, saveAsked: false },
          ),
        },
        'sync.failed': { actions: emit(({ event }) => ({ type: 'save.failed' as const, error: event.error })) },
      },
      states: {
        // The engine saves on its own; its tags say where it is.
        autosave: {
          on: {
            'save.now': { actions: [assign({ saveAsked: true }), 'saveNow'] },
            'save.retry': { actions: 'saveAgain' },
            'sync.answered': [
              {
                guard: ({ event }) => event.outcome.type === 'saved' && event.batch.quizId === null,
                actions: [
                  ({ context }) => context.drafts.remove(draftKey(null)),
                  assign(({ event }) => {
                    const { quiz } = answered(event).outcome as Extract<QuizOutcome, { type: 'saved' }>;
                    return { quizId: quiz.id, ...fromServer(quiz), error: null };
                  }),
                  'markDraftSaved',
                  emit(({ event }) => ({
                    type: 'quiz.created' as const,
                    quizId: (answered(event).outcome as Extract<QuizOutcome, { type: 'saved' }>).quiz.id,
                  })),
                ],
              },
              {
                guard: ({ event }) => event.outcome.type === 'saved',
                actions: [
                  assign(({ event }) => {
                    const { quiz } = answered(event).outcome as Extract<QuizOutcome, { type: 'saved' }>;
                    return { ...fromServer(quiz), error: null, restored: false, gradeImpact: null, acceptedImpact: null };
                  }),
                  'markDraftSaved',
                ],
              },
              {
                guard: ({ event }) => event.outcome.type === 'gradeImpact' && event.batch.asked,
                target: 'confirmGrades',
                actions: assign(({ event }) => {
                  const { impact, fingerprint } = answered(event).outcome as Extract<QuizOutcome, { type: 'gradeImpact' }>;
                  return { gradeImpact: { impact, fingerprint }, acceptedImpact: null };
                }),
              },
              // Found by an autosave: held, with Review in the save status; nothing more is sent until then.
              {
                guard: ({ event }) => event.outcome.type === 'gradeImpact',
                target: 'gradesHeld',
                actions: assign({ gradeImpact: null, acceptedImpact: null }),
              },
              {
                // Fixed since the editor last heard: it says so at once, and reads what is fixed now.
                guard: ({ event }) => event.outcome.type === 'pointsFixed',
                target: 'refixing',
                actions: assign(({ event }) => {
                  const { pointsFixed, fields } = answered(event).outcome as Extract<QuizOutcome, { type: 'pointsFixed' }>;
                  return { pointsFixed, problems: fields };
                }),
              },
              {
                guard: ({ event }) => event.outcome.type === 'conflict',
                target: 'conflict',
                actions: assign({ conflictVersion: ({ event }) => (answered(event).outcome as Extract<QuizOutcome, { type: 'conflict' }>).currentVersion }),
              },
              { actions: assign({ problems: ({ event }) => ({ ...(answered(event).outcome as Extract<QuizOutcome, { type: 'invalid' }>).fields }) }) },
            ],
            /**
             * The test as the server has it now: the teacher came back to the window, or a save was refused as
             * its points became fixed (`refixing`, the engine held). Under fixed points, what this document
             * changed of them is put back (the server would refuse it), said once, and the rest is saved at
             * once; nothing left to save is the server's version. Nothing here to put back: nothing is sent.
             */
            'quiz.read': {
              actions: enqueueActions(({ context, event: { quiz }, enqueue }) => {
                enqueue.assign({ pointsFixed: pointsFixedOf(quiz) });
                const kept = quiz.pointsFixed ? keepFixedPoints(context.readDocument(), quiz) : null;
                if (kept?.dropped) {
                  enqueue.assign({ pointsDropped: true, problems: {} });
                  enqueue.emit({ type: 'document.replace', document: kept.document });
                  if (!serverHasDraft(kept.document, quiz)) {
                    enqueue('countChange');
                    enqueue('saveNow');
                    return;
                  }
                  enqueue.assign({ ...fromServer(quiz), savedChanges: context.changes });
                  enqueue('markDraftSaved');
                }
                // Nothing to send: a held engine carries on, a waiting one stops waiting.
                enqueue('carryOn');
                enqueue('changed');
              }),
            },
          },
        },
        // A save refused as the points became fixed: the test is read again, then the rest is saved ('quiz.read').
        // Unread (offline), the refusal's message stays and nothing is sent until the next change.
        refixing: {
          tags: ['saving'],
          invoke: {
            src: 'loadQuiz',
            input: ({ context }) => ({ quizId: context.quizId!, force: true }),
            onDone: { target: 'autosave', actions: raise(({ event }) => ({ type: 'quiz.read' as const, quiz: event.output })) },
            onError: { target: 'autosave', actions: 'carryOn' },
          },
        },
        // The editor shows what the save would do to the grades; only a confirmation sends it again, carrying
        // the fingerprint of exactly that impact (the server refuses it if the grades moved meanwhile, and asks again).
        confirmGrades: {
          tags: ['confirmGrades'],
          on: {
            'grades.confirm': {
              target: 'autosave',
              actions: [assign({ acceptedImpact: ({ context }) => context.gradeImpact?.fingerprint ?? null }), 'saveNow'],
            },
            'grades.cancel': 'gradesHeld',
          },
        },
        // Declined: the changes stay on this device, further typing too (no autosave asking again every
        // two seconds); nothing is sent until the teacher asks (Review, or Save now).
        gradesHeld: {
          tags: ['gradesHeld'],
          on: {
            'save.now': { target: 'autosave', actions: [assign({ saveAsked: true }), 'saveNow'] },
            'save.retry': { target: 'autosave', actions: [assign({ saveAsked: true }), 'saveNow'] },
          },
        },
        conflict: {
          tags: ['conflict'],
          // Typing goes on while the teacher decides; the choice is still theirs.
          on: {
            'conflict.reload': 'reloading',
            'conflict.overwrite': [
              {
                guard: ({ context }) => context.localDraft !== null,
                // The batch reads the copy itself: the emitted replacement reaches the editor only after this step.
                target: 'autosave',
                actions: [
                  emit(({ context }) => ({ type: 'document.replace' as const, document: context.localDraft! })),
                  assign({ version: ({ context }) => context.conflictVersion ?? context.version, restored: true }),
                  { type: 'takeCopy', params: ({ context }) => ({ document: context.localDraft! }) },
                  assign({ taken: [] }),
                  'saveNow',
                ],
              },
              {
                guard: ({ context }) => context.conflictVersion !== null,
                target: 'autosave',
                actions: [assign({ version: ({ context }) => context.conflictVersion }), 'saveNow'],
              },
              { target: 'fetchingVersion' },
            ],
          },
        },
        // Overwrite without the server's version in the 409: ask for it, then save on top of it.
        fetchingVersion: {
          tags: ['saving'],
          invoke: {
            src: 'loadQuiz',
            input: ({ context }) => ({ quizId: context.quizId! }),
            onDone: {
              target: 'autosave',
              actions: [assign({ version: ({ event }) => event.output.version, pointsFixed: ({ event }) => pointsFixedOf(event.output) }), 'saveNow'],
            },
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
              target: 'autosave',
              actions: [
                assign(({ event }) => ({ ...fromServer(event.output), localDraft: null, conflictVersion: null, restored: false, error: null })),
                assign({ savedChanges: ({ context }) => context.changes }),
                emit(({ event }) => ({ type: 'document.replace' as const, document: documentOfView(event.output) })),
                'markDraftSaved',
                // The teacher chose the server's version: this device's copies of the other one go.
                'dropTaken',
                assign({ taken: [] }),
                // The server's version is what the editor shows now: nothing to send.
                'carryOn',
              ],
            },
            onError: { target: 'conflict', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
      },
    },
  },
});

export type QuizEditorActor = ActorRefFrom<typeof quizEditorMachine>;
export type QuizEditorSnapshot = SnapshotFrom<typeof quizEditorMachine>;

/** The editor's autosave engine, running for as long as the editor. */
export const syncOf = (snapshot: QuizEditorSnapshot) => snapshot.children.sync as SyncActor<QuizBatch, QuizOutcome> | undefined;
