import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../src/client/core/http';
import { shapeOf } from '../../../src/client/features/quiz-editor/draft-merge';
import type { DraftRecord, DraftStore, FoundDraft } from '../../../src/client/features/quiz-editor/draft-storage';
import type { QuizDraft } from '../../../src/client/features/quiz-editor/quiz-draft';
import { type CreateInput, type LoadInput, type SaveInput, sendQuizActor } from '../../../src/client/features/quiz-editor/quiz-editor.api';
import { type EditorEmitted, quizEditorMachine, quizSyncMachine } from '../../../src/client/features/quiz-editor/quiz-editor.machine';
import { savePhase } from '../../../src/client/features/quiz-editor/save-phase';
import { QuizConflictError, type QuizView } from '../../../src/client/features/quizzes/quizzes.api';
import { documentOfView } from '../../../src/domain/api/quizzes';
import type { QuizDocument } from '../../../src/domain/quiz/types';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * This device's copies by storage name: this tab's are `<key>.tab`; `<key>.<other>` another tab's (open when
 * named in `open`), `<key>` alone a copy from before copies were kept per tab (draft-storage.ts).
 */
function memoryDrafts(initial: Record<string, DraftRecord> = {}, open: string[] = []) {
  const records = new Map(Object.entries(initial));
  const mine = (key: string) => `${key}.tab`;
  let asides = 0;
  const store: DraftStore = {
    read: (key) => records.get(mine(key)) ?? null,
    write: (key, record) => void records.set(mine(key), structuredClone(record)),
    remove: (key) => void records.delete(mine(key)),
    flush: () => {},
    find: async (key) =>
      [...records].flatMap(([name, record]): FoundDraft[] => {
        const tab = name === key ? '' : name.startsWith(`${key}.`) ? name.slice(key.length + 1) : null;
        return tab === null || open.includes(tab) ? [] : [{ name, record, own: tab === 'tab' || tab === '' }];
      }),
    drop: (name) => void records.delete(name),
    setAside: (key) => {
      const record = records.get(mine(key));
      if (!record) return;
      records.set(`${key}.aside${++asides}`, record);
      records.delete(mine(key));
    },
    take: (key, record, names) => {
      records.set(mine(key), structuredClone(record));
      for (const name of names) if (name !== mine(key)) records.delete(name);
    },
  };
  return { store, records, mine: (key: string) => records.get(mine(key)) };
}

function view(document: QuizDocument, version: number, id = 'q-1'): QuizView {
  return { ...document, id, version, totalPoints: 90, isOwner: true, access: 'owner', createdAt: '2026-01-01', updatedAt: '2026-01-01' };
}

function networkError() {
  return new ApiError({ type: 'network', status: null, message: 'Network connection issue.' });
}

interface Harness {
  document: QuizDraft;
  loads: LoadInput[];
  creates: CreateInput[];
  saves: SaveInput[];
  emitted: EditorEmitted[];
  drafts: ReturnType<typeof memoryDrafts>;
  actor: ReturnType<typeof createActor<typeof quizEditorMachine>>;
  tags: () => string[];
  change: (edit?: (document: QuizDraft) => void) => void;
  /** Waits until the editor has read this device's copies (and the server's test): no longer loading. */
  opened: () => Promise<void>;
}

interface Options {
  quizId?: string | null;
  document?: QuizDraft;
  drafts?: Record<string, DraftRecord>;
  /** Other tabs open now: their copies are theirs. */
  openTabs?: string[];
  load?: (input: LoadInput) => Promise<QuizView>;
  create?: (input: CreateInput) => Promise<QuizView>;
  save?: (input: SaveInput) => Promise<QuizView>;
}

