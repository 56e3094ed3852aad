// The tenancy matrix by role (issue 16): every /api route of the server's
// route table, called by each kind of person around one school, must answer
// with the status class the rule gives (README "A school and its staff",
// docs/trust.md), and no answer of theirs may carry what they may not see.
//
//   outsider  no membership: 404 for everything of the school.
//   teacher   joined by link; sees the school, its classes and pupils and
//             works in them; does not manage the school (403). The quiz under
//             test is the director's, assigned to the school's class and NOT
//             shared with them: 404 on every route of it, and nothing of it in
//             any class-level read.
//   grader    a teacher with the director's quiz shared 'grade': reads and
//             grades it, may not edit, delete or share it (403).
//   director  the school's owner, on a teacher's quiz assigned to a class of
//             the school: reads it (access 'read'), every write on it is 403.
//   former    joined, then removed by the director: from the next request on,
//             exactly an outsider (even for what they made there, and for the
//             quiz that was shared with them).
//
// The decision per route and role is data (ROUTES); a route added later
// without one fails the first test. Destructive routes run after the others
// of a role, and where a role may do them, on a throwaway target made for
// that call (throwaway()), so later rows still have their data.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { inflateRawSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { sampleQuiz } from './helpers/quiz-fixture';

type Role = 'outsider' | 'teacher' | 'grader' | 'director' | 'former';
/** 'ok': any 2xx. */
type Expected = 'ok' | 403 | 404;
type Decision = Record<Role, Expected>;

// The grader's row changes its quiz's grades and comment, so it runs last.
const ROLES: Role[] = ['outsider', 'former', 'teacher', 'director', 'grader'];

/** Routes of the caller's own space (their schools, quizzes, plan, archive): every role gets 2xx, with only what it may see. */
const own: Decision = { outsider: 'ok', teacher: 'ok', grader: 'ok', director: 'ok', former: 'ok' };
/** Routes naming the school's data (school, classes, pupils): `member` for its teachers, `director` for its owner. */
const school = (member: Expected, director: Expected): Decision => ({ outsider: 404, former: 404, teacher: member, grader: member, director });
/**
 * Routes naming a quiz (or a comment on one): the teacher names the
 * director's quiz not shared with them (404 whatever they do), the grader the
 * director's quiz shared 'grade' with them, the director a teacher's quiz
 * assigned to a class of the school.
 */
const quiz = (grader: Expected, director: Expected): Decision => ({ outsider: 404, former: 404, teacher: 404, grader, director });
/**
 * Routes of a double correction (issue 17) of the director's test in the
 * school's class: the grader is evaluator 1, the teacher evaluator 2, the
 * director its author and the school's owner; the former member was named
 * the third evaluator before being removed.
 */
const correction = (evaluator: Expected, director: Expected): Decision => ({ outsider: 404, former: 404, teacher: evaluator, grader: evaluator, director });
/** Same answer for everyone. */
const everyone = (expected: Expected): Decision => ({ outsider: expected, teacher: expected, grader: expected, director: expected, former: expected });

interface Route {
  expect: Decision;
  /** A valid body (placeholders CLASSROOM, PUPIL, QUIZ are the role's targets), so the request reaches the tenancy check. */
  body?: unknown;
  /** Sent as a file upload. */
  upload?: true;
  query?: string;
}

const SCHOOL_NAME = 'Școala Directoarei Secrete';
const CLASS_NAME = 'Clasa Secretă';
const PUPIL_NAME = 'Elev Secret';

/**
 * A token of the invitation routes that was never issued, for every role.
 * Those routes are not scoped by a school id the caller names: the token is
 * the key, and whoever holds a working link may join (by design, issue 16;
 * school-staff.test.ts tests real links). What is tested here is that a
 * guessed token finds nothing: 404, like any id of someone else's.
 */
const MADE_UP_TOKEN = 'made-up-token_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

