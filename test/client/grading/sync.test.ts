import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { ApiError } from '../../../src/client/core/http';
import type { SendInput, SyncEvent } from '../../../src/client/core/sync.machine';
import type { GradeBatch, SaveOutcome } from '../../../src/client/features/grading/grading.types';
import { GradeBook } from '../../../src/client/features/grading/model/grade-book';
import { PendingEditsStorage } from '../../../src/client/features/grading/sync/pending-edits.storage';
import { gradeSyncMachine } from '../../../src/client/features/grading/sync/sync.machine';
import { CLASSROOM_ID, MemoryStorage, pupilId, QUIZ_ID, record } from '../support/grading-fixtures';

const p1 = pupilId(1);
const p2 = pupilId(2);
const network = () => new ApiError({ type: 'network', status: null, message: 'offline' });
const serverError = () => new ApiError({ type: 'api', status: 500, message: 'boom' });
const notFound = () => new ApiError({ type: 'api', status: 404, message: 'gone' });

/** Lets promise callbacks (the save actor settling) run. */
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

interface Harness {
  book: GradeBook;
  clock: SimulatedClock;
  calls: GradeBatch[];
  actor: ReturnType<typeof createActor<typeof gradeSyncMachine>>;
  tags: () => string[];
  notified: { saved: number; failed: number };
  online: { value: boolean };
  sendNetwork: (event: SyncEvent) => void;
}

function harness(answers: ((batch: GradeBatch) => SaveOutcome | Error)[], storage = new MemoryStorage(), records = [record(1, { q1: 10 }, 3)]): Harness {
  const book = new GradeBook(new PendingEditsStorage(QUIZ_ID, CLASSROOM_ID, storage, 'u1'));
  book.load(records);
  const clock = new SimulatedClock();
  const calls: GradeBatch[] = [];
  const notified = { saved: 0, failed: 0 };
  const online = { value: true };
  let sendNetwork: (event: SyncEvent) => void = () => {};
  const machine = gradeSyncMachine.provide({
    actors: {
      send: fromPromise<SaveOutcome, SendInput<GradeBatch>>(async ({ input }) => {
        calls.push(input.batch);
        const answer = answers.shift();
        if (!answer) throw new Error('no answer left');
        const outcome = answer(input.batch);
        if (outcome instanceof Error) throw outcome;
        return outcome;
      }),
      networkStatus: fromCallback<SyncEvent>(({ sendBack }) => {
        sendNetwork = sendBack;
      }),
    },
    actions: { notifySaved: () => void notified.saved++, notifyFailed: () => void notified.failed++ },
  });
  const actor = createActor(machine, { input: { queue: book, isOnline: () => online.value }, clock });
  book.onChange(() => actor.send({ type: 'sync.change' }));
  actor.start();
  const tags = () => [...actor.getSnapshot().tags].sort();
  return { book, clock, calls, actor, tags, notified, online, sendNetwork: (event) => sendNetwork(event) };
}

const savedAs =
  (version: number) =>
  (batch: GradeBatch): SaveOutcome => ({
    type: 'saved',
    rows: batch.rows.map((row) => ({
      pupilId: row.pupilId,
      score: null,
      questionScores: row.questionScores,
      comments: row.comments,
      version,
      finalMark: null,
      gradedAt: '2026-03-02T09:00:00.000Z',
      gradedBy: null,
    })),
  });