function start(options: Options = {}): Harness {
  const h = {
    document: options.document ?? sampleQuiz('Test de recapitulare'),
    loads: [] as LoadInput[],
    creates: [] as CreateInput[],
    saves: [] as SaveInput[],
    emitted: [] as EditorEmitted[],
    drafts: memoryDrafts(options.drafts, options.openTabs),
  } as Harness;
  const machine = quizEditorMachine.provide({
    actors: {
      loadQuiz: fromPromise<QuizView, LoadInput>(async ({ input }) => {
        h.loads.push(input);
        return (options.load ?? (async () => view(sampleQuiz('Din server'), 4)))(input);
      }),
      // The autosave engine sends through the same calls the app makes (POST for a new test, else PUT).
      sync: quizSyncMachine.provide({
        actors: {
          send: sendQuizActor({
            create: async (input) => {
              h.creates.push(input);
              return (options.create ?? (async ({ document }) => view(document, 1, 'new-id')))(input);
            },
            save: async (input) => {
              h.saves.push(input);
              return (options.save ?? (async ({ document, version, quizId }) => view(document, version + 1, quizId)))(input);
            },
          }),
        },
      }),
    },
  });
  h.actor = createActor(machine, { input: { quizId: options.quizId ?? null, readDocument: () => h.document, drafts: h.drafts.store, now: () => 1000 } });
  for (const type of ['document.replace', 'quiz.created', 'save.failed'] as const) {
    h.actor.on(type, (event) => {
      h.emitted.push(event);
      if (event.type === 'document.replace') h.document = event.document;
    });
  }
  h.actor.start();
  h.tags = () => [savePhase(h.actor.getSnapshot())];
  // Each step is a promise of its own (the copies, the test, combining them, whose code loads then).
  h.opened = async () => {
    await waitFor(h.actor, (snapshot) => savePhase(snapshot) !== 'loading');
    await settle();
  };
  h.change = (edit) => {
    edit?.(h.document);
    h.actor.send({ type: 'document.change' });
  };
  return h;
}

