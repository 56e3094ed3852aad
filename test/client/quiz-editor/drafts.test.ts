import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { userKey } from '../../../src/client/core/user-data';
import { createLocalDrafts, type DraftRecord } from '../../../src/client/features/quiz-editor/draft-storage';
import { fieldId, num, parentPaths, toDocument } from '../../../src/client/features/quiz-editor/quiz-draft';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';

const record = (title: string): DraftRecord => ({ quizId: null, baseVersion: null, document: sampleQuiz(title), dirty: true, savedAt: 1 });

describe("the editor's copy on this device", () => {
  beforeEach(() => {
    localStorage.clear();
    mock.timers.enable({ apis: ['setTimeout'] });
  });
  afterEach(() => {
    mock.timers.reset();
    mock.restoreAll();
    localStorage.clear();
  });

  it('gathers writes for a moment (one JSON per pause), reads what is waiting, and flushes on demand', () => {
    const drafts = createLocalDrafts({ delayMs: 300, owner: () => 'u1' });
    drafts.write('new', record('Prima'));
    drafts.write('new', record('A doua'));
    assert.equal(localStorage.getItem(userKey('u1', 'quiz-draft.new')), null, 'not yet written');
    assert.equal(drafts.read('new')?.document.title, 'A doua', 'but read back at once');
    mock.timers.tick(300);
    assert.equal(JSON.parse(localStorage.getItem(userKey('u1', 'quiz-draft.new'))!).document.title, 'A doua');
    drafts.write('q1', record('Alta'));
    drafts.flush();
    assert.ok(localStorage.getItem(userKey('u1', 'quiz-draft.q1')));
    drafts.remove('q1');
    assert.equal(localStorage.getItem(userKey('u1', 'quiz-draft.q1')), null);
  });

  it('ignores what is not a draft, and survives a full storage', () => {
    localStorage.setItem(userKey('u1', 'quiz-draft.bad'), '{not json');
    localStorage.setItem(userKey('u1', 'quiz-draft.odd'), JSON.stringify({ hello: 1 }));
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      getItem: () => null,
      removeItem: () => {},
    } as unknown as Storage;
    const warn = mock.method(console, 'warn', () => {});
    const drafts = createLocalDrafts({ owner: () => 'u1' });
    assert.equal(drafts.read('bad'), null);
    assert.equal(drafts.read('odd'), null);
    const blocked = createLocalDrafts({ storage: () => full, owner: () => 'u1' });
    blocked.write('new', record('x'));
    assert.doesNotThrow(() => blocked.flush());
    assert.equal(warn.mock.callCount(), 1);
  });
});

describe('the document as typed', () => {
  it('numbers stay as typed in the editor and are read as numbers for totals and previews', () => {
    assert.equal(num('7,5'), 7.5);
    assert.equal(num(''), 0);
    assert.equal(num('abc'), 0);
    const draft = { ...sampleQuiz(), basePoints: '10' as unknown as number };
    draft.sections[0]!.questions[0]!.points = '10' as unknown as number;
    const document = toDocument(draft);
    assert.equal(document.basePoints, 10);
    assert.equal(document.sections[0]!.questions[0]!.points, 10);
    assert.equal(document.sections[0]!.questions[0]!.text, 'Cât face 2 + 3?', 'text is left alone');
  });

  it('a schema path names its control and its parents', () => {
    assert.equal(fieldId('sections.0.questions.2.options'), 'qe-sections-0-questions-2-options');
    assert.deepEqual(parentPaths('sections.0.title'), ['sections.0', 'sections']);
  });
});
