import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { clearUserData, countUnsaved, userKey } from '../../../src/client/core/user-data';
import { createLocalDrafts, type DraftRecord } from '../../../src/client/features/quiz-editor/draft-storage';
import type { EditorTabs } from '../../../src/client/features/quiz-editor/draft-tabs';
import { fieldId, num, parentPaths, toDocument } from '../../../src/client/features/quiz-editor/quiz-draft';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';

const record = (title: string, savedAt = 1): DraftRecord => ({ quizId: null, baseVersion: null, document: sampleQuiz(title), dirty: true, savedAt });

/** The tabs of one browser: which are open is the test's to say (the browser's Web Locks). */
function browser() {
  const open = new Set<string>();
  const tab = (id: string, previous: string | null = null): EditorTabs => {
    open.add(id);
    return { id, previous, open: async () => new Set(open) };
  };
  return { tab, close: (id: string) => open.delete(id) };
}

const titles = (found: { record: DraftRecord }[]) => found.map((draft) => draft.record.document.title).sort();

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

  it("gathers writes for a moment (one JSON per pause), reads what is waiting, and flushes on demand, under the tab's own name", () => {
    const tabs = browser();
    const drafts = createLocalDrafts({ delayMs: 300, owner: () => 'u1', tabs: tabs.tab('t1') });
    drafts.write('new', record('Prima'));
    drafts.write('new', record('A doua'));
    assert.equal(localStorage.getItem(userKey('u1', 'quiz-draft.new.t1')), null, 'not yet written');
    assert.equal(drafts.read('new')?.document.title, 'A doua', 'but read back at once');
    mock.timers.tick(300);
    assert.equal(JSON.parse(localStorage.getItem(userKey('u1', 'quiz-draft.new.t1'))!).document.title, 'A doua');
    drafts.write('q1', record('Alta'));
    drafts.flush();
    assert.ok(localStorage.getItem(userKey('u1', 'quiz-draft.q1.t1')));
    drafts.remove('q1');
    assert.equal(localStorage.getItem(userKey('u1', 'quiz-draft.q1.t1')), null);
  });

  it('ignores what is not a draft, and survives a full storage', async () => {
    localStorage.setItem(userKey('u1', 'quiz-draft.bad'), '{not json');
    localStorage.setItem(userKey('u1', 'quiz-draft.odd.t9'), JSON.stringify({ hello: 1 }));
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      getItem: () => null,
      removeItem: () => {},
      key: () => null,
      length: 0,
    } as unknown as Storage;
    const warn = mock.method(console, 'warn', () => {});
    const drafts = createLocalDrafts({ owner: () => 'u1', tabs: browser().tab('t1') });
    assert.deepEqual(await drafts.find('bad'), []);
    assert.deepEqual(await drafts.find('odd'), []);
    const blocked = createLocalDrafts({ storage: () => full, owner: () => 'u1', tabs: browser().tab('t1') });
    blocked.write('new', record('x'));
    assert.doesNotThrow(() => blocked.flush());
    assert.equal(warn.mock.callCount(), 1);
  });
});