describe('quiz editor machine', () => {
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }));
  afterEach(() => {
    mock.timers.reset();
    mock.restoreAll();
  });

  it('a new test waits untouched; a change is kept on this device at once and saved 2000 ms after the last one', async () => {
    const h = start();
    await h.opened();
    assert.deepEqual(h.tags(), ['pristine']);
    h.change();
    assert.deepEqual(h.tags(), ['dirty']);
    assert.equal(h.drafts.mine('new')?.dirty, true, 'kept locally at once');
    mock.timers.tick(1500);
    h.change((d) => (d.title = 'Test de recapitulare 2'));
    mock.timers.tick(1999);
    await settle();
    assert.equal(h.creates.length, 0, 'each change restarts the 2000 ms');
    mock.timers.tick(1);
    await settle();
    assert.equal(h.creates.length, 1);
    assert.equal(h.creates[0]!.document.title, 'Test de recapitulare 2');
    assert.deepEqual(h.tags(), ['saved']);
    assert.deepEqual(
      h.emitted.filter((e) => e.type === 'quiz.created'),
      [{ type: 'quiz.created', quizId: 'new-id' }],
    );
    assert.deepEqual([...h.drafts.records.keys()], [], 'nothing the server lacks, so no copy: not the new-test one, none under the id');

    h.change((d) => (d.classLabel = 'a X-a A'));
    mock.timers.tick(2000);
    await settle();
    assert.equal(h.saves.length, 1, 'then PUT');
    assert.deepEqual({ quizId: h.saves[0]!.quizId, version: h.saves[0]!.version }, { quizId: 'new-id', version: 1 });
    assert.equal(h.actor.getSnapshot().context.version, 2);
  });

  it('a document that fails the schema stays on this device with the problems to fix; nothing is sent', async () => {
    const h = start();
    await h.opened();
    h.change((d) => {
      d.title = 'Ab';
      d.sections[0]!.questions[0]!.text = 'Cât';
    });
    mock.timers.tick(2000);
    await settle();
    assert.deepEqual(h.tags(), ['localOnly']);
    assert.equal(h.creates.length, 0);
    const { problems } = h.actor.getSnapshot().context;
    assert.deepEqual(problems.title, { key: 'validation.minLength', params: { n: 3 } });
    assert.deepEqual(problems['sections.0.questions.0.text'], { key: 'validation.minLength', params: { n: 5 } });
    assert.equal(h.drafts.mine('new')?.document.title, 'Ab');

    h.change((d) => {
      d.title = 'Recapitulare';
      d.sections[0]!.questions[0]!.text = 'Cât face 2 + 3?';
    });
    mock.timers.tick(2000);
    await settle();
    assert.deepEqual(h.tags(), ['saved']);
    assert.deepEqual(h.actor.getSnapshot().context.problems, {});
  });

  it('numbers typed as text are coerced by the schema before they are sent', async () => {
    const h = start();
    await h.opened();
    h.change((d) => {
      d.basePoints = '10';
      d.sections[1]!.questions[0]!.points = '20';
    });
    h.actor.send({ type: 'save.now' });
    await settle();
    assert.equal(h.creates[0]!.document.basePoints, 10);
    assert.equal(h.creates[0]!.document.sections[1]!.questions[0]!.points, 20);
  });

  it('changes made while a save is on its way are saved next, with the new version', async () => {
    let release!: () => void;
    const h = start({
      quizId: 'q-1',
      load: async () => view(sampleQuiz('Din server'), 4),
      save: ({ document, version }) => new Promise((resolve) => (release = () => resolve(view(document, version + 1)))),
    });
    await h.opened();
    assert.deepEqual(h.tags(), ['saved']);
    h.change((d) => (d.title = 'Prima modificare'));
    mock.timers.tick(2000);
    await settle();
    assert.deepEqual(h.tags(), ['saving']);
    h.change((d) => (d.title = 'A doua modificare'));
    assert.deepEqual(h.tags(), ['saving'], 'the request in flight is not abandoned');
    release();
    await settle();
    assert.deepEqual(h.tags(), ['dirty']);
    mock.timers.tick(2000);
    await settle();
    assert.equal(h.saves.length, 2);
    assert.equal(h.saves[1]!.version, 5);
    assert.equal(h.saves[1]!.document.title, 'A doua modificare');
    release();
    await settle();
    assert.deepEqual(h.tags(), ['saved']);
  });

  it('a 409 waits for the choice: overwrite saves mine on the server version', async () => {
    let conflicts = 1;
    const h = start({
      quizId: 'q-1',
      save: async ({ document, version }) => {
        if (conflicts-- > 0) throw new QuizConflictError(new ApiError({ type: 'api', status: 409, code: 'conflict', message: 'Someone else changed this' }), 7);
        return view(document, version + 1);
      },
    });
    await settle();
    h.change((d) => (d.title = 'Varianta mea'));
    mock.timers.tick(2000);
    await settle();
    assert.deepEqual(h.tags(), ['conflict']);
    assert.equal(h.actor.getSnapshot().context.conflictVersion, 7);
    mock.timers.tick(60_000);
    await settle();
    assert.equal(h.saves.length, 1, 'no retry on its own: the teacher decides');
    h.actor.send({ type: 'conflict.overwrite' });
    await settle();
    assert.equal(h.saves.length, 2);
    assert.equal(h.saves[1]!.version, 7);
    assert.equal(h.saves[1]!.document.title, 'Varianta mea');
    assert.deepEqual(h.tags(), ['saved']);
  });

  it('a 409 answered with "reload" takes the server version into the editor', async () => {
    let loads = 0;
    const h = start({
      quizId: 'q-1',
      load: async () => (++loads > 1 ? view(sampleQuiz('Varianta colegului'), 9) : view(sampleQuiz('Din server'), 4)),
      save: async () => {
        throw new QuizConflictError(new ApiError({ type: 'api', status: 409, code: 'conflict', message: 'conflict' }), 9);
      },
    });
    await settle();
    h.change((d) => (d.title = 'Varianta mea'));
    mock.timers.tick(2000);
    await settle();
    h.actor.send({ type: 'conflict.reload' });
    await settle();
    assert.deepEqual(h.tags(), ['saved']);
    assert.equal(h.document.title, 'Varianta colegului');
    assert.equal(h.actor.getSnapshot().context.version, 9);
    assert.equal(h.drafts.mine('q-1'), undefined, 'nothing kept: the server has it all');
  });

  // The grid's engine (core/sync.machine.ts): 3 attempts (1 s, 2 s), then it keeps probing with the capped backoff.
  it('a failed save shows an error at once, retries on its own with backoff, says so once it gives up, and retries on demand', async () => {
    mock.method(Math, 'random', () => 0);
    let failures = 3;
    const h = start({
      save: async ({ document, version }) => {
        if (failures-- > 0) throw new ApiError({ type: 'api', status: 503, message: 'Server error.' });
        return view(document, version + 1);
      },
      quizId: 'q-1',
    });
    await settle();
    h.change((d) => (d.title = 'Fără server'));
    mock.timers.tick(2000);
    await settle();
    assert.deepEqual(h.tags(), ['error']);
    assert.equal(h.emitted.filter((e) => e.type === 'save.failed').length, 0, 'quiet while it retries');
    mock.timers.tick(1000);
    await settle();
    assert.equal(h.saves.length, 2, 'first automatic retry after 1 s');
    mock.timers.tick(2000);
    await settle();
    assert.equal(h.saves.length, 3, 'second after 2 s more');
    assert.deepEqual(h.tags(), ['error']);
    assert.equal(h.emitted.filter((e) => e.type === 'save.failed').length, 1, 'said once');
    h.actor.send({ type: 'save.retry' });
    await settle();
    assert.equal(h.saves.length, 4);
    assert.deepEqual(h.tags(), ['saved']);
  });

  // An outside tester: the editor said "Error saving test. Network connection issue…" in red, not that the work was kept.
  it('without a network it retries, then waits offline (not an error: the work is kept) and saves when asked', async () => {
    mock.method(Math, 'random', () => 0);
    let failures = 3;
    const h = start({
      save: async ({ document, version }) => {
        if (failures-- > 0) throw networkError();
        return view(document, version + 1);
      },
      quizId: 'q-1',
    });
    await settle();
    h.change((d) => (d.title = 'Fără rețea'));
    mock.timers.tick(2000);
    await settle();
    assert.deepEqual(h.tags(), ['offline'], 'retrying without an answer is being offline');
    mock.timers.tick(1000);
    await settle();
    mock.timers.tick(2000);
    await settle();
    assert.equal(h.saves.length, 3);
    assert.deepEqual(h.tags(), ['offline']);
    assert.equal(h.emitted.filter((e) => e.type === 'save.failed').length, 0, 'no failure to report');
    h.actor.send({ type: 'save.retry' });
    await settle();
    assert.equal(h.saves.length, 4);
    assert.deepEqual(h.tags(), ['saved']);
  });

  it("the server's field messages (400) keep the document on this device with them", async () => {
    const h = start({
      create: async () => {
        throw new ApiError({
          type: 'validation',
          status: 400,
          code: 'validation',
          message: 'Please check',
          fields: { 'sections.0.title': 'Titlul este obligatoriu' },
        });
      },
    });
    await settle();
    h.actor.send({ type: 'save.now' });
    await settle();
    assert.deepEqual(h.tags(), ['localOnly']);
    assert.deepEqual(h.actor.getSnapshot().context.problems, { 'sections.0.title': 'Titlul este obligatoriu' });
  });

  it('loading: a missing quiz is "not found", a failure can be retried', async () => {
    const missing = start({ quizId: 'nope', load: async () => Promise.reject(new ApiError({ type: 'api', status: 404, message: 'Not found.' })) });
    await missing.opened();
    assert.deepEqual(missing.tags(), ['notFound']);

    let fail = true;
    const flaky = start({
      quizId: 'q-1',
      load: async () => {
        if (fail) throw networkError();
        return view(sampleQuiz('Din server'), 4);
      },
    });
    await settle();
    assert.deepEqual(flaky.tags(), ['loadFailed']);
    fail = false;
    flaky.actor.send({ type: 'load.retry' });
    await settle();
    assert.deepEqual(flaky.tags(), ['saved']);
    assert.equal(flaky.document.title, 'Din server');
  });

  it("this device's unsaved copy comes back: on the same version it continues, on an older one the teacher chooses", async () => {
    const local = sampleQuiz('Copia de pe acest dispozitiv');
    const same = start({ quizId: 'q-1', drafts: { 'q-1': { quizId: 'q-1', baseVersion: 4, document: local, dirty: true, savedAt: 1 } } });
    await same.opened();
    assert.deepEqual(same.tags(), ['dirty']);
    assert.equal(same.document.title, 'Copia de pe acest dispozitiv');
    assert.equal(same.actor.getSnapshot().context.restored, true);
    mock.timers.tick(2000);
    await settle();
    assert.equal(same.saves[0]?.version, 4);

    const older = start({ quizId: 'q-1', drafts: { 'q-1': { quizId: 'q-1', baseVersion: 2, document: local, dirty: true, savedAt: 1 } } });
    await older.opened();
    assert.deepEqual(older.tags(), ['conflict']);
    assert.equal(older.document.title, 'Din server', 'the server version is shown meanwhile');
    older.actor.send({ type: 'conflict.overwrite' });
    await settle();
    assert.equal(older.saves[0]?.document.title, 'Copia de pe acest dispozitiv');
    assert.equal(older.saves[0]?.version, 4);

    // The tab closed while the save was on its way: the server has exactly this copy, so there is nothing to choose.
    const arrived = start({ quizId: 'q-1', drafts: { 'q-1': { quizId: 'q-1', baseVersion: 3, document: sampleQuiz('Din server'), dirty: true, savedAt: 1 } } });
    await arrived.opened();
    assert.deepEqual(arrived.tags(), ['saved']);
    assert.deepEqual([...arrived.drafts.records.keys()], [], 'the copy went: the server has it');

    const fresh = start({ drafts: { new: { quizId: null, baseVersion: null, document: local, dirty: true, savedAt: 1 } } });
    await fresh.opened();
    assert.deepEqual(fresh.tags(), ['dirty']);
    assert.equal(fresh.document.title, 'Copia de pe acest dispozitiv');
  });

  it("someone else's quiz opens read-only: changes are never sent", async () => {
    const h = start({ quizId: 'q-1', load: async () => ({ ...view(sampleQuiz('Al colegei'), 3), isOwner: false, access: 'grade' }) });
    await h.opened();
    assert.deepEqual(h.tags(), ['readOnly']);
    h.change((d) => (d.title = 'Nu se salvează'));
    mock.timers.tick(5000);
    await settle();
    assert.equal(h.saves.length, 0);
  });

  it("a colleague's quiz shared to edit opens editable, and a change is saved", async () => {
    const h = start({ quizId: 'q-1', load: async () => ({ ...view(sampleQuiz('Al colegei'), 3), isOwner: false, access: 'edit' }) });
    await h.opened();
    assert.notDeepEqual(h.tags(), ['readOnly']);
    h.change((d) => (d.title = 'Se salvează'));
    mock.timers.tick(5000);
    await settle();
    assert.equal(h.saves.length, 1);
  });
});

