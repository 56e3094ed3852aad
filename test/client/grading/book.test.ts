import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { userKey } from '../../../src/client/core/user-data';
import { cellId } from '../../../src/client/features/grading/model/cell-key';
import { GradeBook } from '../../../src/client/features/grading/model/grade-book';
import { COMMENTS_KEY } from '../../../src/client/features/grading/model/grade-rows';
import { PendingEditsStorage } from '../../../src/client/features/grading/sync/pending-edits.storage';
import { CLASSROOM_ID, MemoryStorage, pupilId, QUIZ_ID, record } from '../support/grading-fixtures';

/** The signed-in teacher the unsaved rows belong to. */
const TEACHER = 'u1';
const STORED = userKey(TEACHER, `grades.${QUIZ_ID}.${CLASSROOM_ID}`);
const p1 = pupilId(1);
const p2 = pupilId(2);

function bookWith(storage = new MemoryStorage(), records = [record(1, { q1: 10 }, 3)]) {
  const pending = new PendingEditsStorage(QUIZ_ID, CLASSROOM_ID, storage, TEACHER);
  const book = new GradeBook(pending);
  book.load(records);
  return { book, storage, pending };
}

describe('grade book', () => {
  it('counts unsaved cells and hands out a batch of whole rows with their base versions', () => {
    const { book } = bookWith();
    assert.equal(book.unsaved$.peek(), 0);
    assert.equal(book.takeBatch(), null);
    book.applyChanges([
      { rowId: p1, key: 'q2', after: 7.5 },
      { rowId: p2, key: 'q1', after: 4 },
    ]);
    assert.equal(book.unsaved$.peek(), 2);
    assert.deepEqual(book.takeBatch(), {
      rows: [
        { pupilId: p1, questionScores: { q1: 10, q2: 7.5 }, score: null, comments: '', commentsBase: '', version: 3 },
        { pupilId: p2, questionScores: { q1: 4 }, score: null, comments: '', commentsBase: '', version: 0 },
      ],
    });
  });

  it('an edit back to the saved value is not unsaved any more', () => {
    const { book } = bookWith();
    book.applyChanges([{ rowId: p1, key: 'q1', after: 9 }]);
    assert.equal(book.unsaved$.peek(), 1);
    book.applyChanges([{ rowId: p1, key: 'q1', after: 10 }]);
    assert.equal(book.unsaved$.peek(), 0);
    assert.equal(book.hasSendable(), false);
  });

  it('settling a save acknowledges the rows; an edit made meanwhile stays unsaved on the new version', () => {
    const { book } = bookWith();
    book.applyChanges([{ rowId: p1, key: 'q2', after: 5 }]);
    const batch = book.takeBatch()!;
    book.applyChanges([{ rowId: p1, key: 'q3', after: 6 }]);
    book.settle(batch, { type: 'saved', rows: [record(1, { q1: 10, q2: 5 }, 4)] });
    assert.equal(book.unsaved$.peek(), 1, 'q3 is still to save');
    assert.equal(book.takeBatch()!.rows[0]!.version, 4, 'based on the acknowledged version');
  });

  // An outside tester: a comment the server stored otherwise (its markup stripped, its spaces trimmed) stayed
  // "unsaved" for good, sent again every 2 s, and a sign-out saved it 1,900 times in 20 s.
  it('a row the server stored otherwise than sent is taken as the server has it, not sent again', () => {
    const { book } = bookWith();
    book.applyChanges([{ rowId: p1, key: COMMENTS_KEY, after: 'Bine, dar <b>atenție</b> la calcule ' }]);
    const batch = book.takeBatch()!;
    book.settle(batch, { type: 'saved', rows: [record(1, { q1: 10 }, 4, { comments: 'Bine, dar atenție la calcule' })] });
    assert.equal(book.unsaved$.peek(), 0);
    assert.equal(book.hasSendable(), false);
    assert.equal(book.value(p1, COMMENTS_KEY), 'Bine, dar atenție la calcule', 'the grid shows what is stored');
  });

  it('a comment on a pupil without marks goes with the comment it was typed over; Keep mine sends it over the one stored since', () => {
    const { book } = bookWith(undefined, []);
    book.applyChanges([{ rowId: p2, key: COMMENTS_KEY, after: 'Comentariu B' }]);
    const batch = book.takeBatch()!;
    assert.equal(batch.rows[0]!.commentsBase, '', 'no comment seen');
    const theirs = record(2, {}, 0, { comments: 'Comentariu A', gradedAt: null });
    book.settle(batch, { type: 'conflict', saved: [], conflicts: [{ pupilId: p2, current: theirs }] });
    assert.ok(book.conflictOf$(p2).peek(), 'both typed a comment: the teacher chooses');
    book.resolveConflict(p2, 'mine');
    const again = book.takeBatch()!.rows[0]!;
    assert.equal(again.comments, 'Comentariu B');
    assert.equal(again.commentsBase, 'Comentariu A');
  });

  it('a row edited again while its save was on the way keeps the new edit', () => {
    const { book } = bookWith();
    book.applyChanges([{ rowId: p1, key: COMMENTS_KEY, after: 'Bine ' }]);
    const batch = book.takeBatch()!;
    book.applyChanges([{ rowId: p1, key: COMMENTS_KEY, after: 'Foarte bine' }]);
    book.settle(batch, { type: 'saved', rows: [record(1, { q1: 10 }, 4, { comments: 'Bine' })] });
    assert.equal(book.value(p1, COMMENTS_KEY), 'Foarte bine');
    assert.equal(book.takeBatch()!.rows[0]!.comments, 'Foarte bine');
  });

  it('keeps unsaved rows in storage until acknowledged, and restores them on load', () => {
    const storage = new MemoryStorage();
    const first = bookWith(storage);
    first.book.applyChanges([{ rowId: p2, key: 'q1', after: 8 }]);
    first.book.flush();
    const raw = JSON.parse(storage.getItem(STORED)!);
    assert.deepEqual(raw.rows[p2].marks, { q1: 8 });
    assert.equal(raw.rows[p2].base, 0);

    const reopened = bookWith(storage);
    assert.equal(reopened.book.value(p2, 'q1'), 8);
    assert.equal(reopened.book.unsaved$.peek(), 1);
    const batch = reopened.book.takeBatch()!;
    reopened.book.settle(batch, { type: 'saved', rows: [record(2, { q1: 8 }, 1)] });
    assert.equal(storage.getItem(STORED), null, 'nothing left to keep');
  });

  it('a restored row the server already holds (the answer was lost in a reload) is dropped', () => {
    const storage = new MemoryStorage();
    const first = bookWith(storage);
    first.book.applyChanges([{ rowId: p1, key: 'q2', after: 3 }]);
    first.book.flush();
    const reopened = bookWith(storage, [record(1, { q1: 10, q2: 3 }, 4)]);
    assert.equal(reopened.book.unsaved$.peek(), 0);
    assert.equal(reopened.book.takeBatch(), null);
  });

  // Reopened after the test was edited (q1 lowered from 10 to 8 on the server): the draft brought back its old 10,
  // and every save was refused for a mark the teacher never typed.
  it('a restored row over a server row that moved on keeps only the cells typed here, on the server’s version', () => {
    const storage = new MemoryStorage();
    const first = bookWith(storage);
    first.book.applyChanges([{ rowId: p1, key: 'q2', after: 5 }]);
    first.book.flush();
    assert.deepEqual(JSON.parse(storage.getItem(STORED)!).rows[p1].edited, ['q2']);

    const reopened = bookWith(storage, [record(1, { q1: 8 }, 4)]);
    assert.equal(reopened.book.value(p1, 'q1'), 8, "the server's lowered mark");
    assert.equal(reopened.book.value(p1, 'q2'), 5, 'the mark typed here');
    assert.deepEqual(reopened.book.takeBatch()!.rows, [
      { pupilId: p1, questionScores: { q1: 8, q2: 5 }, score: null, comments: '', commentsBase: '', version: 4 },
    ]);
  });

  // An outside tester: tab 2's 9 went to a 409 (tab 1 had saved 17 on the same cell); the browser was closed without
  // a choice, and the grid opened again sent 9 over the 17 on the new version, silently, as "Keep mine".
  it('a row kept here whose cell was saved otherwise meanwhile comes back as a conflict to decide, never written over it', () => {
    const storage = new MemoryStorage();
    const tab = bookWith(storage, [record(1, { q1: 10, q2: 5 }, 1)]);
    tab.book.applyChanges([{ rowId: p1, key: 'q2', after: 9 }]);
    tab.book.settle(tab.book.takeBatch()!, { type: 'conflict', saved: [], conflicts: [{ pupilId: p1, current: record(1, { q1: 10, q2: 17 }, 2) }] });
    tab.book.flush();
    assert.deepEqual(JSON.parse(storage.getItem(STORED)!).rows[p1].was, { q2: 5 }, 'what the cell held when 9 was typed');

    const reopened = bookWith(storage, [record(1, { q1: 10, q2: 17 }, 2)]);
    assert.ok(reopened.book.hasConflicts(), 'asked again');
    assert.equal(reopened.book.value(p1, 'q2'), 9, 'the teacher’s mark shown, not lost');
    assert.equal(reopened.book.takeBatch(), null, 'nothing sent before the choice');

    // Closed again without a choice: the next opening asks again.
    reopened.book.flush();
    const again = bookWith(storage, [record(1, { q1: 10, q2: 17 }, 2)]);
    assert.ok(again.book.hasConflicts(), 'asked again at the next opening');
    again.book.resolveConflict(p1, 'theirs');
    assert.equal(again.book.value(p1, 'q2'), 17);
    assert.equal(again.book.takeBatch(), null);
    assert.equal(storage.getItem(STORED), null, 'nothing left to keep');
  });

  it('reopened over a row changed only in other cells, the cells typed here go on the new version without asking; Keep mine after a restored conflict sends them', () => {
    const storage = new MemoryStorage();
    const first = bookWith(storage, [record(1, { q1: 10, q2: 5 }, 1)]);
    first.book.applyChanges([{ rowId: p1, key: 'q2', after: 9 }]);
    first.book.flush();
    const reopened = bookWith(storage, [record(1, { q1: 7, q2: 5 }, 2)]);
    assert.ok(!reopened.book.hasConflicts());
    assert.deepEqual(reopened.book.takeBatch()!.rows[0], {
      pupilId: p1,
      questionScores: { q1: 7, q2: 9 },
      score: null,
      comments: '',
      commentsBase: '',
      version: 2,
    });

    const clashing = bookWith(storage, [record(1, { q1: 7, q2: 6 }, 3)]);
    assert.ok(clashing.book.hasConflicts());
    clashing.book.resolveConflict(p1, 'mine');
    assert.deepEqual(clashing.book.takeBatch()!.rows[0], {
      pupilId: p1,
      questionScores: { q1: 7, q2: 9 },
      score: null,
      comments: '',
      commentsBase: '',
      version: 3,
    });
  });

  it('a row stored before the cells’ earlier values were kept asks about every typed cell the server holds otherwise', () => {
    const storage = new MemoryStorage();
    const row = { base: 1, marks: { q1: 10, q2: 9 }, comments: '', score: null, edited: ['q2'], tab: 'old', editedAt: 1 };
    storage.setItem(STORED, JSON.stringify({ v: 1, rows: { [p1]: row }, unsaved: 1 }));
    const reopened = bookWith(storage, [record(1, { q1: 10, q2: 17 }, 2)]);
    assert.ok(reopened.book.hasConflicts());
    assert.equal(reopened.book.value(p1, 'q2'), 9);
  });

  it('a 409 keeps the conflicting row out of batches until the teacher chooses', () => {
    const { book } = bookWith();
    book.applyChanges([
      { rowId: p1, key: 'q2', after: 5 },
      { rowId: p2, key: 'q1', after: 4 },
    ]);
    const batch = book.takeBatch()!;
    book.settle(batch, { type: 'conflict', saved: [record(2, { q1: 4 }, 1)], conflicts: [{ pupilId: p1, current: record(1, { q1: 10, q2: 9 }, 4) }] });
    assert.ok(book.hasConflicts());
    assert.equal(book.hasSendable(), false);
    assert.equal(book.unsaved$.peek(), 1, 'p2 was saved');

    book.resolveConflict(p1, 'mine');
    assert.ok(!book.hasConflicts());
    assert.deepEqual(book.takeBatch()!.rows[0], { pupilId: p1, questionScores: { q1: 10, q2: 5 }, score: null, comments: '', commentsBase: '', version: 4 });
  });

  it("taking the server's version shows it and leaves nothing to save", () => {
    const { book } = bookWith();
    book.applyChanges([{ rowId: p1, key: 'q2', after: 5 }]);
    book.settle(book.takeBatch()!, { type: 'conflict', saved: [], conflicts: [{ pupilId: p1, current: record(1, { q1: 10, q2: 9 }, 4) }] });
    book.resolveConflict(p1, 'theirs');
    assert.equal(book.value(p1, 'q2'), 9);
    assert.equal(book.unsaved$.peek(), 0);
    assert.equal(book.hasConflicts(), false);
  });

  it('a conflict where both sides agree resolves itself', () => {
    const { book } = bookWith();
    book.applyChanges([{ rowId: p1, key: 'q2', after: 9 }]);
    book.settle(book.takeBatch()!, { type: 'conflict', saved: [], conflicts: [{ pupilId: p1, current: record(1, { q1: 10, q2: 9 }, 4) }] });
    assert.equal(book.hasConflicts(), false);
    assert.equal(book.unsaved$.peek(), 0);
  });

  // A test edited in another tab lowered q1 from 10 to 8 on the server: this computer's copy of the old row sent 10
  // back on every save (refused, over the new maximum), on a cell the teacher never touched.
  it('a conflict on cells only the server changed merges itself: the server’s cells, the teacher’s own over them, on the new version', () => {
    const { book } = bookWith();
    book.applyChanges([{ rowId: p1, key: 'q2', after: 5 }]);
    book.settle(book.takeBatch()!, { type: 'conflict', saved: [], conflicts: [{ pupilId: p1, current: record(1, { q1: 8 }, 4) }] });
    assert.equal(book.hasConflicts(), false);
    assert.deepEqual(book.takeBatch()!.rows, [{ pupilId: p1, questionScores: { q1: 8, q2: 5 }, score: null, comments: '', commentsBase: '', version: 4 }]);
  });

  it('keeping mine sends the cells changed here over the server’s others, not the old row', () => {
    const { book } = bookWith();
    book.applyChanges([{ rowId: p1, key: 'q2', after: 5 }]);
    book.settle(book.takeBatch()!, { type: 'conflict', saved: [], conflicts: [{ pupilId: p1, current: record(1, { q1: 8, q2: 9 }, 4) }] });
    assert.ok(book.hasConflicts(), 'q2 changed on both sides');
    book.resolveConflict(p1, 'mine');
    assert.deepEqual(book.takeBatch()!.rows, [{ pupilId: p1, questionScores: { q1: 8, q2: 5 }, score: null, comments: '', commentsBase: '', version: 4 }]);
  });

  it('a 400 on a cell marks it with the server message and holds the row back until it is edited', () => {
    const { book } = bookWith();
    book.applyChanges([
      { rowId: p1, key: 'q2', after: 5 },
      { rowId: p2, key: 'q1', after: 4 },
    ]);
    const batch = book.takeBatch()!;
    book.settle(batch, { type: 'invalid', fields: { 'grades.0.questionScores.q2': 'The mark can be at most 4 points' } });
    assert.equal(book.cellErrors$.peek()[cellId(p1, 'q2')], 'The mark can be at most 4 points');
    assert.deepEqual(
      book.takeBatch()!.rows.map((row) => row.pupilId),
      [p2],
    );
    book.applyChanges([{ rowId: p1, key: 'q2', after: 4 }]);
    assert.equal(book.cellErrors$.peek()[cellId(p1, 'q2')], undefined);
    assert.equal(book.takeBatch()!.rows.length, 2);
  });

  // The same mistake as at opening, after Refresh: the row took the new server row as its base, so its save's 409
  // merged itself as "Keep mine" over a cell a colleague had just saved.
  it('refresh over a cell saved meanwhile elsewhere asks; over other cells it merges, on the new version', () => {
    const { book, storage } = bookWith(new MemoryStorage(), [record(1, { q1: 10, q2: 5 }, 1), record(2, { q1: 3 }, 1)]);
    book.applyChanges([
      { rowId: p1, key: 'q2', after: 9 },
      { rowId: p2, key: 'q2', after: 4 },
    ]);
    book.replaceServer([record(1, { q1: 10, q2: 17 }, 2), record(2, { q1: 2 }, 2)]);
    assert.deepEqual(Object.keys(book.conflicts$.peek()), [p1], 'the cell both changed asks');
    assert.equal(book.value(p1, 'q2'), 9);
    assert.deepEqual(book.takeBatch()!.rows, [{ pupilId: p2, questionScores: { q1: 2, q2: 4 }, score: null, comments: '', commentsBase: '', version: 2 }]);
    book.flush();
    const reopened = bookWith(storage, [record(1, { q1: 10, q2: 17 }, 2), record(2, { q1: 2 }, 2)]);
    assert.ok(reopened.book.hasConflicts(), 'and asks again after a reload');
    assert.equal(reopened.book.value(p1, 'q2'), 9);
  });

  it('reset drops every unsaved edit and forgets them in storage; refresh keeps them over the new rows', () => {
    const { book, storage } = bookWith();
    book.applyChanges([{ rowId: p1, key: 'q2', after: 5 }]);
    book.replaceServer([record(1, { q1: 10 }, 3), record(2, { q1: 1 }, 1)]);
    assert.equal(book.value(p1, 'q2'), 5);
    assert.equal(book.value(p2, 'q1'), 1);
    book.discardLocal();
    assert.equal(book.value(p1, 'q2'), null);
    assert.equal(book.unsaved$.peek(), 0);
    assert.equal(storage.length, 0);
  });

  it('two tabs keep their own unsaved rows in the shared key', () => {
    const storage = new MemoryStorage();
    const a = bookWith(storage);
    const b = bookWith(storage);
    a.book.applyChanges([{ rowId: p1, key: 'q2', after: 1 }]);
    a.book.flush();
    b.book.applyChanges([{ rowId: p2, key: 'q2', after: 2 }]);
    b.book.flush();
    assert.deepEqual(Object.keys(a.pending.read()).sort(), [p1, p2].sort());
    b.book.settle(b.book.takeBatch()!, { type: 'saved', rows: [record(2, { q2: 2 }, 1)] });
    assert.deepEqual(Object.keys(a.pending.read()), [p1], "b's save does not wipe a's row");
  });
});
