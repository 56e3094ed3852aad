import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { inflateRawSync } from 'node:zlib';
import { parseDelimited } from '../../src/domain/csv';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { sampleQuiz } from './helpers/quiz-fixture';

let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
let classroomId: string;
let pupils: { id: string; name: string }[];
let quizIds: string[];

const call = (who: SignedIn | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });

/** Reads one file out of a zip (enough for the tests: the central directory names it). */
function unzipEntry(buffer: Buffer, name: string): string {
  let offset = 0;
  while (buffer.readUInt32LE(offset) === 0x04034b50) {
    const compressedSize = buffer.readUInt32LE(offset + 18);
    const nameLength = buffer.readUInt16LE(offset + 26);
    const extra = buffer.readUInt16LE(offset + 28);
    const entry = buffer.subarray(offset + 30, offset + 30 + nameLength).toString();
    const start = offset + 30 + nameLength + extra;
    if (entry === name) return inflateRawSync(buffer.subarray(start, start + compressedSize)).toString();
    offset = start + compressedSize;
  }
  throw new Error(`${name} not in the zip`);
}

before(async () => {
  t = await testApp();
  [owner, stranger] = [await newTeacher(t.app), await newTeacher(t.app)];
  const school = json<{ id: string }>(await call(owner, 'POST', '/api/schools', { name: 'Liceul Mihai Eminescu' }));
  classroomId = json<{ id: string }>(await call(owner, 'POST', `/api/schools/${school.id}/classrooms`, { name: 'a XI-a C' })).id;
  pupils = json<{ id: string; name: string }[]>(
    await call(owner, 'POST', `/api/classrooms/${classroomId}/pupils`, {
      pupils: ['Ana Pop', 'Bogdan Ene', 'Carmen Ilie', 'Dan Stoica'].map((name) => ({ name })),
    }),
  );
  quizIds = [];
  for (const [i, due] of ['2026-10-01', '2026-10-15', '2026-11-01'].entries()) {
    const quiz = json<{ id: string }>(await call(owner, 'POST', '/api/quizzes', sampleQuiz(`Test ${i + 1}`)));
    quizIds.push(quiz.id);
    await call(owner, 'POST', `/api/quizzes/${quiz.id}/assign-bulk`, { classroomIds: [classroomId], dueDate: due });
  }
  // Ana improves, Bogdan declines, Carmen is steady, Dan was graded once.
  const marks: Record<string, number[]> = { 'Ana Pop': [30, 50, 80], 'Bogdan Ene': [85, 60, 40], 'Carmen Ilie': [60, 61, 60], 'Dan Stoica': [70] };
  for (const [q, quizId] of quizIds.entries()) {
    const grades = pupils
      .filter((p) => marks[p.name]![q] !== undefined)
      .map((p) => {
        const total = marks[p.name]![q]!;
        // Spread the total over questions so the analysis has per-question marks.
        const q1 = Math.min(10, total),
          q4 = Math.min(20, total - q1),
          q7 = Math.min(20, total - q1 - q4),
          q2 = Math.min(10, total - q1 - q4 - q7);
        const rest = total - q1 - q4 - q7 - q2;
        return {
          pupilId: p.id,
          questionScores: { q1, q4, q7, q2, q3: Math.min(10, rest), q5: Math.max(0, Math.min(10, rest - 10)), q6: Math.max(0, rest - 20) },
          version: 0,
        };
      });
    const saved = await call(owner, 'POST', `/api/quizzes/${quizId}/grades`, { grades });
    assert.equal(saved.statusCode, 200, saved.body);
  }
});
after(() => t.close());

