import assert from 'node:assert/strict';
import { afterEach, describe, it, mock } from 'node:test';
import {
  clearUserData,
  countUnsaved,
  dropUnattributedData,
  readUserItem,
  removeUserItem,
  setDataOwner,
  userKey,
  writeUserItem,
} from '../../../src/client/core/user-data';
import { PendingEditsStorage } from '../../../src/client/features/grading/sync/pending-edits.storage';
import { createLocalDrafts, type DraftRecord } from '../../../src/client/features/quiz-editor/draft-storage';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';

const draft = (title: string, dirty = true): DraftRecord => ({ quizId: null, baseVersion: null, document: sampleQuiz(title), dirty, savedAt: 1 });
const row = { base: 0, marks: { q1: 4 }, comments: '', score: null };

describe("a user's data in this browser (shared computers)", () => {
  afterEach(() => {
    setDataOwner(null);
    localStorage.clear();
    sessionStorage.clear();
    mock.restoreAll();
  });

  it('is kept under the user id and read only while that user is signed in', () => {
    setDataOwner('ana');
    assert.equal(writeUserItem('quiz-draft.new', '{"unsaved":1}'), true);
    assert.ok(localStorage.getItem(userKey('ana', 'quiz-draft.new')));
    assert.equal(localStorage.getItem('quiz-app.quiz-draft.new'), null, 'never under the shared key');
    setDataOwner('bogdan');
    assert.equal(readUserItem('quiz-draft.new'), null, 'the next teacher does not see it');
    setDataOwner(null);
    assert.equal(readUserItem('quiz-draft.new'), null);
    assert.equal(writeUserItem('quiz-draft.new', '{}'), false, 'nobody signed in: nothing is kept');
    setDataOwner('ana');
    assert.equal(readUserItem('quiz-draft.new'), '{"unsaved":1}');
    removeUserItem('quiz-draft.new');
    assert.equal(readUserItem('quiz-draft.new'), null);
  });

  it('a new-test draft written by one teacher is not restored for the next one, and comes back for its author', () => {
    mock.method(console, 'warn', () => {});
    const drafts = createLocalDrafts();
    setDataOwner('ana');
    drafts.write('new', draft('Lucrarea Anei'));
    setDataOwner('bogdan');
    assert.equal(drafts.read('new'), null, 'not even from the writes still waiting');
    drafts.flush();
    assert.equal(drafts.read('new'), null);
    drafts.write('new', draft('Testul lui Bogdan'));
    drafts.flush();
    setDataOwner('ana');
    assert.equal(drafts.read('new')?.document.title, 'Lucrarea Anei', 'the write stayed with the teacher who made it');
    setDataOwner('bogdan');
    assert.equal(drafts.read('new')?.document.title, 'Testul lui Bogdan');
  });

  it('counts what the server lacks, by kind, without the features that wrote it', () => {
    const drafts = createLocalDrafts({ owner: () => 'ana' });
    drafts.write('new', draft('Nesalvat'));
    drafts.write('q1', draft('Salvat', false));
    drafts.flush();
    new PendingEditsStorage('q1', 'c1', undefined, 'ana').write({ p1: row, p2: row });
    new PendingEditsStorage('q2', 'c1', undefined, 'ana').write({ p3: row });
    new PendingEditsStorage('q1', 'c1', undefined, 'bogdan').write({ p9: row });
    localStorage.setItem(userKey('ana', 'grades.bad'), '{not json');
    assert.deepEqual(countUnsaved('ana'), { grades: 3, drafts: 1 });
    assert.deepEqual(countUnsaved('bogdan'), { grades: 1, drafts: 0 });
  });

  it("clearing removes one user's items only, and a screen closing afterwards cannot write them back", () => {
    localStorage.setItem('quiz-app.theme', 'dark');
    setDataOwner('ana');
    writeUserItem('quiz-draft.new', '{"unsaved":1}');
    sessionStorage.setItem(userKey('ana', 'scratch'), 'x');
    writeUserItem('quiz-draft.new', '{"unsaved":1}', { userId: 'bogdan' });
    clearUserData('ana');
    assert.equal(localStorage.getItem(userKey('ana', 'quiz-draft.new')), null);
    assert.equal(sessionStorage.getItem(userKey('ana', 'scratch')), null);
    assert.ok(localStorage.getItem(userKey('bogdan', 'quiz-draft.new')), "another teacher's data stays");
    assert.equal(localStorage.getItem('quiz-app.theme'), 'dark', 'device preferences stay');
    setDataOwner(null);
    assert.equal(writeUserItem('quiz-draft.new', '{"unsaved":1}', { userId: 'ana' }), false, 'the editor flushing on its way out writes nothing');
    setDataOwner('ana');
    assert.equal(writeUserItem('quiz-draft.new', '{"unsaved":1}'), true, 'signed in again, the teacher keeps new work');
  });

  it('data from before it was keyed by user is deleted, never shown to whoever signs in next', () => {
    localStorage.setItem('quiz-app.quiz-draft.new', JSON.stringify({ ...draft('Al cui?'), dirty: true }));
    localStorage.setItem('quiz-app.grades.q1.c1', JSON.stringify({ v: 1, rows: { p1: { ...row, tab: 't', editedAt: 1 } } }));
    localStorage.setItem('quiz-app.language', 'ro');
    localStorage.setItem('quiz-app.print-options', '{}');
    setDataOwner('bogdan');
    assert.equal(createLocalDrafts().read('new'), null, 'the un-keyed draft is not read');
    assert.deepEqual(new PendingEditsStorage('q1', 'c1').read(), {}, 'nor the un-keyed marks');
    assert.equal(dropUnattributedData(), 2);
    assert.equal(localStorage.getItem('quiz-app.quiz-draft.new'), null);
    assert.equal(localStorage.getItem('quiz-app.grades.q1.c1'), null);
    assert.equal(localStorage.getItem('quiz-app.language'), 'ro', 'preferences are device-level and stay');
    assert.equal(localStorage.getItem('quiz-app.print-options'), '{}');
  });
});
