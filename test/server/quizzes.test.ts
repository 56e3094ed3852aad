import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { sampleQuiz } from './helpers/quiz-fixture';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string>; currentVersion?: number } };
type Quiz = ReturnType<typeof sampleQuiz> & { id: string; version: number; totalPoints: number; isOwner: boolean };

let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;

before(async () => {
  t = await testApp();
  [owner, stranger] = [await newTeacher(t.app), await newTeacher(t.app)];
});
after(() => t.close());

const call = (who: SignedIn | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(who?.headers ?? {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function createQuiz(who: SignedIn, title?: string): Promise<Quiz> {
  const response = await call(who, 'POST', '/api/quizzes', sampleQuiz(title));
  assert.equal(response.statusCode, 201, response.body);
  return json<Quiz>(response);
}

describe('quizzes', () => {
  test('create stores the document, its total and version 1; read returns it', async () => {
    const quiz = await createQuiz(owner);
    assert.equal(quiz.version, 1);
    assert.equal(quiz.totalPoints, 90);
    assert.equal(quiz.basePoints, 10);
    assert.equal(quiz.isOwner, true);
    const read = json<Quiz>(await call(owner, 'GET', `/api/quizzes/${quiz.id}`));
    assert.deepEqual(read.sections, sampleQuiz().sections);
    const list = json<{ id: string; questionCount: number; classLabel: string }[]>(await call(owner, 'GET', '/api/quizzes'));
    const listed = list.find((q) => q.id === quiz.id);
    assert.equal(listed?.questionCount, 7);
    assert.equal(listed?.classLabel, 'a IX-a B');
  });

  test('the server applies the SPEC 5 rules with their messages', async () => {
    const bad = sampleQuiz('Test: greșit');
    bad.sections[0]!.questions[0] = { ...bad.sections[0]!.questions[0]!, points: 12 } as never;
    const response = await call(owner, 'POST', '/api/quizzes', bad);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(json<ErrorBody>(response).error.fields, {
      title: 'Title can only contain letters, numbers, spaces, hyphens, and underscores',
      'sections.0.questions.0.options': "The points of the answers must add up to the question's 12 points (now 10)",
    });
    const tooFew = {
      ...sampleQuiz(),
      sections: [{ id: 's', title: 'Unic', context: '', questions: [{ id: 'q', type: 'lines', text: 'Scrieți ceva aici.', points: 5, lines: 2, rules: [] }] }],
    };
    assert.equal(json<ErrorBody>(await call(owner, 'POST', '/api/quizzes', tooFew)).error.fields?.totalPoints, 'Total points must be at least 10 (now 5)');
  });

  test('the title filter matches part of the title, any case, and treats % and _ literally', async () => {
    await createQuiz(owner, 'Fracții ordinare');
    await createQuiz(owner, 'Geometrie plană');
    const found = json<{ title: string }[]>(await call(owner, 'GET', '/api/quizzes?title=FRACȚII'));
    assert.deepEqual(
      found.map((q) => q.title),
      ['Fracții ordinare'],
    );
    assert.equal(json<unknown[]>(await call(owner, 'GET', '/api/quizzes?title=%25')).length, 0);
    const summaries = json<{ id: string; title: string }[]>(await call(owner, 'GET', '/api/quizzes/summaries'));
    assert.ok(summaries.some((s) => s.title === 'Geometrie plană'));
  });

  test('a save based on a stale version answers 409 and overwrites nothing', async () => {
    const quiz = await createQuiz(owner);
    const first = await call(owner, 'PUT', `/api/quizzes/${quiz.id}`, { ...sampleQuiz('Prima salvare'), version: 1 });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(json<Quiz>(first).version, 2);
    const stale = await call(owner, 'PUT', `/api/quizzes/${quiz.id}`, { ...sampleQuiz('A doua salvare'), version: 1 });
    assert.equal(stale.statusCode, 409);
    assert.equal(json<ErrorBody>(stale).error.code, 'conflict');
    assert.equal(json<ErrorBody>(stale).error.currentVersion, 2);
    const read = json<Quiz>(await call(owner, 'GET', `/api/quizzes/${quiz.id}`));
    assert.equal(read.title, 'Prima salvare');
    const versions = await t.database.db.selectFrom('quiz_version').select('version').where('quiz_id', '=', quiz.id).orderBy('version').execute();
    assert.deepEqual(
      versions.map((v) => v.version),
      [1, 2],
      'every saved version is kept',
    );
  });

  test('two saves racing on the same version: exactly one wins', async () => {
    const quiz = await createQuiz(owner);
    const results = await Promise.all([1, 2, 3].map((n) => call(owner, 'PUT', `/api/quizzes/${quiz.id}`, { ...sampleQuiz(`Versiunea ${n}`), version: 1 })));
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409, 409]);
  });

  test('a save needs the version it was based on', async () => {
    const quiz = await createQuiz(owner);
    const response = await call(owner, 'PUT', `/api/quizzes/${quiz.id}`, sampleQuiz());
    assert.equal(response.statusCode, 400);
    assert.ok(json<ErrorBody>(response).error.fields?.version);
  });

  test('clone makes an unassigned copy with a suffixed title, in the caller language', async () => {
    const quiz = await createQuiz(owner, 'Recapitulare');
    const clone = await call(owner, 'PUT', `/api/quizzes/${quiz.id}/clone`, undefined, { 'accept-language': 'ro' });
    assert.equal(clone.statusCode, 201);
    const copy = json<Quiz>(clone);
    assert.notEqual(copy.id, quiz.id);
    assert.equal(copy.title, 'Recapitulare - copie');
    assert.equal(copy.version, 1);
    assert.deepEqual(copy.sections, quiz.sections);
  });

  test('delete removes the quiz', async () => {
    const quiz = await createQuiz(owner);
    assert.equal((await call(owner, 'DELETE', `/api/quizzes/${quiz.id}`)).statusCode, 204);
    assert.equal((await call(owner, 'GET', `/api/quizzes/${quiz.id}`)).statusCode, 404);
  });

  test("another user's quiz answers 404 for every verb", async () => {
    const quiz = await createQuiz(owner);
    for (const [method, path, body] of [
      ['GET', `/api/quizzes/${quiz.id}`, undefined],
      ['PUT', `/api/quizzes/${quiz.id}`, { ...sampleQuiz(), version: 1 }],
      ['DELETE', `/api/quizzes/${quiz.id}`, undefined],
      ['PUT', `/api/quizzes/${quiz.id}/clone`, undefined],
      ['GET', `/api/quizzes/${quiz.id}/attachments`, undefined],
    ] as const) {
      const response = await call(stranger, method, path, body);
      assert.equal(response.statusCode, 404, `${method} ${path}`);
    }
    assert.ok(!json<{ id: string }[]>(await call(stranger, 'GET', '/api/quizzes')).some((q) => q.id === quiz.id));
    assert.equal(json<Quiz>(await call(owner, 'GET', `/api/quizzes/${quiz.id}`)).title, 'Evaluare Capitolul 2', 'untouched');
  });

  test('the Free plan quiz limit is enforced', async () => {
    const teacher = await newTeacher(t.app);
    await t.database.db.updateTable('subscription').set({ max_quizzes: 2 }).where('user_id', '=', teacher.userId).execute();
    await createQuiz(teacher);
    const second = await createQuiz(teacher);
    const third = await call(teacher, 'POST', '/api/quizzes', sampleQuiz());
    assert.equal(third.statusCode, 403);
    assert.equal(json<ErrorBody>(third).error.code, 'plan_limit');
    assert.equal((await call(teacher, 'PUT', `/api/quizzes/${second.id}/clone`)).statusCode, 403);
  });
});

describe('attachments', () => {
  const upload = (who: SignedIn, quizId: string, name: string, content: Buffer, contentType: string | undefined = 'application/octet-stream') =>
    t.app.inject({
      method: 'POST',
      url: `/api/quizzes/${quizId}/attachments`,
      headers: { ...who.headers, ...(contentType === undefined ? {} : { 'content-type': contentType }), 'x-file-name': encodeURIComponent(name) },
      payload: content,
    });

  test('a PDF is stored with the quiz and downloads with its name', async () => {
    const quiz = await createQuiz(owner);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1000, 32)]);
    const response = await upload(owner, quiz.id, 'Barem oficial 2026.pdf', pdf);
    assert.equal(response.statusCode, 201, response.body);
    const stored = json<{ id: string; fileName: string; sizeBytes: number; mediaType: string }>(response);
    assert.equal(stored.fileName, 'Barem oficial 2026.pdf');
    assert.equal(stored.sizeBytes, pdf.length);
    const list = json<unknown[]>(await call(owner, 'GET', `/api/quizzes/${quiz.id}/attachments`));
    assert.equal(list.length, 1);
    const download = await call(owner, 'GET', `/api/quizzes/${quiz.id}/attachments/${stored.id}`);
    assert.equal(download.headers['content-type'], 'application/pdf');
    assert.match(String(download.headers['content-disposition']), /filename\*=UTF-8''Barem%20oficial%202026\.pdf/);
    assert.deepEqual(download.rawPayload, pdf);
    assert.equal((await call(owner, 'DELETE', `/api/quizzes/${quiz.id}/attachments/${stored.id}`)).statusCode, 204);
  });

  test('text, doc and docx are recognised by content', async () => {
    const quiz = await createQuiz(owner);
    assert.equal((await upload(owner, quiz.id, 'notițe.txt', Buffer.from('Întrebări suplimentare: ș ț ă'))).statusCode, 201);
    assert.equal((await upload(owner, quiz.id, 'vechi.doc', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).statusCode, 201);
    const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....word/document.xml....')]);
    assert.equal((await upload(owner, quiz.id, 'fișă.docx', docx)).statusCode, 201);
  });

  // A script or another client sends the file's own type (or none): the bytes are what is judged, not the label.
  // Sent as text/plain or JSON the body was parsed as text and the file was refused as "empty".
  test('a file sent with its own media type, or none, is stored as the same bytes', async () => {
    const quiz = await createQuiz(owner);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100, 32)]);
    const sent: [string, Buffer, string | undefined][] = [
      ['barem.pdf', pdf, 'application/pdf'],
      ['notițe.txt', Buffer.from('Întrebări suplimentare: ș ț ă'), 'text/plain; charset=utf-8'],
      ['date.txt', Buffer.from('{"nota": 10}'), 'application/json'],
      ['fără tip.txt', Buffer.from('fără tip'), undefined],
    ];
    for (const [name, content, type] of sent) {
      const response = await upload(owner, quiz.id, name, content, type);
      assert.equal(response.statusCode, 201, `${type}: ${response.body}`);
      const stored = json<{ id: string }>(response);
      assert.deepEqual((await call(owner, 'GET', `/api/quizzes/${quiz.id}/attachments/${stored.id}`)).rawPayload, content, String(type));
    }
    const form = await upload(
      owner,
      quiz.id,
      'x.pdf',
      Buffer.from('--b\r\ncontent-disposition: form-data; name="f"\r\n\r\nx\r\n--b--'),
      'multipart/form-data; boundary=b',
    );
    assert.equal(form.statusCode, 400, 'a form envelope is not a PDF');
    // No name (no X-File-Name, or one that cleans to nothing) is a message about the name, not about the type.
    for (const name of ['', '../', '  ']) {
      const nameless = await upload(owner, quiz.id, name, pdf);
      assert.equal(json<ErrorBody>(nameless).error.fields?.file, 'The file name is not valid. Rename the file and try again.', JSON.stringify(name));
    }
    // A header that is no media type at all Fastify refuses before any parser: a 400 about the file, not a 500.
    assert.equal((await upload(owner, quiz.id, 'x.txt', Buffer.from('x'), 'not a media type')).statusCode, 400);
  });

  test('another type, a disguised file, an empty or an oversize file is refused and nothing is stored', async () => {
    const quiz = await createQuiz(owner);
    const exe = await upload(owner, quiz.id, 'joc.exe', Buffer.from([0x4d, 0x5a, 0x90, 0x00]));
    assert.equal(exe.statusCode, 400);
    assert.equal(json<ErrorBody>(exe).error.fields?.file, 'Only PDF, Word (doc, docx) and text (txt) files can be attached.');
    const disguised = await upload(owner, quiz.id, 'test.pdf', Buffer.from('just text'));
    assert.equal(disguised.statusCode, 400);
    assert.match(json<ErrorBody>(disguised).error.fields?.file ?? '', /not really a pdf file/);
    assert.match(json<ErrorBody>(disguised).error.message, /not really a pdf file/, 'the top-level message names the kind too');
    assert.equal((await upload(owner, quiz.id, 'gol.txt', Buffer.alloc(0))).statusCode, 400);
    const huge = await upload(owner, quiz.id, 'mare.pdf', Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(10_485_760)]));
    assert.equal(huge.statusCode, 413);
    assert.equal(json<ErrorBody>(huge).error.message, 'The file is larger than 10 MB. Choose a smaller file.');
    assert.equal(json<unknown[]>(await call(owner, 'GET', `/api/quizzes/${quiz.id}/attachments`)).length, 0);
  });

  test("another user cannot list, download, upload or delete a quiz's files", async () => {
    const quiz = await createQuiz(owner);
    const stored = json<{ id: string }>(await upload(owner, quiz.id, 'a.txt', Buffer.from('secret')));
    assert.equal((await call(stranger, 'GET', `/api/quizzes/${quiz.id}/attachments/${stored.id}`)).statusCode, 404);
    assert.equal((await call(stranger, 'DELETE', `/api/quizzes/${quiz.id}/attachments/${stored.id}`)).statusCode, 404);
    assert.equal((await upload(stranger, quiz.id, 'b.txt', Buffer.from('x'))).statusCode, 404);
  });
});