const ROUTES: Record<string, Route> = {
  'GET /api/subscriptions/current': { expect: own },
  'POST /api/subscriptions/create-default': { expect: own },
  'GET /api/account/export': { expect: own },
  'GET /api/schools': { expect: own },
  'GET /api/schools/summaries': { expect: own },
  'POST /api/schools': { expect: own, body: { name: 'Școala mea' } },
  'GET /api/classrooms': { expect: own },
  'GET /api/quizzes': { expect: own },
  'GET /api/quizzes/summaries': { expect: own },
  'POST /api/quizzes': { expect: own, body: sampleQuiz('Testul meu') },

  'GET /api/schools/:id': { expect: school('ok', 'ok') },
  'PUT /api/schools/:id': { expect: school(403, 'ok'), body: { name: SCHOOL_NAME } },
  'DELETE /api/schools/:id': { expect: school(403, 'ok') },
  'GET /api/schools/:id/classrooms': { expect: school('ok', 'ok') },
  'POST /api/schools/:id/classrooms': { expect: school('ok', 'ok'), body: { name: 'a VII-a' } },
  'GET /api/schools/:id/members': { expect: school('ok', 'ok') },
  'PUT /api/schools/:id/members/:userId': { expect: school(403, 'ok'), body: { role: 'teacher' } },
  'DELETE /api/schools/:id/members/:userId': { expect: school(403, 'ok') },
  'GET /api/schools/:id/invitations': { expect: school(403, 'ok') },
  'POST /api/schools/:id/invitations': { expect: school(403, 'ok'), body: {} },
  'DELETE /api/schools/:id/invitations/:invitationId': { expect: school(403, 'ok') },
  'GET /api/schools/:id/domain': { expect: school(403, 'ok') },
  // This server has no OpenID provider: '' (off) is the value every server takes.
  'PUT /api/schools/:id/domain': { expect: school(403, 'ok'), body: { domain: '' } },
  // MADE_UP_TOKEN for everyone: see there why these two are not by school.
  'GET /api/invitations/:token': { expect: everyone(404) },
  'POST /api/invitations/:token/accept': { expect: everyone(404) },

  'GET /api/classrooms/:id': { expect: school('ok', 'ok') },
  'PUT /api/classrooms/:id': { expect: school('ok', 'ok'), body: { name: CLASS_NAME } },
  // A teacher deletes only the classes they made (this one is the director's).
  'DELETE /api/classrooms/:id': { expect: school(403, 'ok') },
  'GET /api/classrooms/:id/pupils': { expect: school('ok', 'ok') },
  'POST /api/classrooms/:id/pupils': { expect: school('ok', 'ok'), body: { pupils: [{ name: 'Elev Nou' }] } },
  'GET /api/classrooms/:id/quizzes': { expect: school('ok', 'ok') },
  'POST /api/classrooms/:id/quizzes': { expect: quiz('ok', 403), body: { quizIds: ['QUIZ'] } },
  'POST /api/classrooms/:id/quizzes/:quizId': { expect: quiz('ok', 403), body: {} },
  'PUT /api/classrooms/:id/quizzes/:quizId': { expect: quiz('ok', 403), body: { dueDate: '2027-01-01' } },
  'DELETE /api/classrooms/:id/quizzes/:quizId': { expect: quiz('ok', 403) },
  'GET /api/classrooms/:id/performance-summary': { expect: school('ok', 'ok') },
  'GET /api/classrooms/:id/gradebook': { expect: school('ok', 'ok') },
  'GET /api/classrooms/:id/pupils/:pupilId/performance': { expect: school('ok', 'ok') },

  'POST /api/pupils': { expect: school('ok', 'ok'), body: { classroomId: 'CLASSROOM', name: 'Elev Adăugat' } },
  'PUT /api/pupils/:id': { expect: school('ok', 'ok'), body: { name: PUPIL_NAME } },
  // A pupil goes with every colleague's grades of them: only an owner or the teacher who added them deletes them (this one is the director's).
  'DELETE /api/pupils/:id': { expect: school(403, 'ok') },
  'GET /api/pupils/:id/grades': { expect: school('ok', 'ok') },
  'GET /api/pupils/:id/comments': { expect: school('ok', 'ok') },
  'POST /api/pupils/:id/comments': { expect: school('ok', 'ok'), body: { body: 'O notă nouă' } },
  // The comment under test is one on the role's quiz (the grid's comment): it goes with that quiz's grades.
  'PUT /api/pupils/:id/comments/:commentId': { expect: quiz('ok', 403), body: { body: 'Comentariu schimbat' } },
  'DELETE /api/pupils/:id/comments/:commentId': { expect: quiz('ok', 403) },

  'GET /api/quizzes/:id': { expect: quiz('ok', 'ok') },
  'PUT /api/quizzes/:id': { expect: quiz(403, 403), body: { ...sampleQuiz('Schimbat'), version: 1 } },
  'DELETE /api/quizzes/:id': { expect: quiz(403, 403) },
  // A copy in the caller's own space: whoever may read the quiz may copy it.
  'PUT /api/quizzes/:id/clone': { expect: quiz('ok', 'ok') },
  'POST /api/quizzes/:id/assign-bulk': { expect: quiz('ok', 403), body: { classroomIds: ['CLASSROOM'] } },
  'GET /api/quizzes/:id/grades': { expect: quiz('ok', 'ok') },
  'POST /api/quizzes/:id/grades': { expect: quiz('ok', 403), body: { grades: [{ pupilId: 'PUPIL', score: 40 }] } },
  'DELETE /api/quizzes/:id/grades': { expect: quiz('ok', 403) },
  'GET /api/quizzes/:id/grading-sheet': { expect: quiz('ok', 'ok'), query: '?classroomId=CLASSROOM' },
  'GET /api/quizzes/:id/grades/export': { expect: quiz('ok', 'ok') },
  'GET /api/quizzes/:id/analysis': { expect: quiz('ok', 'ok') },
  'POST /api/quizzes/:id/analysis': { expect: quiz('ok', 403), body: { questions: [{ questionId: 'q1', correctCount: 1, totalCount: 2 }] } },
  'GET /api/quizzes/:id/report': { expect: quiz('ok', 'ok') },
  'GET /api/quizzes/:id/comparison': { expect: quiz('ok', 'ok') },
  'GET /api/quizzes/:id/comparison/export': { expect: quiz('ok', 'ok') },
  'GET /api/quizzes/:id/attachments': { expect: quiz('ok', 'ok') },
  'POST /api/quizzes/:id/attachments': { expect: quiz(403, 403), upload: true },
  'GET /api/quizzes/:id/attachments/:attachmentId': { expect: quiz('ok', 'ok') },
  'DELETE /api/quizzes/:id/attachments/:attachmentId': { expect: quiz(403, 403) },
  // Only the quiz's author shares it.
  'GET /api/quizzes/:id/shares': { expect: quiz(403, 403) },
  'PUT /api/quizzes/:id/shares/:userId': { expect: quiz(403, 403), body: { permission: 'grade' } },
  'DELETE /api/quizzes/:id/shares/:userId': { expect: quiz(403, 403) },

  'GET /api/quizzes/:id/classrooms/:classroomId/double-correction': { expect: correction('ok', 'ok') },
  // Only the author names the evaluators (the same ones here, so later rows keep theirs).
  'PUT /api/quizzes/:id/classrooms/:classroomId/double-correction': {
    expect: correction(403, 'ok'),
    body: { evaluator1Id: 'EVALUATOR_ONE', evaluator2Id: 'EVALUATOR_TWO' },
  },
  'DELETE /api/quizzes/:id/classrooms/:classroomId/double-correction': { expect: correction(403, 'ok') },
  // An evaluator's own marks; the author and the owner are no evaluators.
  'GET /api/quizzes/:id/classrooms/:classroomId/double-correction/marks': { expect: correction('ok', 403) },
  'POST /api/quizzes/:id/classrooms/:classroomId/double-correction/marks': {
    expect: correction('ok', 403),
    body: { grades: [{ pupilId: 'PUPIL', score: 40 }] },
  },
  // Each evaluator submits, then withdraws (DELETE runs after): the other's submission does not reconcile.
  'POST /api/quizzes/:id/classrooms/:classroomId/double-correction/submission': { expect: correction('ok', 403) },
  'DELETE /api/quizzes/:id/classrooms/:classroomId/double-correction/submission': { expect: correction('ok', 403) },
  // Blind for everyone until both evaluators have submitted.
  'GET /api/quizzes/:id/classrooms/:classroomId/double-correction/reconciliation': { expect: correction(403, 403) },
  'GET /api/quizzes/:id/classrooms/:classroomId/double-correction/steps': { expect: correction(403, 'ok') },
};

/**
 * Answers of the server that break the rule above without showing anything
 * (a 404 where the rule says 403), by `${role} ${route}`: the status given
 * instead. The role's matrix test accepts it; the todo test below lists it
 * until the server follows the rule (then delete the entry).
 */
const KNOWN_WRONG: Record<string, number> = {};
const deviations: string[] = [];

// ---------------------------------------------------------------------------
// The world: one school, its director, two teachers, a former member, an outsider
// ---------------------------------------------------------------------------

let t: TestApp;
const who = {} as Record<Role, SignedIn>;
/** Ids of the world, by name. */
const id: Record<string, string> = {};