describe('question analysis and report', () => {
  test('analysis per question from the marks, with the small-class flag', async () => {
    const analysis = json<{
      questions: { questionId: string; correctCount: number; totalPupils: number; successRate: number }[];
      reliable: boolean;
      gradedPupils: number;
    }>(await call(owner, 'GET', `/api/quizzes/${quizIds[0]}/analysis`));
    assert.equal(analysis.gradedPupils, 4);
    assert.equal(analysis.reliable, false);
    const q1 = analysis.questions.find((q) => q.questionId === 'q1')!;
    assert.deepEqual([q1.correctCount, q1.totalPupils, q1.successRate], [4, 4, 1]);
  });

  test('hand-entered counts are saved for questions without marks, and checked', async () => {
    const quiz = json<{ id: string }>(await call(owner, 'POST', '/api/quizzes', sampleQuiz('Doar totaluri')));
    const saved = await call(owner, 'POST', `/api/quizzes/${quiz.id}/analysis`, { questions: [{ questionId: 'q2', correctCount: 18, totalCount: 27 }] });
    assert.equal(saved.statusCode, 200, saved.body);
    const q2 = json<{ questions: { questionId: string; source: string; successRate: number }[] }>(saved).questions.find((q) => q.questionId === 'q2');
    assert.deepEqual([q2?.source, q2?.successRate], ['manual', 0.6667]);
    const bad = await call(owner, 'POST', `/api/quizzes/${quiz.id}/analysis`, {
      questions: [
        { questionId: 'q2', correctCount: 28, totalCount: 27 },
        { questionId: 'q99', correctCount: 1, totalCount: 2 },
      ],
    });
    assert.equal(bad.statusCode, 400);
    assert.equal(json<{ error: { fields: Record<string, string> } }>(bad).error.fields['questions.0.correctCount'], 'Cannot be more than the number of pupils');
    // The same question twice (even written with spaces around it): refused, not the last one kept.
    const twice = await call(owner, 'POST', `/api/quizzes/${quiz.id}/analysis`, {
      questions: [
        { questionId: 'q2', correctCount: 1, totalCount: 3 },
        { questionId: ' q2 ', correctCount: 3, totalCount: 3 },
      ],
    });
    assert.equal(twice.statusCode, 400, twice.body);
    assert.equal(
      json<{ error: { fields: Record<string, string> } }>(twice).error.fields['questions.1.questionId'],
      'A question appears twice in the same save',
    );
    const kept = json<{ questions: { questionId: string; correctCount: number; totalPupils: number }[] }>(
      await call(owner, 'GET', `/api/quizzes/${quiz.id}/analysis`),
    ).questions.find((q) => q.questionId === 'q2');
    assert.deepEqual([kept?.correctCount, kept?.totalPupils], [18, 27], 'nothing was written');
  });

  test('the report: averages, bands, marks, hardest question', async () => {
    const report = json<{
      totalGraded: number;
      averagePoints: number;
      averageMark: number;
      bands: Record<string, number>;
      mostDifficult: { questionId: string };
    }>(await call(owner, 'GET', `/api/quizzes/${quizIds[0]}/report?classroomId=${classroomId}`));
    assert.equal(report.totalGraded, 4);
    assert.equal(report.averagePoints, 61.25);
    assert.equal(report.averageMark, 7.13);
    assert.deepEqual(report.bands, { A: 1, B: 1, C: 1, D: 0, F: 1 });
    assert.ok(report.mostDifficult.questionId);
  });
});

describe('performance', () => {
  test('class summary: averages over time by due date and the trend of every pupil', async () => {
    const summary = json<{
      quizzes: { title: string; averageMark: number; graded: number }[];
      pupils: { name: string; trend: string; lastMark: number; averageMark: number }[];
    }>(await call(owner, 'GET', `/api/classrooms/${classroomId}/performance-summary`));
    assert.deepEqual(
      summary.quizzes.map((q) => [q.title, q.graded]),
      [
        ['Test 1', 4],
        ['Test 2', 3],
        ['Test 3', 3],
      ],
    );
    assert.deepEqual(
      summary.pupils.map((p) => [p.name, p.trend]),
      [
        ['Ana Pop', 'improving'],
        ['Bogdan Ene', 'declining'],
        ['Carmen Ilie', 'stable'],
        // One result: no direction yet.
        ['Dan Stoica', 'none'],
      ],
    );
    assert.equal(summary.pupils[0]?.lastMark, 9);
  });

  test('pupil history against the class average, with dated teacher comments', async () => {
    const ana = pupils[0]!;
    const added = await call(owner, 'POST', `/api/pupils/${ana.id}/comments`, { body: 'Progres foarte bun la ecuații.' });
    assert.equal(added.statusCode, 201);
    const comment = json<{ id: string }>(added);
    assert.equal((await call(owner, 'PUT', `/api/pupils/${ana.id}/comments/${comment.id}`, { body: 'Progres excelent.' })).statusCode, 200);
    const perf = json<{ results: { title: string; mark: number; classAverageMark: number }[]; trend: string; comments: { body: string }[] }>(
      await call(owner, 'GET', `/api/classrooms/${classroomId}/pupils/${ana.id}/performance`),
    );
    assert.deepEqual(
      perf.results.map((r) => [r.title, r.mark]),
      [
        ['Test 1', 4],
        ['Test 2', 6],
        ['Test 3', 9],
      ],
    );
    assert.equal(perf.results[0]?.classAverageMark, 7.13);
    assert.equal(perf.trend, 'improving');
    assert.deepEqual(
      perf.comments.map((c) => c.body),
      ['Progres excelent.'],
    );
    assert.equal((await call(owner, 'DELETE', `/api/pupils/${ana.id}/comments/${comment.id}`)).statusCode, 204);
    assert.equal((await call(owner, 'POST', `/api/pupils/${ana.id}/comments`, { body: '  ' })).statusCode, 400);
  });
});