describe('grade sync machine', () => {
  beforeEach(() => {
    // No jitter: the backoff is exactly 1 s, 2 s, 4 s... (SPEC 8).
    mock.method(Math, 'random', () => 0);
  });
  afterEach(() => mock.restoreAll());

  it('saves 2000 ms after the last edit, every edit restarting the wait, all dirty rows in one POST', async () => {
    const h = harness([savedAs(4)]);
    assert.deepEqual(h.tags(), ['saved']);
    h.book.applyChanges([{ rowId: p1, key: 'q2', after: 5 }]);
    assert.deepEqual(h.tags(), ['dirty']);
    h.clock.increment(1500);
    h.book.applyChanges([{ rowId: p2, key: 'q1', after: 4 }]);
    h.clock.increment(1999);
    assert.equal(h.calls.length, 0, 'still typing');
    h.clock.increment(1);
    assert.equal(h.calls.length, 1);
    assert.deepEqual(
      h.calls[0]!.rows.map((row) => [row.pupilId, row.version]),
      [
        [p1, 3],
        [p2, 0],
      ],
    );
    assert.deepEqual(h.tags(), ['saving']);
    await flush();
    assert.deepEqual(h.tags(), ['saved']);
    assert.equal(h.book.unsaved$.peek(), 0);
    assert.equal(h.notified.saved, 0, 'autosave is quiet');
  });

  it('Save saves at once and says so', async () => {
    const h = harness([savedAs(4)]);
    h.book.applyChanges([{ rowId: p1, key: 'q2', after: 5 }]);
    h.actor.send({ type: 'sync.now' });
    assert.equal(h.calls.length, 1);
    await flush();
    assert.equal(h.notified.saved, 1);
  });

  it('edits made while a save is in flight are saved next, on the acknowledged version', async () => {
    const h = harness([savedAs(4), savedAs(5)]);
    h.book.applyChanges([{ rowId: p1, key: 'q2', after: 5 }]);
    h.clock.increment(2000);
    h.book.applyChanges([{ rowId: p1, key: 'q3', after: 6 }]);
    await flush();
    assert.deepEqual(h.tags(), ['dirty']);
    h.clock.increment(2000);
    assert.equal(h.calls[1]!.rows[0]!.version, 4);
    assert.deepEqual(h.calls[1]!.rows[0]!.questionScores, { q1: 10, q2: 5, q3: 6 });
  });

  it('retries a network failure after 1 s and 2 s, then waits offline and saves when the browser is online again', async () => {
    const h = harness([() => network(), () => network(), () => network(), savedAs(4)]);
    h.book.applyChanges([{ rowId: p1, key: 'q2', after: 5 }]);
    h.clock.increment(2000);
    await flush();
    assert.deepEqual(h.tags(), ['retrying', 'saving']);
    h.clock.increment(999);
    assert.equal(h.calls.length, 1);
    h.clock.increment(1);
    assert.equal(h.calls.length, 2);
    await flush();
    h.clock.increment(2000);
    assert.equal(h.calls.length, 3);
    await flush();
    assert.deepEqual(h.tags(), ['offline']);
    assert.equal(h.book.unsaved$.peek(), 1, 'kept');
    h.sendNetwork({ type: 'network.online' });
    assert.equal(h.calls.length, 4);
    await flush();
    assert.deepEqual(h.tags(), ['saved']);
  });

  it('offline, it keeps probing with the capped backoff (a blocked route never fires online)', async () => {
    const h = harness([() => network(), () => network(), () => network(), () => network(), savedAs(4)]);
    h.book.applyChanges([{ rowId: p1, key: 'q2', after: 5 }]);
    h.clock.increment(2000);
    await flush();
    h.clock.increment(1000);
    await flush();
    h.clock.increment(2000);
    await flush();
    assert.deepEqual(h.tags(), ['offline']);
    h.clock.increment(4000);
    assert.equal(h.calls.length, 4, 'a probe after 4 s');
    await flush();
    h.clock.increment(7999);
    assert.equal(h.calls.length, 4);
    h.clock.increment(1);
    assert.equal(h.calls.length, 5, 'then after 8 s');
    await flush();
    assert.deepEqual(h.tags(), ['saved']);
  });

  it('goes offline at once when the browser already knows it is offline', async () => {
    const h = harness([() => network()]);
    h.online.value = false;
    h.book.applyChanges([{ rowId: p1, key: 'q2', after: 5 }]);
    h.clock.increment(2000);
    await flush();
    assert.deepEqual(h.tags(), ['offline']);
    assert.equal(h.calls.length, 1);
  });

  it('a server error after three attempts is an error with retry, said once', async () => {
    const h = harness([() => serverError(), () => serverError(), () => serverError(), savedAs(4)]);
    h.book.applyChanges([{ rowId: p1, key: 'q2', after: 5 }]);
    h.clock.increment(2000);
    await flush();
    h.clock.increment(1000);
    await flush();
    h.clock.increment(2000);
    await flush();
    assert.deepEqual(h.tags(), ['error']);
    assert.equal(h.notified.failed, 1);
    h.actor.send({ type: 'sync.retry' });
    await flush();
    assert.deepEqual(h.tags(), ['saved']);
  });

  it('a refusal (404) is not retried', async () => {
    const h = harness([() => notFound()]);
    h.book.applyChanges([{ rowId: p1, key: 'q2', after: 5 }]);
    h.clock.increment(2000);
    await flush();
    assert.deepEqual(h.tags(), ['error']);
    h.clock.increment(60_000);
    assert.equal(h.calls.length, 1);
  });

  it('a 409 saves the other rows and holds the conflicting one for the teacher; keeping mine re-sends it on the server version', async () => {
    const h = harness([
      () => ({ type: 'conflict', saved: [record(2, { q1: 4 }, 1)], conflicts: [{ pupilId: p1, current: record(1, { q1: 10, q2: 9 }, 7) }] }),
      savedAs(8),
    ]);
    h.book.applyChanges([
      { rowId: p1, key: 'q2', after: 5 },
      { rowId: p2, key: 'q1', after: 4 },
    ]);
    h.clock.increment(2000);
    await flush();
    assert.deepEqual(h.tags(), ['saved']);
    assert.ok(h.book.hasConflicts());
    h.book.resolveConflict(p1, 'mine');
    assert.deepEqual(h.tags(), ['dirty']);
    h.clock.increment(2000);
    assert.equal(h.calls[1]!.rows[0]!.version, 7);
    await flush();
    assert.equal(h.book.unsaved$.peek(), 0);
  });

  it('restores the unsaved edits of a closed tab and saves them', async () => {
    const storage = new MemoryStorage();
    const first = harness([], storage);
    first.book.applyChanges([{ rowId: p2, key: 'q1', after: 8 }]);
    first.book.flush();
    first.actor.stop();

    const again = harness([savedAs(1)], storage);
    assert.equal(again.book.unsaved$.peek(), 1);
    again.actor.send({ type: 'sync.now' });
    assert.deepEqual(again.calls[0]!.rows, [{ pupilId: p2, questionScores: { q1: 8 }, score: null, comments: '', commentsBase: '', version: 0 }]);
    await flush();
    assert.equal(storage.length, 0);
  });
});