/** What the role's parameterised routes name. */
interface Target {
  school: string;
  classroom: string;
  pupil: string;
  quiz: string;
  comment: string;
  attachment: string;
  /** :userId of the members routes. */
  member: string;
  invitation: string;
  /** :userId of the shares routes. */
  shareUser: string;
  /** :id of the double-correction routes. */
  correctionQuiz: string;
}

const call = (caller: SignedIn, method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...caller.headers, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The body of an answer that must have `status`. */
async function ok<T = Record<string, string>>(caller: SignedIn, method: string, url: string, payload?: unknown, status = 200): Promise<T> {
  const response = await call(caller, method, url, payload);
  assert.equal(response.statusCode, status, `${method} ${url}: ${response.body}`);
  return (response.body ? json(response) : undefined) as T;
}

const upload = (caller: SignedIn, quizId: string, content = 'notes') =>
  call(caller, 'POST', `/api/quizzes/${quizId}/attachments`, Buffer.from(content), { 'content-type': 'application/octet-stream', 'x-file-name': 'notes.txt' });

/** Joins `caller` to the school through a new link of the director's: the 201's url ends with /join/<token>. */
async function join(caller: SignedIn): Promise<void> {
  const { url } = await ok<{ url: string }>(who.director, 'POST', `/api/schools/${id.school}/invitations`, {}, 201);
  const token = /\/join\/([A-Za-z0-9_-]+)$/.exec(url)?.[1];
  assert.ok(token, url);
  assert.deepEqual(await ok(caller, 'POST', `/api/invitations/${token}/accept`), { schoolId: id.school, joined: true });
}

/** A test of the director's given to the school's class under double correction: the grader evaluator 1, the teacher 2, and a third (the future former member). */
async function correctedQuiz(third?: SignedIn): Promise<string> {
  const quizId = (await ok(who.director, 'POST', '/api/quizzes', sampleQuiz('Teza cu dublă corectare'), 201)).id!;
  await ok(who.director, 'POST', `/api/quizzes/${quizId}/assign-bulk`, { classroomIds: [id.classroom] });
  const evaluators = { evaluator1Id: who.grader.userId, evaluator2Id: who.teacher.userId, evaluator3Id: third?.userId ?? null };
  await ok(who.director, 'PUT', `/api/quizzes/${quizId}/classrooms/${id.classroom}/double-correction`, evaluators);
  return quizId;
}

/** A quiz of `author`'s assigned to the classes, with the pupil graded and a grid comment: its id and the comment's. */
async function gradedQuiz(author: SignedIn, title: string, classroomIds: string[], pupilId: string, comment: string) {
  const quizId = (await ok(author, 'POST', '/api/quizzes', sampleQuiz(title), 201)).id!;
  await ok(author, 'POST', `/api/quizzes/${quizId}/assign-bulk`, { classroomIds });
  await ok(author, 'POST', `/api/quizzes/${quizId}/grades`, { grades: [{ pupilId, score: 50, comments: comment }] });
  const comments = await ok<{ id: string; quizId: string | null }[]>(author, 'GET', `/api/pupils/${pupilId}/comments`);
  const commentId = comments.find((c) => c.quizId === quizId)?.id;
  assert.ok(commentId);
  return { quizId, commentId };
}

before(async () => {
  t = await testApp();
  for (const role of ROLES) who[role] = await newTeacher(t.app);
  const { director, teacher, grader, former } = who;

  id.school = (await ok(director, 'POST', '/api/schools', { name: SCHOOL_NAME }, 201)).id!;
  id.classroom = (await ok(director, 'POST', `/api/schools/${id.school}/classrooms`, { name: CLASS_NAME }, 201)).id!;
  id.pupil = (await ok(director, 'POST', '/api/pupils', { classroomId: id.classroom, name: PUPIL_NAME }, 201)).id!;
  id.note = (await ok(director, 'POST', `/api/pupils/${id.pupil}/comments`, { body: 'Nota directoarei despre elev' }, 201)).id!;
  id.invitation = (await ok(director, 'POST', `/api/schools/${id.school}/invitations`, {}, 201)).id!;

  // The director's quiz nobody else was given, and the one shared with the grader (and the future former member).
  ({ quizId: id.directorQuiz, commentId: id.directorQuizComment } = await gradedQuiz(
    director,
    'Testul nedistribuit al directoarei',
    [id.classroom],
    id.pupil,
    'Comentariu pe testul directoarei',
  ));
  id.directorAttachment = json<{ id: string }>(await upload(director, id.directorQuiz)).id;
  ({ quizId: id.sharedQuiz, commentId: id.sharedQuizComment } = await gradedQuiz(
    director,
    'Testul dat spre notare',
    [id.classroom],
    id.pupil,
    'Comentariu pe testul dat spre notare',
  ));
  id.sharedAttachment = json<{ id: string }>(await upload(director, id.sharedQuiz)).id;

  await join(teacher);
  await join(grader);
  await join(former);
  await ok(director, 'PUT', `/api/quizzes/${id.sharedQuiz}/shares/${grader.userId}`, { permission: 'grade' });
  await ok(director, 'PUT', `/api/quizzes/${id.sharedQuiz}/shares/${former.userId}`, { permission: 'grade' });
  id.correctionQuiz = await correctedQuiz(former);

  // The teacher's quiz in the school's class, and one they keep to themself.
  ({ quizId: id.teacherQuiz, commentId: id.teacherQuizComment } = await gradedQuiz(
    teacher,
    'Testul profesoarei',
    [id.classroom],
    id.pupil,
    'Comentariu pe testul profesoarei',
  ));
  id.teacherAttachment = json<{ id: string }>(await upload(teacher, id.teacherQuiz)).id;
  id.teacherPrivateQuiz = (await ok(teacher, 'POST', '/api/quizzes', sampleQuiz('Testul privat al profesoarei'), 201)).id!;

  // What the former member makes while a member: it stays with the school.
  id.formerClassroom = (await ok(former, 'POST', `/api/schools/${id.school}/classrooms`, { name: 'Clasa fostului membru' }, 201)).id!;
  id.formerPupil = (await ok(former, 'POST', '/api/pupils', { classroomId: id.formerClassroom, name: 'Elevul fostului membru' }, 201)).id!;
  id.formerNote = (await ok(former, 'POST', `/api/pupils/${id.formerPupil}/comments`, { body: 'Nota fostului membru' }, 201)).id!;
  ({ quizId: id.formerQuiz, commentId: id.formerQuizComment } = await gradedQuiz(
    former,
    'Testul fostului membru',
    [id.classroom, id.formerClassroom],
    id.pupil,
    'Comentariu pe testul fostului membru',
  ));
  await ok(former, 'POST', `/api/quizzes/${id.formerQuiz}/grades`, { grades: [{ pupilId: id.formerPupil, score: 30 }] });
  await ok(former, 'PUT', `/api/quizzes/${id.formerQuiz}/shares/${teacher.userId}`, { permission: 'grade' });
  // Before leaving they saw all of it: the rows below are not empty by accident.
  await ok(former, 'GET', `/api/schools/${id.school}`);
  await ok(former, 'GET', `/api/quizzes/${id.sharedQuiz}`);
  await ok(teacher, 'GET', `/api/quizzes/${id.formerQuiz}`);

  const removal = await call(director, 'DELETE', `/api/schools/${id.school}/members/${former.userId}`);
  assert.equal(removal.statusCode, 204, removal.body);
});
after(() => t.close());

function targetOf(role: Role): Target {
  const common = { school: id.school!, invitation: id.invitation!, classroom: id.classroom!, pupil: id.pupil!, correctionQuiz: id.correctionQuiz! };
  switch (role) {
    case 'outsider':
      return {
        ...common,
        quiz: id.directorQuiz!,
        comment: id.note!,
        attachment: id.directorAttachment!,
        member: who.director.userId,
        shareUser: who.outsider.userId,
      };
    case 'teacher':
      return {
        ...common,
        quiz: id.directorQuiz!,
        comment: id.directorQuizComment!,
        attachment: id.directorAttachment!,
        member: who.director.userId,
        shareUser: who.teacher.userId,
      };
    case 'grader':
      return {
        ...common,
        quiz: id.sharedQuiz!,
        comment: id.sharedQuizComment!,
        attachment: id.sharedAttachment!,
        member: who.director.userId,
        shareUser: who.teacher.userId,
      };
    case 'director':
      return {
        ...common,
        quiz: id.teacherQuiz!,
        comment: id.teacherQuizComment!,
        attachment: id.teacherAttachment!,
        member: who.teacher.userId,
        shareUser: who.grader.userId,
      };
    case 'former':
      // What they made there, and the quiz that was shared with them.
      return {
        ...common,
        classroom: id.formerClassroom!,
        pupil: id.formerPupil!,
        quiz: id.sharedQuiz!,
        comment: id.formerNote!,
        attachment: id.sharedAttachment!,
        member: who.director.userId,
        shareUser: who.former.userId,
      };
  }
}

/**
 * A fresh target for a destructive route the role may do, so the call takes
 * nothing later rows need. A DELETE a role may do without an entry here fails.
 */
async function throwaway(role: Role, key: string): Promise<Partial<Target>> {
  const { director, grader } = who;
  const newPupil = async () => (await ok(director, 'POST', '/api/pupils', { classroomId: id.classroom, name: 'Elev de unică folosință' }, 201)).id!;
  switch (key) {
    case 'DELETE /api/schools/:id':
      if (role === 'director') return { school: (await ok(director, 'POST', '/api/schools', { name: 'De șters' }, 201)).id! };
      break;
    case 'DELETE /api/schools/:id/members/:userId':
      if (role === 'director') {
        const member = await newTeacher(t.app);
        await join(member);
        return { member: member.userId };
      }
      break;
    case 'DELETE /api/schools/:id/invitations/:invitationId':
      if (role === 'director') return { invitation: (await ok(director, 'POST', `/api/schools/${id.school}/invitations`, {}, 201)).id! };
      break;
    case 'DELETE /api/classrooms/:id':
      if (role === 'director') return { classroom: (await ok(director, 'POST', `/api/schools/${id.school}/classrooms`, { name: 'De șters' }, 201)).id! };
      break;
    case 'DELETE /api/pupils/:id':
      if (role === 'director') return { pupil: await newPupil() };
      break;
    case 'DELETE /api/pupils/:id/comments/:commentId':
      if (role === 'grader') {
        const pupil = await newPupil();
        await ok(grader, 'POST', `/api/quizzes/${id.sharedQuiz}/grades`, { grades: [{ pupilId: pupil, score: 10, comments: 'De șters' }] });
        const comments = await ok<{ id: string; quizId: string | null }[]>(grader, 'GET', `/api/pupils/${pupil}/comments`);
        return { pupil, comment: comments.find((c) => c.quizId === id.sharedQuiz)!.id };
      }
      break;
    case 'DELETE /api/classrooms/:id/quizzes/:quizId':
      if (role === 'grader') {
        const classroom = (await ok(director, 'POST', `/api/schools/${id.school}/classrooms`, { name: 'De dezalocat' }, 201)).id!;
        await ok(grader, 'POST', `/api/classrooms/${classroom}/quizzes/${id.sharedQuiz}`, {}, 201);
        return { classroom };
      }
      break;
    case 'DELETE /api/quizzes/:id/grades':
      if (role === 'grader') {
        const { quizId } = await gradedQuiz(director, 'De șters notele', [id.classroom!], id.pupil!, 'De șters');
        await ok(director, 'PUT', `/api/quizzes/${quizId}/shares/${grader.userId}`, { permission: 'grade' });
        return { quiz: quizId };
      }
      break;
    case 'DELETE /api/quizzes/:id/classrooms/:classroomId/double-correction':
      if (role === 'director') return { correctionQuiz: await correctedQuiz() };
      break;
    // Withdrawing one's own submission takes nothing from later rows.
    case 'DELETE /api/quizzes/:id/classrooms/:classroomId/double-correction/submission':
      if (role === 'teacher' || role === 'grader') return {};
      break;
  }
  throw new Error(`${role} may do ${key}: give it a throwaway target`);
}

function fill(url: string, x: Target): string {
  const filled = url
    .replace(/^\/api\/quizzes\/:id(?=\/classrooms\/:classroomId\/double-correction)/, `/api/quizzes/${x.correctionQuiz}`)
    .replace(':classroomId', x.classroom)
    .replace(/^\/api\/schools\/:id/, `/api/schools/${x.school}`)
    .replace(/^\/api\/classrooms\/:id/, `/api/classrooms/${x.classroom}`)
    .replace(/^\/api\/pupils\/:id/, `/api/pupils/${x.pupil}`)
    .replace(/^\/api\/quizzes\/:id/, `/api/quizzes/${x.quiz}`)
    .replace(':quizId', x.quiz)
    .replace(':pupilId', x.pupil)
    .replace(':commentId', x.comment)
    .replace(':attachmentId', x.attachment)
    .replace(':invitationId', x.invitation)
    .replace(':token', MADE_UP_TOKEN)
    .replace(/\/members\/:userId$/, `/members/${x.member}`)
    .replace(/\/shares\/:userId$/, `/shares/${x.shareUser}`);
  assert.ok(!filled.includes(':'), `a parameter of ${url} has no target: add it to Target and fill()`);
  return filled;
}

const withTargets = (text: string, x: Target) =>
  text
    .replaceAll('CLASSROOM', x.classroom)
    .replaceAll('PUPIL', x.pupil)
    .replaceAll('QUIZ', x.quiz)
    .replaceAll('EVALUATOR_ONE', who.grader.userId)
    .replaceAll('EVALUATOR_TWO', who.teacher.userId);

function apiRoutes() {
  return t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/auth/') && r.url !== '/api/health');
}

/** An answer as text: a zip (the account export, an xlsx) is read entry by entry. */
function readable(response: LightMyRequestResponse): string {
  const type = String(response.headers['content-type'] ?? '');
  if (!/zip|spreadsheetml/.test(type)) return response.body;
  const buffer = response.rawPayload;
  const parts: string[] = [];
  let offset = 0;
  while (offset + 4 <= buffer.length && buffer.readUInt32LE(offset) === 0x04034b50) {
    const method = buffer.readUInt16LE(offset + 8);
    const size = buffer.readUInt32LE(offset + 18);
    const start = offset + 30 + buffer.readUInt16LE(offset + 26) + buffer.readUInt16LE(offset + 28);
    const data = buffer.subarray(start, start + size);
    parts.push((method === 8 ? inflateRawSync(data) : data).toString());
    offset = start + size;
  }
  assert.ok(parts.length > 0, 'an empty zip');
  return parts.join('\n');
}

/** What must appear in no answer of the role, by what it is. */
function secretsOf(role: Role): Record<string, string> {
  const quizzes = (...names: string[]) =>
    Object.fromEntries(
      names.flatMap((name) => [
        [`${name} id`, id[name]!],
        [`${name} title`, titleOf[name]!],
      ]),
    );
  const ids = (...names: string[]) => Object.fromEntries(names.map((name) => [name, id[name]!]));
  switch (role) {
    case 'teacher':
      return {
        ...quizzes('directorQuiz', 'sharedQuiz', 'formerQuiz'),
        ...ids('directorQuizComment', 'sharedQuizComment', 'formerQuizComment', 'directorAttachment', 'sharedAttachment'),
        ...commentBodies('directorQuizComment', 'sharedQuizComment', 'formerQuizComment'),
      };
    case 'grader':
      return {
        ...quizzes('directorQuiz', 'teacherQuiz', 'teacherPrivateQuiz', 'formerQuiz'),
        ...ids('directorQuizComment', 'teacherQuizComment', 'formerQuizComment', 'directorAttachment', 'teacherAttachment'),
        ...commentBodies('directorQuizComment', 'teacherQuizComment', 'formerQuizComment'),
      };
    case 'director':
      return quizzes('teacherPrivateQuiz');
    case 'outsider':
    case 'former': {
      // Everything of the school and of its members; the former member's own quiz is theirs still.
      const everything: Record<string, string> = {
        ...quizzes('directorQuiz', 'sharedQuiz', 'teacherQuiz', 'teacherPrivateQuiz'),
        ...ids(
          'school',
          'classroom',
          'pupil',
          'note',
          'invitation',
          'directorQuizComment',
          'sharedQuizComment',
          'teacherQuizComment',
          'formerQuizComment',
          'directorAttachment',
          'sharedAttachment',
          'teacherAttachment',
          'formerClassroom',
          'formerPupil',
          'formerNote',
        ),
        ...commentBodies('directorQuizComment', 'sharedQuizComment', 'teacherQuizComment', 'formerQuizComment'),
        'school name': SCHOOL_NAME,
        'class name': CLASS_NAME,
        'pupil name': PUPIL_NAME,
        "former member's class": 'Clasa fostului membru',
        "former member's pupil": 'Elevul fostului membru',
        "director's note": 'Nota directoarei',
        "former member's note": 'Nota fostului membru',
        'director user id': who.director.userId,
        'teacher user id': who.teacher.userId,
        'grader user id': who.grader.userId,
      };
      if (role === 'former') everything['outsider user id'] = who.outsider.userId;
      return everything;
    }
  }
}

const titleOf: Record<string, string> = {
  directorQuiz: 'Testul nedistribuit al directoarei',
  sharedQuiz: 'Testul dat spre notare',
  teacherQuiz: 'Testul profesoarei',
  teacherPrivateQuiz: 'Testul privat al profesoarei',
  formerQuiz: 'Testul fostului membru',
};

const commentBodyOf: Record<string, string> = {
  directorQuizComment: 'Comentariu pe testul directoarei',
  sharedQuizComment: 'Comentariu pe testul dat spre notare',
  teacherQuizComment: 'Comentariu pe testul profesoarei',
  formerQuizComment: 'Comentariu pe testul fostului membru',
};

const commentBodies = (...names: string[]) => Object.fromEntries(names.map((name) => [`${name} text`, commentBodyOf[name]!]));

/** What in the answer the role may not see: [] when nothing. */
function leaks(role: Role, response: LightMyRequestResponse): string[] {
  const text = readable(response);
  return Object.entries(secretsOf(role))
    .filter(([, secret]) => text.includes(secret))
    .map(([what]) => what);
}

const classOf = (status: number): Expected | number => (status >= 200 && status < 300 ? 'ok' : status);

const ERROR_CODES = { 403: 'forbidden', 404: 'not_found' } as const;

// ---------------------------------------------------------------------------
// The matrix
// ---------------------------------------------------------------------------

test('every protected /api route has a decision for every role', () => {
  const keys = apiRoutes().map((r) => `${r.method} ${r.url}`);
  assert.deepEqual(
    keys.filter((key) => !(key in ROUTES)),
    [],
    'decide what each role gets from the new routes in ROUTES',
  );
  assert.deepEqual(
    Object.keys(ROUTES).filter((key) => !keys.includes(key)),
    [],
    'ROUTES names routes the server no longer has',
  );
  for (const [key, route] of Object.entries(ROUTES)) assert.deepEqual(Object.keys(route.expect).sort(), [...ROLES].sort(), key);
});

for (const role of ROLES) {
  test(`${role}: every route answers as the rule says, and no answer shows what they may not see`, async () => {
    const routes = apiRoutes();
    // Destructive routes last, so the role's other rows still have their data.
    const ordered = [...routes.filter((r) => r.method !== 'DELETE'), ...routes.filter((r) => r.method === 'DELETE')];
    const wrong: string[] = [];
    for (const { method, url } of ordered) {
      const key = `${method} ${url}`;
      const route = ROUTES[key];
      if (!route) continue; // the first test names it
      const expected = route.expect[role];
      const target = { ...targetOf(role), ...(method === 'DELETE' && expected === 'ok' ? await throwaway(role, key) : {}) };
      const path = fill(url, target) + withTargets(route.query ?? '', target);
      const response = route.upload
        ? await call(who[role], method, path, Buffer.from('x'), { 'content-type': 'application/octet-stream', 'x-file-name': 'x.txt' })
        : await call(who[role], method, path, route.body === undefined ? undefined : JSON.parse(withTargets(JSON.stringify(route.body), target)));
      const actual = classOf(response.statusCode);
      if (actual !== expected && KNOWN_WRONG[`${role} ${key}`] === response.statusCode) deviations.push(`${role} ${key}: expected ${expected}, got ${actual}`);
      else if (actual !== expected) wrong.push(`${key}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 160)}`);
      else if (expected !== 'ok') {
        const code = json<{ error?: { code?: string } }>(response).error?.code;
        if (code !== ERROR_CODES[expected]) wrong.push(`${key}: ${expected} with code ${code}`);
      }
      const leaked = leaks(role, response);
      if (leaked.length > 0) wrong.push(`${key}: shows ${leaked.join(', ')}`);
    }
    assert.deepEqual(wrong, [], `${role}:\n${wrong.join('\n')}`);
  });
}

test('the known wrong statuses are gone', () => {
  assert.deepEqual(deviations, []);
});

// ---------------------------------------------------------------------------
// Beyond the matrix: the reads that must show something do, so "shows nothing
// it should not" is not true of an empty answer.
// ---------------------------------------------------------------------------

test("the teacher's class-level reads show their own quiz in the class, never the director's unshared one", async () => {
  const { teacher } = who;
  const reads = [
    `/api/classrooms/${id.classroom}/quizzes`,
    `/api/classrooms/${id.classroom}/performance-summary`,
    `/api/classrooms/${id.classroom}/gradebook`,
    `/api/classrooms/${id.classroom}/pupils/${id.pupil}/performance`,
    `/api/pupils/${id.pupil}/grades`,
    '/api/quizzes',
    '/api/quizzes/summaries',
    '/api/account/export',
  ];
  for (const url of reads) {
    const response = await call(teacher, 'GET', url);
    assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    const text = readable(response);
    assert.ok(text.includes(titleOf.teacherQuiz!), `${url} shows the teacher's own quiz`);
    assert.deepEqual(leaks('teacher', response), [], url);
  }
  const comments = await ok<{ id: string; quizId: string | null; editable: boolean }[]>(teacher, 'GET', `/api/pupils/${id.pupil}/comments`);
  assert.ok(
    comments.some((c) => c.id === id.note),
    "the director's note on the pupil is for the staff",
  );
  // Each comment says whether its reader may change it, so the page offers edit and delete only then.
  const editable = new Map(comments.map((c) => [c.id, c.editable]));
  assert.equal(editable.get(id.note!), false, "the director's note is not the teacher's to change");
  assert.equal(editable.get(id.teacherQuizComment!), true, 'the comment on her own test is');
  // For the staff to read, the author's to change: a colleague rewrote or deleted it, and it still read as the author's.
  assert.equal((await call(teacher, 'PUT', `/api/pupils/${id.pupil}/comments/${id.note}`, { body: 'Rescrisă de colegă' })).statusCode, 403);
  assert.equal((await call(teacher, 'DELETE', `/api/pupils/${id.pupil}/comments/${id.note}`)).statusCode, 403);
  const note = (await ok<{ id: string; body: string; editable: boolean }[]>(who.director, 'GET', `/api/pupils/${id.pupil}/comments`)).find(
    (c) => c.id === id.note,
  );
  assert.equal(note?.body, 'Nota directoarei despre elev', "the director's note is as she wrote it");
  assert.equal(note?.editable, true, 'and hers to change');
  assert.deepEqual(
    comments.filter((c) => c.quizId !== null).map((c) => c.id),
    [id.teacherQuizComment],
    'of the comments on tests, only the one on their own',
  );
  const archive = readable(await call(teacher, 'GET', '/api/account/export'));
  assert.ok(archive.includes(id.pupil!) && archive.includes(id.classroom!), "the school's class and pupil are in the teacher's archive");
});

// Taken away, a class's marks show nowhere: a colleague who only grades the test took it from the director's class.
test('a colleague who grades a test may take it from a class only while nobody has marked it there', async () => {
  const { grader, director } = who;
  // Each listed assignment says what its reader may do with it, so the Quizzes tab offers only that (it offered Unassign, then the server refused).
  const rights = async (caller: SignedIn, classroomId: string) =>
    new Map(
      (await ok<{ quizId: string; canChangeDueDate: boolean; canUnassign: boolean }[]>(caller, 'GET', `/api/classrooms/${classroomId}/quizzes`)).map((a) => [
        a.quizId,
        { canChangeDueDate: a.canChangeDueDate, canUnassign: a.canUnassign },
      ]),
    );
  assert.deepEqual(
    (await rights(grader, id.classroom!)).get(id.sharedQuiz!),
    { canChangeDueDate: true, canUnassign: false },
    'the grader sets its due date, but the class has marks',
  );
  const refusal = await call(grader, 'DELETE', `/api/classrooms/${id.classroom}/quizzes/${id.sharedQuiz}`, undefined, { 'accept-language': 'ro' });
  assert.equal(refusal.statusCode, 403, refusal.body);
  assert.equal(
    json<{ error: { message: string } }>(refusal).error.message,
    'Clasa are deja note la acest test: doar autorul testului îl poate retrage de la clasă.',
  );
  const marks = await ok<{ pupilId: string }[]>(director, 'GET', `/api/quizzes/${id.sharedQuiz}/grades?classroomId=${id.classroom}`);
  assert.ok(
    marks.some((m) => m.pupilId === id.pupil),
    "the director's marks still show",
  );
  // Given by mistake to a class with no marks, the grader takes it back.
  const spare = (await ok(director, 'POST', `/api/schools/${id.school}/classrooms`, { name: 'a V-a C' }, 201)).id!;
  const given = await ok<{ canChangeDueDate: boolean; canUnassign: boolean }>(grader, 'POST', `/api/classrooms/${spare}/quizzes/${id.sharedQuiz}`, {}, 201);
  assert.deepEqual([given.canChangeDueDate, given.canUnassign], [true, true], 'the answer of the assign says so');
  assert.deepEqual((await rights(grader, spare)).get(id.sharedQuiz!), { canChangeDueDate: true, canUnassign: true });
  assert.equal((await call(grader, 'DELETE', `/api/classrooms/${spare}/quizzes/${id.sharedQuiz}`)).statusCode, 204);
  // The author takes it back even from a marked class (their own marks, or a colleague's).
  assert.deepEqual((await rights(director, id.classroom!)).get(id.sharedQuiz!), { canChangeDueDate: true, canUnassign: true });
});

test("the director reads every quiz given in the school, the teacher's private one not at all", async () => {
  const { director } = who;
  const assigned = await ok<{ quizId: string }[]>(director, 'GET', `/api/classrooms/${id.classroom}/quizzes`);
  for (const quizId of [id.directorQuiz, id.sharedQuiz, id.teacherQuiz])
    assert.ok(
      assigned.some((a) => a.quizId === quizId),
      quizId,
    );
  // She reads the teacher's test there, and may neither change its due date nor take it from the class (403 both): the list says so.
  const teachers = (
    await ok<{ quizId: string; canChangeDueDate: boolean; canUnassign: boolean }[]>(director, 'GET', `/api/classrooms/${id.classroom}/quizzes`)
  ).find((a) => a.quizId === id.teacherQuiz);
  assert.deepEqual([teachers?.canChangeDueDate, teachers?.canUnassign], [false, false]);
  assert.equal((await call(director, 'PUT', `/api/classrooms/${id.classroom}/quizzes/${id.teacherQuiz}`, { dueDate: '2027-01-01' })).statusCode, 403);
  assert.equal((await call(director, 'DELETE', `/api/classrooms/${id.classroom}/quizzes/${id.teacherQuiz}`)).statusCode, 403);
  assert.equal((await ok<{ access: string }>(director, 'GET', `/api/quizzes/${id.teacherQuiz}`)).access, 'read');
  const grades = await ok<{ pupilId: string; score: number }[]>(director, 'GET', `/api/quizzes/${id.teacherQuiz}/grades`);
  assert.deepEqual(
    grades.map((g) => [g.pupilId, g.score]),
    [[id.pupil, 50]],
  );
  const comments = await ok<{ id: string }[]>(director, 'GET', `/api/pupils/${id.pupil}/comments`);
  assert.ok(
    comments.some((c) => c.id === id.teacherQuizComment),
    "the comment on the teacher's quiz",
  );
  assert.equal((await call(director, 'GET', `/api/quizzes/${id.teacherPrivateQuiz}`)).statusCode, 404);
});

test("the grader's access to the shared quiz is 'grade'", async () => {
  const view = await ok<{ access: string }>(who.grader, 'GET', `/api/quizzes/${id.sharedQuiz}`);
  assert.equal(view.access, 'grade');
});

test("a teacher deletes a class they made, not the director's", async () => {
  const { teacher } = who;
  const own = (await ok(teacher, 'POST', `/api/schools/${id.school}/classrooms`, { name: 'Clasa mea' }, 201)).id!;
  // Each class says whether its reader may delete it, so the school page offers Delete only then (it offered it, then the server refused).
  const deletable = async (caller: SignedIn, url: string) => {
    const body = await ok<{ id: string; deletable: boolean }[] | { classrooms: { id: string; deletable: boolean }[] } | { id: string; deletable: boolean }>(
      caller,
      'GET',
      url,
    );
    const rows = Array.isArray(body) ? body : 'classrooms' in body ? body.classrooms : [body];
    return new Map(rows.map((c) => [c.id, c.deletable]));
  };
  for (const url of ['/api/classrooms', `/api/schools/${id.school}`, `/api/schools/${id.school}/classrooms`]) {
    const teachers = await deletable(teacher, url);
    assert.equal(teachers.get(id.classroom!), false, `${url}: the director's class is not the teacher's to delete`);
    assert.equal(teachers.get(own), true, `${url}: her own class is`);
    const directors = await deletable(who.director, url);
    assert.equal(directors.get(own), true, `${url}: the owner deletes any class of the school`);
    assert.equal(directors.get(id.formerClassroom!), true, `${url}: also one whose author left`);
  }
  assert.equal((await deletable(teacher, `/api/classrooms/${id.classroom}`)).get(id.classroom!), false, 'the class itself says so too');
  assert.equal((await deletable(teacher, `/api/classrooms/${own}`)).get(own), true);
  assert.equal((await call(teacher, 'DELETE', `/api/classrooms/${id.classroom}`)).statusCode, 403);
  assert.equal((await call(teacher, 'DELETE', `/api/classrooms/${own}`)).statusCode, 204);
});

test('each pupil says whether its reader may delete it: the teacher, the pupils she added; the owner, every one', async () => {
  const { teacher, director } = who;
  const added = (await ok(teacher, 'POST', '/api/pupils', { classroomId: id.classroom, name: 'Eleva adăugată de profesoară' }, 201)) as unknown as {
    id: string;
    deletable: boolean;
  };
  assert.equal(added.deletable, true, 'the answer of the add says so');
  const deletable = async (caller: SignedIn) =>
    new Map((await ok<{ id: string; deletable: boolean }[]>(caller, 'GET', `/api/classrooms/${id.classroom}/pupils`)).map((p) => [p.id, p.deletable]));
  const teachers = await deletable(teacher);
  assert.equal(teachers.get(id.pupil!), false, "the director's pupil is not the teacher's to delete");
  assert.equal(teachers.get(added.id), true);
  assert.equal((await deletable(director)).get(added.id), true, 'the owner deletes any pupil of the school');
  const renamed = await ok<{ deletable: boolean }>(teacher, 'PUT', `/api/pupils/${id.pupil}`, { name: PUPIL_NAME });
  assert.equal(renamed.deletable, false, 'nor after she edits it');
  assert.equal((await call(teacher, 'DELETE', `/api/pupils/${id.pupil}`)).statusCode, 403);
  assert.equal((await call(teacher, 'DELETE', `/api/pupils/${added.id}`)).statusCode, 204);
});

test("the former member's own quiz, assigned in the school, shows nothing of it any more", async () => {
  const { former } = who;
  const reads = [
    `/api/quizzes/${id.formerQuiz}`,
    `/api/quizzes/${id.formerQuiz}/grades`,
    `/api/quizzes/${id.formerQuiz}/grading-sheet`,
    `/api/quizzes/${id.formerQuiz}/grades/export`,
    `/api/quizzes/${id.formerQuiz}/analysis`,
    `/api/quizzes/${id.formerQuiz}/report`,
    `/api/quizzes/${id.formerQuiz}/shares`,
    '/api/quizzes',
    '/api/account/export',
  ];
  for (const url of reads) {
    const response = await call(former, 'GET', url);
    assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    assert.deepEqual(leaks('former', response), [], url);
  }
  assert.deepEqual(await ok(former, 'GET', `/api/quizzes/${id.formerQuiz}/grades`), []);
  // The share with a colleague ended with the membership they had in common.
  assert.deepEqual(await ok(former, 'GET', `/api/quizzes/${id.formerQuiz}/shares`), []);
  assert.equal((await call(who.teacher, 'GET', `/api/quizzes/${id.formerQuiz}`)).statusCode, 404);
  const sheet = await call(former, 'GET', `/api/quizzes/${id.formerQuiz}/grading-sheet?classroomId=${id.classroom}`);
  assert.equal(sheet.statusCode, 404);
  // What they made stays with the school, its owner reading every result in it.
  const grades = await ok<{ quizId: string; score: number }[]>(who.director, 'GET', `/api/pupils/${id.formerPupil}/grades`);
  assert.deepEqual(
    grades.map((g) => [g.quizId, g.score]),
    [[id.formerQuiz, 30]],
  );
  const pupils = await ok<{ id: string }[]>(who.director, 'GET', `/api/classrooms/${id.formerClassroom}/pupils`);
  assert.deepEqual(
    pupils.map((p) => p.id),
    [id.formerPupil],
  );
});

test("the school's data is intact after all that", async () => {
  const { director } = who;
  const detail = await ok<{ name: string; classrooms: { id: string }[] }>(director, 'GET', `/api/schools/${id.school}`);
  assert.equal(detail.name, SCHOOL_NAME);
  assert.ok(detail.classrooms.some((c) => c.id === id.classroom));
  assert.ok(detail.classrooms.some((c) => c.id === id.formerClassroom));
  for (const quizId of [id.directorQuiz, id.teacherQuiz]) {
    const grades = await ok<{ pupilId: string; score: number }[]>(director, 'GET', `/api/quizzes/${quizId}/grades?classroomId=${id.classroom}`);
    assert.deepEqual(
      grades.map((g) => [g.pupilId, g.score]),
      [[id.pupil, 50]],
      quizId,
    );
  }
  assert.equal((await ok<unknown[]>(director, 'GET', `/api/quizzes/${id.directorQuiz}/attachments`)).length, 1);
  assert.equal((await ok<unknown[]>(who.teacher, 'GET', `/api/quizzes/${id.teacherQuiz}/attachments`)).length, 1);
  const members = await ok<{ userId: string; role: string }[]>(director, 'GET', `/api/schools/${id.school}/members`);
  assert.deepEqual(
    members.map((m) => [m.userId, m.role]).sort(),
    [
      [who.director.userId, 'owner'],
      [who.teacher.userId, 'teacher'],
      [who.grader.userId, 'teacher'],
    ].sort(),
  );
  const invitations = await ok<{ id: string }[]>(director, 'GET', `/api/schools/${id.school}/invitations`);
  assert.ok(invitations.some((i) => i.id === id.invitation));
  assert.deepEqual(
    (await ok<{ userId: string; permission: string }[]>(director, 'GET', `/api/quizzes/${id.sharedQuiz}/shares`)).map((s) => [s.userId, s.permission]),
    [[who.grader.userId, 'grade']],
  );
});

// A teacher of one school who owns another reads every quiz given in the
// school they own; a colleague's quiz given in both does not make its results
// in the first school theirs: there they are a teacher, and it was not shared
// with them. Its own world (new people), so nothing above depends on it.
test("owning another school where a colleague's quiz is also given shows none of its results in the school where one is only a teacher", async () => {
  const [director, teacher] = [await newTeacher(t.app), await newTeacher(t.app)];
  const schoolId = (await ok(director, 'POST', '/api/schools', { name: 'Prima școală' }, 201)).id!;
  const classroomId = (await ok(director, 'POST', `/api/schools/${schoolId}/classrooms`, { name: 'Clasa primei școli' }, 201)).id!;
  const pupilId = (await ok(director, 'POST', '/api/pupils', { classroomId, name: 'Elevul primei școli' }, 201)).id!;
  const { url } = await ok<{ url: string }>(director, 'POST', `/api/schools/${schoolId}/invitations`, {}, 201);
  await ok(teacher, 'POST', `/api/invitations/${/\/join\/([A-Za-z0-9_-]+)$/.exec(url)?.[1]}/accept`);
  // The teacher's own school, which the director joins as a teacher.
  const ownSchoolId = (await ok(teacher, 'POST', '/api/schools', { name: 'Școala profesoarei' }, 201)).id!;
  const ownClassroomId = (await ok(teacher, 'POST', `/api/schools/${ownSchoolId}/classrooms`, { name: 'Clasa profesoarei' }, 201)).id!;
  const link = (await ok<{ url: string }>(teacher, 'POST', `/api/schools/${ownSchoolId}/invitations`, {}, 201)).url;
  await ok(director, 'POST', `/api/invitations/${/\/join\/([A-Za-z0-9_-]+)$/.exec(link)?.[1]}/accept`);
  const { quizId, commentId } = await gradedQuiz(director, 'Testul dat în două școli', [classroomId, ownClassroomId], pupilId, 'Comentariu din prima școală');
  // In the school they own, the teacher reads it: that is the rule.
  assert.equal((await ok<{ access: string }>(teacher, 'GET', `/api/quizzes/${quizId}`)).access, 'read');
  // What each read may not show: the quiz's grades and comment in the first school, or the quiz itself in its class.
  const text = 'Comentariu din prima școală';
  const reads: [string, string[]][] = [
    [`/api/quizzes/${quizId}/grades`, [pupilId, text]],
    [`/api/quizzes/${quizId}/grading-sheet?classroomId=${classroomId}`, ['"score":50', text]],
    [`/api/classrooms/${classroomId}/quizzes`, [quizId]],
    [`/api/classrooms/${classroomId}/performance-summary`, [quizId]],
    [`/api/pupils/${pupilId}/grades`, [quizId, text]],
    [`/api/pupils/${pupilId}/comments`, [commentId, text]],
    ['/api/account/export', [commentId, text]],
  ];
  const found: string[] = [];
  for (const [read, hidden] of reads) {
    const answer = readable(await call(teacher, 'GET', read));
    if (hidden.some((secret) => answer.includes(secret))) found.push(read);
  }
  assert.deepEqual(found, [], 'these show the first school’s results of the quiz');
});
