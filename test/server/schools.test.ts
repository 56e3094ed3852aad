import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string>; limit?: number; resource?: string } };
type Row = Record<string, unknown> & { id: string };

let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;

before(async () => {
  t = await testApp();
  [owner, stranger] = [await newTeacher(t.app), await newTeacher(t.app)];
});
after(() => t.close());

async function call(app: FastifyInstance, who: SignedIn | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return app.inject({ method, url, headers: who?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function createSchool(who: SignedIn, name = 'Liceul Teoretic Nr. 1') {
  const response = await call(t.app, who, 'POST', '/api/schools', { name });
  assert.equal(response.statusCode, 201, response.body);
  return json<Row>(response);
}

async function createClassroom(who: SignedIn, schoolId: string, name = 'a IX-a B') {
  const response = await call(t.app, who, 'POST', `/api/schools/${schoolId}/classrooms`, { name, gradeLevel: '9', description: 'Real' });
  assert.equal(response.statusCode, 201, response.body);
  return json<Row>(response);
}

async function createPupil(who: SignedIn, classroomId: string, name = 'Andrei Ionescu') {
  const response = await call(t.app, who, 'POST', '/api/pupils', { classroomId, name, email: '' });
  assert.equal(response.statusCode, 201, response.body);
  return json<Row>(response);
}

describe('schools', () => {
  test('create: the creator becomes a member; the description defaults to "Educational institution"', async () => {
    const school = await createSchool(owner, '  Școala Gimnazială „Ion Creangă”  ');
    assert.equal(school.name, 'Școala Gimnazială „Ion Creangă”');
    assert.equal(school.description, 'Educational institution');
    assert.equal(school.classroomCount, 0);
    const member = await t.database.db.selectFrom('school_member').selectAll().where('school_id', '=', school.id).execute();
    assert.deepEqual(
      member.map((m) => m.user_id),
      [owner.userId],
    );
    const list = json<Row[]>(await call(t.app, owner, 'GET', '/api/schools'));
    assert.ok(list.some((s) => s.id === school.id));
    const summaries = json<Row[]>(await call(t.app, owner, 'GET', '/api/schools/summaries'));
    assert.deepEqual(Object.keys(summaries[0]!).sort(), ['id', 'name']);
  });

  test('the school name is required (SPEC 5) and markup is stripped', async () => {
    const empty = await call(t.app, owner, 'POST', '/api/schools', { name: '   ' });
    assert.equal(empty.statusCode, 400);
    assert.equal(json<ErrorBody>(empty).error.fields?.name, 'Field is required');
    const tagged = await createSchool(owner, '<b>Colegiul</b> <script>alert(1)</script>Național');
    assert.equal(tagged.name, 'Colegiul alert(1)Național');
  });

  test("a name over 200 characters is refused in the caller's language, the count before its noun as that language writes it", async () => {
    const refused = async (language: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/schools',
        headers: { ...owner.headers, 'accept-language': language },
        payload: { name: 'Ș'.repeat(201) },
      });
      assert.equal(response.statusCode, 400, response.body);
      return json<ErrorBody>(response).error.fields?.name;
    };
    assert.equal(await refused('ro'), 'Nu trebuie să depășească 200 de caractere');
    assert.equal(await refused('en'), 'Must not exceed 200 characters');
  });

  test('a website and a phone, both optional (SPEC 5): a URL starts with http:// or https://, a phone is + and up to 16 digits', async () => {
    const bare = await createSchool(owner, 'Școala fără contact');
    assert.equal(bare.website, '');
    assert.equal(bare.phone, '');
    const created = await call(t.app, owner, 'POST', '/api/schools', { name: 'Colegiul Național', website: 'https://cnb.ro', phone: '+40 264 595 011' });
    assert.equal(created.statusCode, 201, created.body);
    const school = json<Row>(created);
    assert.equal(school.website, 'https://cnb.ro');
    assert.equal(school.phone, '+40 264 595 011');
    const bad = await call(t.app, owner, 'PUT', `/api/schools/${school.id}`, { name: 'Colegiul Național', website: 'cnb.ro', phone: '0264-595-011' });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(json<ErrorBody>(bad).error.fields, {
      website: 'URL must start with http:// or https://',
      phone: 'Phone number: an optional + followed by at most 16 digits',
    });
    const tooLong = await call(t.app, owner, 'PUT', `/api/schools/${school.id}`, { name: 'Colegiul Național', phone: '+12345678901234567' });
    assert.equal(json<ErrorBody>(tooLong).error.fields?.phone, 'Phone number: an optional + followed by at most 16 digits');
    const romanian = await t.app.inject({
      method: 'PUT',
      url: `/api/schools/${school.id}`,
      headers: { ...owner.headers, 'accept-language': 'ro' },
      payload: { name: 'Colegiul Național', website: 'ftp://cnb.ro' },
    });
    assert.equal(json<ErrorBody>(romanian).error.fields?.website, 'Adresa trebuie să înceapă cu http:// sau https://');
    const cleared = json<Row>(await call(t.app, owner, 'PUT', `/api/schools/${school.id}`, { name: 'Colegiul Național', website: '', phone: '' }));
    assert.equal(cleared.website, '');
    assert.equal(cleared.phone, '');
    const detail = json<Row>(await call(t.app, owner, 'GET', `/api/schools/${school.id}`));
    assert.equal(detail.website, '');
  });

  test('detail lists its classrooms; update renames; another user sees nothing of it', async () => {
    const school = await createSchool(owner);
    await createClassroom(owner, school.id, 'a V-a A');
    const detail = json<Row & { classrooms: Row[] }>(await call(t.app, owner, 'GET', `/api/schools/${school.id}`));
    assert.deepEqual(
      detail.classrooms.map((c) => c.name),
      ['a V-a A'],
    );
    const renamed = await call(t.app, owner, 'PUT', `/api/schools/${school.id}`, { name: 'Liceul Nou', description: 'Cu profil real' });
    assert.equal(json(renamed).name, 'Liceul Nou');
    assert.equal(json(renamed).description, 'Cu profil real');
    assert.ok(!json<Row[]>(await call(t.app, stranger, 'GET', '/api/schools')).some((s) => s.id === school.id));
    // As a class's: a field left out stays (an outside tester's rename reset the description), one sent empty is the default.
    const again = json(await call(t.app, owner, 'PUT', `/api/schools/${school.id}`, { name: 'Liceul Nou 2' }));
    assert.deepEqual([again.name, again.description], ['Liceul Nou 2', 'Cu profil real']);
    const emptied = json(await call(t.app, owner, 'PUT', `/api/schools/${school.id}`, { name: 'Liceul Nou 2', description: '' }));
    assert.equal(emptied.description, 'Educational institution');
  });

  test("another user's school answers 404 for every verb, exactly like a missing one", async () => {
    const school = await createSchool(owner);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [method, path, body] of [
      ['GET', '/api/schools/:id', undefined],
      ['PUT', '/api/schools/:id', { name: 'Furat' }],
      ['DELETE', '/api/schools/:id', undefined],
      ['GET', '/api/schools/:id/classrooms', undefined],
      ['POST', '/api/schools/:id/classrooms', { name: 'Intrus' }],
    ] as const) {
      const theirs = await call(t.app, stranger, method, path.replace(':id', school.id), body);
      const none = await call(t.app, stranger, method, path.replace(':id', missing), body);
      const garbage = await call(t.app, stranger, method, path.replace(':id', 'not-a-uuid'), body);
      assert.equal(theirs.statusCode, 404, `${method} ${path}`);
      assert.equal(theirs.body, none.body, `${method} ${path}: indistinguishable from a missing id`);
      assert.equal(garbage.statusCode, 404);
    }
    assert.equal((await call(t.app, owner, 'GET', `/api/schools/${school.id}`)).statusCode, 200, 'untouched');
  });

  test('delete removes its classrooms, pupils and grades in one go', async () => {
    const school = await createSchool(owner);
    const classroom = await createClassroom(owner, school.id);
    const pupil = await createPupil(owner, classroom.id);
    const quiz = await t.database.db
      .insertInto('quiz')
      .values({ owner_id: owner.userId, title: 'Test', document: JSON.stringify({}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db.insertInto('grade').values({ quiz_id: quiz.id, pupil_id: pupil.id, score: 800, question_scores: '{}' }).execute();
    const deleted = await call(t.app, owner, 'DELETE', `/api/schools/${school.id}`);
    assert.equal(deleted.statusCode, 204);
    const db = t.database.db;
    assert.equal((await db.selectFrom('classroom').select('id').where('id', '=', classroom.id).execute()).length, 0);
    assert.equal((await db.selectFrom('pupil').select('id').where('id', '=', pupil.id).execute()).length, 0);
    assert.equal((await db.selectFrom('grade').select('pupil_id').where('pupil_id', '=', pupil.id).execute()).length, 0);
    assert.equal((await db.selectFrom('quiz').select('id').where('id', '=', quiz.id).execute()).length, 1, 'the teacher keeps the test');
    assert.equal((await call(t.app, owner, 'GET', `/api/schools/${school.id}`)).statusCode, 404);
  });
});

describe('classrooms', () => {
  test('create, read, rename and list with school name and pupil count', async () => {
    const school = await createSchool(owner, 'Colegiul Tehnic');
    const classroom = await createClassroom(owner, school.id, 'a X-a C');
    assert.equal(classroom.schoolId, school.id);
    assert.equal(classroom.schoolName, 'Colegiul Tehnic');
    assert.equal(classroom.gradeLevel, '9');
    await createPupil(owner, classroom.id);
    const read = json(await call(t.app, owner, 'GET', `/api/classrooms/${classroom.id}`));
    assert.equal(read.pupilCount, 1);
    const renamed = json(await call(t.app, owner, 'PUT', `/api/classrooms/${classroom.id}`, { name: 'a X-a D' }));
    assert.equal(renamed.name, 'a X-a D');
    assert.equal(renamed.description, 'Real', 'fields left out stay as they were');
    const all = json<Row[]>(await call(t.app, owner, 'GET', '/api/classrooms'));
    assert.ok(all.some((c) => c.id === classroom.id));
    assert.ok(!json<Row[]>(await call(t.app, stranger, 'GET', '/api/classrooms')).some((c) => c.id === classroom.id));
  });

  test('the classroom name is required', async () => {
    const school = await createSchool(owner);
    const response = await call(t.app, owner, 'POST', `/api/schools/${school.id}/classrooms`, { name: '' });
    assert.equal(response.statusCode, 400);
    assert.equal(json<ErrorBody>(response).error.fields?.name, 'Field is required');
  });

  test("another user's classroom answers 404 for every verb", async () => {
    const school = await createSchool(owner);
    const classroom = await createClassroom(owner, school.id);
    for (const [method, path, body] of [
      ['GET', '/api/classrooms/:id', undefined],
      ['PUT', '/api/classrooms/:id', { name: 'Furată' }],
      ['DELETE', '/api/classrooms/:id', undefined],
      ['GET', '/api/classrooms/:id/pupils', undefined],
      ['POST', '/api/classrooms/:id/pupils', { pupils: [{ name: 'Intrus Unu' }] }],
    ] as const) {
      const response = await call(t.app, stranger, method, path.replace(':id', classroom.id), body);
      assert.equal(response.statusCode, 404, `${method} ${path}`);
      assert.equal(json<ErrorBody>(response).error.code, 'not_found');
    }
    assert.equal(json(await call(t.app, owner, 'GET', `/api/classrooms/${classroom.id}`)).name, 'a IX-a B');
    const strangerPupil = await call(t.app, stranger, 'POST', '/api/pupils', { classroomId: classroom.id, name: 'Intrus Doi' });
    assert.equal(strangerPupil.statusCode, 404);
  });

  test('deleting a classroom deletes its pupils and their grades', async () => {
    const school = await createSchool(owner);
    const classroom = await createClassroom(owner, school.id);
    const pupil = await createPupil(owner, classroom.id);
    assert.equal((await call(t.app, owner, 'DELETE', `/api/classrooms/${classroom.id}`)).statusCode, 204);
    assert.equal((await t.database.db.selectFrom('pupil').select('id').where('id', '=', pupil.id).execute()).length, 0);
    const detail = json<{ classrooms: Row[] }>(await call(t.app, owner, 'GET', `/api/schools/${school.id}`));
    assert.equal(detail.classrooms.length, 0);
  });
});

describe('pupils', () => {
  test('add, edit and delete; the list comes sorted by name', async () => {
    const school = await createSchool(owner);
    const classroom = await createClassroom(owner, school.id);
    const zoe = await createPupil(owner, classroom.id, 'Zoe Marin');
    await createPupil(owner, classroom.id, 'ana Pop');
    const edited = await call(t.app, owner, 'PUT', `/api/pupils/${zoe.id}`, { name: 'Zoe Marinescu', email: 'zoe@elev.ro' });
    assert.equal(edited.statusCode, 200);
    assert.equal(json(edited).email, 'zoe@elev.ro');
    const list = json<Row[]>(await call(t.app, owner, 'GET', `/api/classrooms/${classroom.id}/pupils`));
    assert.deepEqual(
      list.map((p) => p.name),
      ['ana Pop', 'Zoe Marinescu'],
    );
    assert.equal((await call(t.app, owner, 'DELETE', `/api/pupils/${zoe.id}`)).statusCode, 204);
    assert.equal(json<Row[]>(await call(t.app, owner, 'GET', `/api/classrooms/${classroom.id}/pupils`)).length, 1);
  });

  test('names need 2+ characters and an email, when given, must be valid', async () => {
    const school = await createSchool(owner);
    const classroom = await createClassroom(owner, school.id);
    const response = await call(t.app, owner, 'POST', '/api/pupils', { classroomId: classroom.id, name: 'A', email: 'nope' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(json<ErrorBody>(response).error.fields, { name: 'Must be at least 2 characters long', email: 'Please enter a valid email address' });
  });

  test("another user's pupil answers 404 for every verb", async () => {
    const school = await createSchool(owner);
    const classroom = await createClassroom(owner, school.id);
    const pupil = await createPupil(owner, classroom.id);
    for (const [method, path, body] of [
      ['PUT', '/api/pupils/:id', { name: 'Schimbat' }],
      ['DELETE', '/api/pupils/:id', undefined],
      ['GET', '/api/pupils/:id/grades', undefined],
    ] as const) {
      assert.equal((await call(t.app, stranger, method, path.replace(':id', pupil.id), body)).statusCode, 404, `${method} ${path}`);
    }
    assert.equal((await call(t.app, owner, 'GET', `/api/pupils/${pupil.id}/grades`)).statusCode, 200);
  });

  test('the pupil grades list the quizzes with their scores in points', async () => {
    const school = await createSchool(owner);
    const classroom = await createClassroom(owner, school.id);
    const pupil = await createPupil(owner, classroom.id);
    const quiz = await t.database.db
      .insertInto('quiz')
      .values({ owner_id: owner.userId, title: 'Ecuații', total_points: 9000, base_points: 1000, document: JSON.stringify({}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Given to the pupil's class: a test taken from it lists no marks (assignments.test.ts).
    await t.database.db.insertInto('quiz_assignment').values({ quiz_id: quiz.id, classroom_id: classroom.id }).execute();
    await t.database.db.insertInto('grade').values({ quiz_id: quiz.id, pupil_id: pupil.id, score: 7550, question_scores: '{}' }).execute();
    const grades = json<Row[]>(await call(t.app, owner, 'GET', `/api/pupils/${pupil.id}/grades`));
    assert.equal(grades.length, 1);
    assert.equal(grades[0]?.quizTitle, 'Ecuații');
    assert.equal(grades[0]?.score, 75.5);
    assert.equal(grades[0]?.totalPoints, 90);
  });

  test('roster import creates every pupil in one transaction, or none with per-row errors', async () => {
    const school = await createSchool(owner);
    const classroom = await createClassroom(owner, school.id);
    const rows = Array.from({ length: 30 }, (_, i) => ({ name: `Elev Numărul ${i + 1}`, email: i % 2 ? `elev${i}@scoala.ro` : '' }));
    const bad = await call(t.app, owner, 'POST', `/api/classrooms/${classroom.id}/pupils`, {
      pupils: [...rows.slice(0, 5), { name: 'X' }, { name: 'Bun Nume', email: 'x@' }],
    });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(json<ErrorBody>(bad).error.fields, {
      'pupils.5.name': 'Must be at least 2 characters long',
      'pupils.6.email': 'Please enter a valid email address',
    });
    assert.equal(json<Row[]>(await call(t.app, owner, 'GET', `/api/classrooms/${classroom.id}/pupils`)).length, 0, 'nothing half-written');
    const ok = await call(t.app, owner, 'POST', `/api/classrooms/${classroom.id}/pupils`, { pupils: rows });
    assert.equal(ok.statusCode, 201);
    assert.equal(json<Row[]>(ok).length, 30);
    const empty = await call(t.app, owner, 'POST', `/api/classrooms/${classroom.id}/pupils`, { pupils: [] });
    assert.equal(json<ErrorBody>(empty).error.fields?.pupils, 'At least one item is required');
  });
});

describe('plan limits', () => {
  async function teacherWithSmallPlan() {
    const teacher = await newTeacher(t.app);
    await t.database.db.updateTable('subscription').set({ max_classes: 3, max_students: 40 }).where('user_id', '=', teacher.userId).execute();
    return teacher;
  }

  test('the Free plan stops the 4th class and the 41st pupil with a clear 403 plan_limit', async () => {
    const teacher = await teacherWithSmallPlan();
    const school = await createSchool(teacher);
    const classrooms = [];
    for (let i = 0; i < 3; i++) classrooms.push(await createClassroom(teacher, school.id, `Clasa ${i}`));
    const fourth = await call(t.app, teacher, 'POST', `/api/schools/${school.id}/classrooms`, { name: 'Clasa 4' });
    assert.equal(fourth.statusCode, 403);
    const body = json<ErrorBody>(fourth);
    assert.equal(body.error.code, 'plan_limit');
    assert.equal(body.error.limit, 3);
    assert.equal(body.error.resource, 'classes');
    assert.match(body.error.message, /at most 3 classes/);
    const roster = Array.from({ length: 40 }, (_, i) => ({ name: `Elev ${i + 10}` }));
    assert.equal((await call(t.app, teacher, 'POST', `/api/classrooms/${classrooms[0]!.id}/pupils`, { pupils: roster })).statusCode, 201);
    const extra = await call(t.app, teacher, 'POST', '/api/pupils', { classroomId: classrooms[1]!.id, name: 'Unul Prea Mult' });
    assert.equal(extra.statusCode, 403);
    assert.match(json<ErrorBody>(extra).error.message, /at most 40 pupils/);
    const ro = await t.app.inject({
      method: 'POST',
      url: '/api/pupils',
      headers: { ...teacher.headers, 'accept-language': 'ro' },
      payload: { classroomId: classrooms[1]!.id, name: 'Unul Prea Mult' },
    });
    assert.match(json<ErrorBody>(ro).error.message, /cel mult 40 de elevi/);
  });

  test('concurrent creations cannot slip past the limit together', async () => {
    const teacher = await teacherWithSmallPlan();
    const school = await createSchool(teacher);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call(t.app, teacher, 'POST', `/api/schools/${school.id}/classrooms`, { name: `Paralel ${i}` })),
    );
    assert.equal(results.filter((r) => r.statusCode === 201).length, 3);
    assert.equal(results.filter((r) => r.statusCode === 403).length, 3);
  });
});

describe('without a token', () => {
  test('every school, classroom and pupil route answers 401', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/schools'],
      ['GET', '/api/schools/summaries'],
      ['POST', '/api/schools'],
      ['GET', `/api/schools/${id}`],
      ['GET', '/api/classrooms'],
      ['DELETE', `/api/classrooms/${id}`],
      ['POST', '/api/pupils'],
      ['GET', `/api/pupils/${id}/grades`],
    ] as const) {
      assert.equal((await call(t.app, undefined, method, url)).statusCode, 401, `${method} ${url}`);
    }
  });
});