describe('exports', () => {
  test("a quiz's grades as CSV, read back", async () => {
    const response = await call(owner, 'GET', `/api/quizzes/${quizIds[0]}/grades/export?format=csv&classroomId=${classroomId}`);
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /text\/csv/);
    // One class's marks: the file is named after the test and the class.
    assert.match(
      String(response.headers['content-disposition']),
      /filename="Test 1 - a XI-a C\.csv"; filename\*=UTF-8''Test%201%20%E2%80%93%20a%20XI-a%20C\.csv/,
    );
    const rows = parseDelimited(response.body);
    assert.equal(rows[0]?.[0], 'Pupil');
    assert.deepEqual(
      rows.slice(1).map((r) => r[0]),
      ['Ana Pop', 'Bogdan Ene', 'Carmen Ilie', 'Dan Stoica'],
    );
    const totalColumn = rows[0]!.indexOf('Total');
    assert.equal(rows[1]?.[totalColumn], '30');
  });

  test('the gradebook as a real .xlsx with numbers stored as numbers', async () => {
    const response = await call(owner, 'GET', `/api/classrooms/${classroomId}/gradebook?format=xlsx`);
    assert.equal(response.statusCode, 200);
    const sheet = unzipEntry(response.rawPayload, 'xl/worksheets/sheet1.xml');
    assert.match(sheet, /<c r="A2" t="inlineStr"[^>]*><is><t xml:space="preserve">Ana Pop<\/t>/);
    assert.match(sheet, /<c r="B2"><v>4<\/v><\/c>/, 'a mark is a number cell');
    assert.match(sheet, /Media clasei|Class average/);
    // And a real spreadsheet program opens it, when one is installed (CI installs poppler, not office).
    try {
      const dir = mkdtempSync(join(tmpdir(), 'catedra-xlsx-'));
      writeFileSync(join(dir, 'g.xlsx'), response.rawPayload);
      execFileSync('unzip', ['-t', join(dir, 'g.xlsx')], { stdio: 'ignore' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  });

  test('an unknown format is a 400', async () => {
    assert.equal((await call(owner, 'GET', `/api/classrooms/${classroomId}/gradebook?format=pdf`)).statusCode, 400);
  });
});

describe('tenancy', () => {
  test("another user's quiz, classroom, pupil and comments answer 404", async () => {
    const ana = pupils[0]!;
    for (const [method, url, body] of [
      ['GET', `/api/quizzes/${quizIds[0]}/analysis`, undefined],
      ['POST', `/api/quizzes/${quizIds[0]}/analysis`, { questions: [] }],
      ['GET', `/api/quizzes/${quizIds[0]}/report`, undefined],
      ['GET', `/api/quizzes/${quizIds[0]}/grades/export`, undefined],
      ['GET', `/api/classrooms/${classroomId}/performance-summary`, undefined],
      ['GET', `/api/classrooms/${classroomId}/gradebook`, undefined],
      ['GET', `/api/classrooms/${classroomId}/pupils/${ana.id}/performance`, undefined],
      ['GET', `/api/pupils/${ana.id}/comments`, undefined],
      ['POST', `/api/pupils/${ana.id}/comments`, { body: 'x' }],
    ] as const) {
      assert.equal((await call(stranger, method, url, body)).statusCode, 404, `${method} ${url}`);
    }
  });
});