// An outside tester: two tabs writing new tests shared one copy on this device. Tab B showed tab A's test
// as its own, "Start a new test instead" there wiped it, and without it the last tab to type won.
describe('every tab keeps its own copy', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it("two tabs writing new tests keep both; an open tab's copy is nobody else's; a closed tab's is found", async () => {
    const tabs = browser();
    const a = createLocalDrafts({ owner: () => 'u1', tabs: tabs.tab('A') });
    const b = createLocalDrafts({ owner: () => 'u1', tabs: tabs.tab('B') });
    a.write('new', record('Test Alfa', 1));
    a.flush();
    assert.deepEqual(await b.find('new'), [], "tab A is open: B neither shows nor takes A's test");
    b.write('new', record('Test Beta', 2));
    b.flush();
    b.remove('new');
    assert.equal(a.read('new')?.document.title, 'Test Alfa', "B's own removal leaves A's copy");
    b.write('new', record('Test Beta', 2));
    b.flush();
    assert.equal(a.read('new')?.document.title, 'Test Alfa', "and B's writing does not overwrite it");

    // Both closed; a new tab finds both, neither as its own.
    tabs.close('A');
    tabs.close('B');
    const c = createLocalDrafts({ owner: () => 'u1', tabs: tabs.tab('C') });
    const found = await c.find('new');
    assert.deepEqual(titles(found), ['Test Alfa', 'Test Beta']);
    assert.deepEqual(
      found.map((draft) => draft.own),
      [false, false],
    );
    assert.deepEqual(countUnsaved('u1'), { grades: 0, drafts: 2 }, 'sign-out counts each tab’s unsaved test');
  });

  it('a reloaded tab knows its earlier copy as its own; a duplicated tab (same remembered id, original open) takes nothing', async () => {
    const tabs = browser();
    const before = createLocalDrafts({ owner: () => 'u1', tabs: tabs.tab('A1') });
    before.write('new', record('Înainte de reîncărcare'));
    before.flush();
    tabs.close('A1');
    const reloaded = createLocalDrafts({ owner: () => 'u1', tabs: tabs.tab('A2', 'A1') });
    assert.deepEqual(
      (await reloaded.find('new')).map((draft) => [draft.record.document.title, draft.own]),
      [['Înainte de reîncărcare', true]],
    );
    reloaded.take('new', (await reloaded.find('new'))[0]!.record, ['quiz-draft.new.A1']);
    const duplicate = createLocalDrafts({ owner: () => 'u1', tabs: tabs.tab('D', 'A2') });
    assert.deepEqual(await duplicate.find('new'), [], 'the original is open');
  });

  it("setting aside moves only this tab's copy, where the next look finds it; taking one in writes first, then drops what it holds", async () => {
    const tabs = browser();
    const a = createLocalDrafts({ owner: () => 'u1', tabs: tabs.tab('A') });
    a.write('new', record('Test Alfa', 1));
    a.flush();
    tabs.close('A');
    const b = createLocalDrafts({ owner: () => 'u1', tabs: tabs.tab('B') });
    b.write('new', record('Test Beta', 2));
    b.setAside('new');
    assert.equal(b.read('new'), null, "B's editor starts over");
    const found = await b.find('new');
    assert.deepEqual(titles(found), ['Test Alfa', 'Test Beta'], 'set aside, not lost; and A’s copy untouched');
    const alfa = found.find((draft) => draft.record.document.title === 'Test Alfa')!;
    b.take('new', alfa.record, [alfa.name]);
    assert.equal(b.read('new')?.document.title, 'Test Alfa');
    assert.deepEqual(titles(await b.find('new')), ['Test Alfa', 'Test Beta'], "B's own copy now, the set-aside one still there");
    assert.equal(localStorage.getItem(userKey('u1', alfa.name)), null, "A's copy went once B held it");
  });

  it("a quiz's copies are its own (q1 is not q10), a copy from before copies were per tab is found as this tab's, and sign-out clears every tab's", async () => {
    const tabs = browser();
    localStorage.setItem(userKey('u1', 'quiz-draft.q1'), JSON.stringify({ ...record('Dinainte'), unsaved: 1 }));
    const a = createLocalDrafts({ owner: () => 'u1', tabs: tabs.tab('A') });
    a.write('q10', record('Alt test'));
    a.flush();
    tabs.close('A');
    const b = createLocalDrafts({ owner: () => 'u1', tabs: tabs.tab('B') });
    const found = await b.find('q1');
    assert.deepEqual(
      found.map((draft) => [draft.name, draft.own]),
      [['quiz-draft.q1', true]],
    );
    b.write('new', record('Nou'));
    b.flush();
    clearUserData('u1');
    assert.deepEqual(
      Object.keys(localStorage).filter((key) => key.includes('quiz-draft')),
      [],
    );
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