// An outside tester: two tabs editing one saved test offline (question 25 in one, 26 in the other), both
// closed, back online: only the last tab's edit survived, on the device and on the server. Each tab keeps
// its own copy now, with what the server's version held (draft-merge); reopening applies them in turn.
describe('copies from several tabs', () => {
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }));
  afterEach(() => {
    mock.timers.reset();
    mock.restoreAll();
  });

  const server = () => sampleQuiz('Din server');
  /** A tab's copy of q-1, made on version 4 with one question's text changed. */
  function copy(question: number, text: string, savedAt: number, version = 4): DraftRecord {
    const document = server();
    document.sections[0]!.questions[question]!.text = text;
    return { quizId: 'q-1', baseVersion: version, document, dirty: true, savedAt, base: shapeOf(documentOfView(view(server(), version))) };
  }
  const texts = (document: QuizDraft) => document.sections[0]!.questions.map((question) => question.text);

  it('two closed tabs changed different questions: both come back, and one save sends both', async () => {
    const h = start({ quizId: 'q-1', drafts: { 'q-1.A': copy(0, 'Întrebarea din fila A', 1), 'q-1.B': copy(1, 'Întrebarea din fila B', 2) } });
    await h.opened();
    assert.deepEqual(h.tags(), ['dirty']);
    assert.equal(h.actor.getSnapshot().context.restored, true);
    assert.deepEqual(texts(h.document).slice(0, 2), ['Întrebarea din fila A', 'Întrebarea din fila B']);
    assert.deepEqual([...h.drafts.records.keys()], ['q-1.tab'], 'one copy now, this tab’s, holding both');
    mock.timers.tick(2000);
    await settle();
    assert.equal(h.saves.length, 1);
    assert.deepEqual(texts(h.saves[0]!.document as QuizDraft).slice(0, 2), ['Întrebarea din fila A', 'Întrebarea din fila B']);
    assert.equal(h.saves[0]!.version, 4);
    assert.deepEqual([...h.drafts.records.keys()], [], 'saved: nothing left on the device');
  });

  it("a copy of a tab still open is that tab's: not taken, not removed", async () => {
    const h = start({ quizId: 'q-1', drafts: { 'q-1.A': copy(0, 'Încă în lucru în fila A', 1) }, openTabs: ['A'] });
    await h.opened();
    assert.deepEqual(h.tags(), ['saved']);
    assert.equal(h.document.title, 'Din server');
    assert.equal(h.drafts.records.get('q-1.A')!.document.sections[0]!.questions[0]!.text, 'Încă în lucru în fila A');
  });

  it('copies made on an older version are combined with what was saved since, when they changed other things', async () => {
    const h = start({ quizId: 'q-1', drafts: { 'q-1.A': copy(0, 'Din fila A, pe versiunea 3', 1, 3) }, load: async () => view(server(), 4) });
    await h.opened();
    assert.deepEqual(h.tags(), ['dirty'], 'no choice to make: nothing collides');
    assert.equal(texts(h.document)[0], 'Din fila A, pe versiunea 3');
  });

  it('two copies that changed the same question: the first comes back, the other stays on the device, then is offered as a choice that keeps the rest', async () => {
    const a = copy(0, 'Varianta din fila A', 1);
    a.document.sections[0]!.questions[2]!.text = 'Doar fila A a schimbat-o';
    const b = copy(0, 'Varianta din fila B', 2);
    const h = start({ quizId: 'q-1', drafts: { 'q-1.A': a, 'q-1.B': b } });
    await h.opened();
    assert.equal(texts(h.document)[0], 'Varianta din fila A');
    assert.equal(h.actor.getSnapshot().context.left, 1);
    assert.equal(h.drafts.records.get('q-1.B')!.document.sections[0]!.questions[0]!.text, 'Varianta din fila B', 'kept, untouched');
    mock.timers.tick(2000);
    await settle();
    const saved = h.saves[0]!.document as QuizDraft;

    // Opened again once A's is saved: B's copy is the teacher's choice (made on version 4, the server has 5).
    const again = start({ quizId: 'q-1', drafts: { 'q-1.B': b }, load: async () => view(saved as QuizDocument, 5) });
    await again.opened();
    assert.deepEqual(again.tags(), ['conflict']);
    assert.equal(texts(again.document)[0], 'Varianta din fila A', "the server's version is shown meanwhile");
    again.actor.send({ type: 'conflict.overwrite' });
    await settle();
    const overwritten = again.saves[0]!.document as QuizDraft;
    assert.equal(texts(overwritten)[0], 'Varianta din fila B', 'mine where both changed');
    assert.equal(texts(overwritten)[2], 'Doar fila A a schimbat-o', "A's other change is not undone by B's stale copy");
    assert.deepEqual([...again.drafts.records.keys()], []);
  });

  it('a new test: this tab’s copy comes back; the other unsaved new tests are offered, not taken', async () => {
    const newCopy = (title: string, savedAt: number): DraftRecord => ({ quizId: null, baseVersion: null, document: sampleQuiz(title), dirty: true, savedAt });
    const h = start({
      drafts: { 'new.tab': newCopy('Al acestei file', 3), 'new.A': newCopy('Test Alfa', 1), 'new.B': newCopy('Test Beta', 2) },
      openTabs: ['B'],
    });
    await h.opened();
    assert.equal(h.document.title, 'Al acestei file');
    assert.deepEqual(
      h.actor.getSnapshot().context.offered.map((draft) => draft.record.document.title),
      ['Test Alfa'],
      "tab B is open: its test is B's",
    );
    assert.deepEqual([...h.drafts.records.keys()].sort(), ['new.A', 'new.B', 'new.tab']);
  });
});
