// Exports the test, the grading scheme and the quiz dashboard as PDF from the
// real screens, in Chromium, and checks each download is a valid PDF with the
// quiz in it. Needs the quiz editor (/quizzes/:id/edit) and the quiz
// dashboard (/schools/:s/classrooms/:c/quizzes/:q) with their PDF export
// buttons; while those screens are placeholders the test skips, saying so.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type TestContext, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { sampleQuiz } from '../server/helpers/quiz-fixture';
import { signUpThroughApi } from './helpers/accounts';
import { useE2eApp } from './helpers/app';

const app = useE2eApp();

const QUIZ_TITLE = 'Evaluare PDF în browser';

interface Seeded {
  schoolId: string;
  classroomId: string;
  quizId: string;
}

/** A signed-in teacher with a school, a classroom of pupils, the quiz assigned and graded: through the API, sharing the page's cookies. */
async function seed(context: BrowserContext): Promise<Seeded> {
  const post = await signUpThroughApi(context, app.baseUrl, 'pdf.e2e@scoala.ro');
  const school = await post<{ id: string }>('/api/schools', { name: 'Liceul Mihai Eminescu' });
  const classroom = await post<{ id: string }>(`/api/schools/${school.id}/classrooms`, { name: 'a IX-a B' });
  const pupils = await post<{ id: string }[]>(`/api/classrooms/${classroom.id}/pupils`, {
    pupils: ['Ana Pop', 'Ștefan Ene', 'Carmen Ilie'].map((name) => ({ name })),
  });
  const quiz = await post<{ id: string }>('/api/quizzes', sampleQuiz(QUIZ_TITLE));
  await post(`/api/quizzes/${quiz.id}/assign-bulk`, { classroomIds: [classroom.id], dueDate: '2026-10-01' });
  const grades = pupils.map((pupil, i) => ({
    pupilId: pupil.id,
    questionScores: { q1: 10, q2: 10 - 5 * i, q3: 10, q4: 20, q5: 10, q6: 5 * i, q7: 15 },
    version: 0,
  }));
  await post(`/api/quizzes/${quiz.id}/grades`, { grades });
  return { schoolId: school.id, classroomId: classroom.id, quizId: quiz.id };
}

/** Skips (with the reason) when the screen at `path` is still a placeholder or has no such button; otherwise returns the button. */
async function exportButton(t: TestContext, page: Page, path: string, name: RegExp) {
  await page.goto(`${app.baseUrl}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (await page.getByText('This section is in development.').isVisible()) {
    t.skip(`${path} is still a placeholder screen: nothing to export from yet`);
    return null;
  }
  const button = page.getByRole('button', { name }).first();
  if ((await button.count()) === 0) {
    t.skip(`${path} has no button named ${name} yet`);
    return null;
  }
  return button;
}

/** Clicks, takes the download, checks it is a PDF named as expected and returns its text (pdftotext). */
async function downloadPdf(page: Page, button: ReturnType<Page['getByRole']>, name = /\.pdf$/): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), button.click()]);
  const path = await download.path();
  assert.ok(path, 'the download was saved');
  const bytes = readFileSync(path);
  assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
  assert.match(download.suggestedFilename(), name);
  return execFileSync('/usr/bin/pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

test('the teacher exports the test, its grading scheme and the quiz dashboard as PDF', async (t) => {
  const { context, page, errors } = await app.newPage();
  try {
    const ids = await seed(context);

    const testButton = await exportButton(t, page, `/quizzes/${ids.quizId}/edit`, /test.*pdf|pdf.*test/i);
    if (!testButton) return;
    const testText = await downloadPdf(page, testButton);
    assert.match(testText, new RegExp(QUIZ_TITLE));
    assert.match(testText, /Page 1 of \d/);

    const baremButton = page.getByRole('button', { name: /grading scheme|barem/i }).first();
    const baremText = await downloadPdf(page, baremButton);
    assert.match(baremText, /Grading scheme/);
    assert.match(baremText, /Final mark = \(points \+ 10\) \/ 10/);

    const dashboardButton = await exportButton(t, page, `/schools/${ids.schoolId}/classrooms/${ids.classroomId}/quizzes/${ids.quizId}`, /pdf/i);
    if (!dashboardButton) return;
    // Named after the class too: two classes' reports do not overwrite each other.
    const dashboardText = await downloadPdf(page, dashboardButton, /-a-ix-a-b-report\.pdf$/);
    assert.match(dashboardText, /Test report/);
    assert.match(dashboardText, /Ana Pop/);
    assert.deepEqual(
      errors.filter((e) => !/favicon/.test(e)),
      [],
    );
  } finally {
    await context.close();
  }
});

test('a Romanian test exported from its detail page in the English interface prints in Romanian', async () => {
  const { context, page } = await app.newPage();
  try {
    const post = await signUpThroughApi(context, app.baseUrl, 'pdf.language.e2e@scoala.ro');
    const quiz = await post<{ id: string }>('/api/quizzes', { ...sampleQuiz('Evaluare în limba română'), language: 'ro' });
    await page.goto(`${app.baseUrl}/quizzes/${quiz.id}`);
    const text = await downloadPdf(page, page.getByRole('button', { name: 'Export test (PDF)' }));
    assert.match(text, /Bifați/);
    assert.doesNotMatch(text, /Tick the correct answer/);
  } finally {
    await context.close();
  }
});

// The PDFs' fonts are fetched when a PDF is made; the math fallback (DejaVu Sans) is 757 KB as it is.
test('the PDF fonts come compressed', async () => {
  const assets = join(import.meta.dirname, '..', '..', 'dist', 'public', 'assets');
  const fonts = readdirSync(assets, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ttf'));
  assert.ok(
    fonts.some((name) => name.includes('DejaVuSans')),
    fonts.join(', '),
  );
  for (const name of fonts) {
    const response = await fetch(`${app.baseUrl}/assets/${name}`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(response.status, 200, name);
    assert.equal(response.headers.get('content-encoding'), 'gzip', name);
    await response.arrayBuffer();
  }
});
