// Results in a real browser: a class is graded through the API, then the
// pupil performance page, the classroom's Performance tab and the quiz
// dashboard's Question Analysis and Quiz Report tabs are opened in Chromium;
// the uPlot charts must draw (a canvas with a size) under the app's CSP, and
// the CSV and Excel exports are downloaded from the UI and read back. The
// classroom page and the quiz dashboard belong to other work: while either
// is still a placeholder, its test skips and says so.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { type TestContext, test } from 'node:test';
import { inflateRawSync } from 'node:zlib';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { parseDelimited } from '../../src/domain/csv';
import { sampleQuiz } from '../server/helpers/quiz-fixture';
import { signUpThroughApi } from './helpers/accounts';
import { useE2eApp } from './helpers/app';
import { seriousViolations } from './helpers/axe';

const app = useE2eApp();

const PUPILS = ['Ana Pop', 'Bogdan Ene', 'Carmen Ilie', 'Dan Stoica'];
let accounts = 0;

interface Seeded {
  schoolId: string;
  classroomId: string;
  quizIds: string[];
  pupilIds: string[];
}

/** A teacher with a class of four, two tests assigned with due dates and graded per question (and per rule on q4). */
async function seed(context: BrowserContext): Promise<Seeded> {
  accounts += 1;
  const post = await signUpThroughApi(context, app.baseUrl, `results.e2e${accounts}@scoala.ro`);
  const school = await post<{ id: string }>('/api/schools', { name: 'Liceul Mihai Eminescu' });
  const classroom = await post<{ id: string }>(`/api/schools/${school.id}/classrooms`, { name: 'a IX-a B' });
  const pupils = await post<{ id: string }[]>(`/api/classrooms/${classroom.id}/pupils`, { pupils: PUPILS.map((name) => ({ name })) });
  const quizIds: string[] = [];
  for (const [index, due] of ['2026-10-01', '2026-10-15'].entries()) {
    const quiz = await post<{ id: string }>('/api/quizzes', sampleQuiz(`Evaluare ${index + 1}`));
    quizIds.push(quiz.id);
    await post(`/api/quizzes/${quiz.id}/assign-bulk`, { classroomIds: [classroom.id], dueDate: due });
    const grades = pupils.map((pupil, i) => ({
      pupilId: pupil.id,
      questionScores: { q1: 10, q2: 10 - 5 * (i % 2), q3: 10 - 5 * index, 'q4/r1': 10, 'q4/r2': 10 - 3 * i, q5: 10, q6: 3 * i, q7: 15 - 5 * index },
      version: 0,
    }));
    await post(`/api/quizzes/${quiz.id}/grades`, { grades });
  }
  return { schoolId: school.id, classroomId: classroom.id, quizIds, pupilIds: pupils.map((pupil) => pupil.id) };
}

/** The canvas uPlot drew inside a chart (role img), with its size in CSS pixels. */
async function chartCanvas(chart: Locator): Promise<{ width: number; height: number }> {
  const canvas = chart.locator('canvas').first();
  await canvas.waitFor({ timeout: 15_000 });
  const box = await canvas.boundingBox();
  assert.ok(box, 'the canvas is laid out');
  return { width: box.width, height: box.height };
}

/**
 * Presses the button from the keyboard, takes the download and returns its name and bytes. The
 * keyboard's place must survive the wait: a button disabled while busy drops the focus to the page.
 */
async function download(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  await button.focus();
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.keyboard.press('Enter')]);
  const path = await file.path();
  assert.ok(path, 'the download was saved');
  await button.and(page.locator(':not([aria-busy])')).waitFor();
  assert.equal(await button.evaluate((element) => element === document.activeElement), true, 'the button keeps the focus');
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

/** One file of a zip (an .xlsx), read through its local headers. */
function unzipEntry(buffer: Buffer, name: string): string {
  let offset = 0;
  while (buffer.readUInt32LE(offset) === 0x04034b50) {
    const method = buffer.readUInt16LE(offset + 8);
    const compressedSize = buffer.readUInt32LE(offset + 18);
    const nameLength = buffer.readUInt16LE(offset + 26);
    const extra = buffer.readUInt16LE(offset + 28);
    const entry = buffer.subarray(offset + 30, offset + 30 + nameLength).toString();
    const start = offset + 30 + nameLength + extra;
    const data = buffer.subarray(start, start + compressedSize);
    if (entry === name) return (method === 0 ? data : inflateRawSync(data)).toString();
    offset = start + compressedSize;
  }
  throw new Error(`${name} not in the zip`);
}

/** Downloads both formats from a group of export buttons and checks them: the CSV parsed, a number cell in the sheet. */
async function checkExports(page: Page, group: Locator, csvName: RegExp, xlsxName: RegExp): Promise<{ csv: string[][]; sheet: string }> {
  const csvFile = await download(page, group.getByRole('button', { name: /CSV/ }));
  assert.match(csvFile.name, csvName);
  const csv = parseDelimited(csvFile.bytes.toString('utf8'));
  await group.getByRole('button', { name: /Excel/ }).and(page.locator(':not([aria-disabled])')).waitFor();
  const xlsxFile = await download(page, group.getByRole('button', { name: /Excel/ }));
  assert.match(xlsxFile.name, xlsxName);
  assert.equal(xlsxFile.bytes.subarray(0, 2).toString(), 'PK', 'an .xlsx is a zip');
  const sheet = unzipEntry(xlsxFile.bytes, 'xl/worksheets/sheet1.xml');
  assert.match(sheet, /<c r="[A-Z]+\d+"><v>\d+(\.\d+)?<\/v><\/c>/, 'numbers are stored as numbers');
  return { csv, sheet };
}

/** No serious or critical axe-core violation on what is shown, in light and then in dark. */
async function assertAccessible(page: Page, what: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // The app follows the device's scheme through <html class="dark">; seriousViolations then waits for the colours' transitions.
    await page.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, scheme === 'dark');
    const found = (await seriousViolations(page)).map((v) => `${what} (${scheme}): ${v.impact} ${v.id} (${v.help}) at ${v.targets.slice(0, 3).join(', ')}`);
    assert.deepEqual(found, []);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Console errors that matter (a CSP refusal of an inline style would show here). */
function realErrors(errors: string[]): string[] {
  return errors.filter((error) => !/favicon/.test(error));
}

async function skipIfPlaceholder(t: TestContext, page: Page, path: string): Promise<boolean> {
  await page.goto(`${app.baseUrl}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (await page.getByText('This section is in development.').isVisible()) {
    t.skip(`${path} is still a placeholder screen (its issue has not landed): nothing to open yet`);
    return true;
  }
  return false;
}

test('the pupil performance page draws the history chart, lists every test and keeps dated comments', async () => {
  const { context, page, errors } = await app.newPage();
  try {
    const ids = await seed(context);
    await page.goto(`${app.baseUrl}/classrooms/${ids.classroomId}/pupils/${ids.pupilIds[0]}/performance`);
    await page.getByRole('heading', { level: 1, name: 'Ana Pop' }).waitFor();
    const chart = page.getByRole('img', { name: /Marks of Ana Pop against the class average/ });
    const size = await chartCanvas(chart);
    assert.ok(size.width > 100 && size.height > 100, `canvas ${size.width}x${size.height}`);
    // uPlot's own stylesheet arrived as a constructed sheet (the CSP forbids inline <style>).
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.u-wrap')!).position), 'relative');

    const table = page.getByRole('table', { name: 'Results per test' });
    assert.equal(await table.getByRole('row').count(), 3, 'a header and two tests');
    assert.match((await table.getByRole('row').nth(1).textContent()) ?? '', /Evaluare 1/);
    await assertAccessible(page, 'pupil performance');

    await page.getByLabel('New comment').fill('Progres bun la ecuații.');
    await page.getByRole('button', { name: 'Add comment' }).click();
    const comments = page.getByRole('list', { name: 'Comments, newest first' });
    await comments.getByText('Progres bun la ecuații.').waitFor();
    await comments.getByRole('button', { name: /^Edit the comment of/ }).click();
    await comments.getByRole('textbox').fill('Progres excelent.');
    await comments.getByRole('button', { name: 'Save' }).click();
    await comments.getByText('Progres excelent.').waitFor();
    await page.reload();
    await page.getByRole('list', { name: 'Comments, newest first' }).getByText('Progres excelent.').waitFor();
    await page.getByRole('button', { name: /^Delete the comment of/ }).click();
    await page.getByRole('alertdialog', { name: 'Delete this comment?' }).getByRole('button', { name: 'Delete comment' }).click();
    await page.getByText('No comments yet.').waitFor();

    // 360 px: the page fits, the chart follows the width.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.waitForFunction(() => (document.querySelector('.uplot canvas')?.getBoundingClientRect().width ?? 999) <= 340);
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 360, 'no sideways scrolling at 360 px');
    assert.deepEqual(realErrors(errors), []);
  } finally {
    await context.close();
  }
});

test("the classroom's Performance tab draws the class average and exports the gradebook as CSV and Excel", async (t) => {
  const { context, page, errors } = await app.newPage();
  try {
    const ids = await seed(context);
    if (await skipIfPlaceholder(t, page, `/schools/${ids.schoolId}/classrooms/${ids.classroomId}`)) return;
    const tab = page.getByRole('tab', { name: /Performance/ });
    if ((await tab.count()) === 0) {
      t.skip('the classroom page has no Performance tab yet');
      return;
    }
    await tab.click();
    const panel = page.getByRole('region', { name: 'Class performance' });
    const size = await chartCanvas(panel.getByRole('img', { name: /^Average over time/ }));
    assert.ok(size.width > 100 && size.height > 100, `canvas ${size.width}x${size.height}`);
    const snapshot = panel.getByRole('table', { name: 'Student snapshot' });
    for (const name of PUPILS) await snapshot.getByRole('link', { name: `Performance of ${name}` }).waitFor();
    await assertAccessible(page, 'class performance');

    const { csv, sheet } = await checkExports(page, panel.getByRole('group', { name: 'Export the gradebook' }), /\.csv$/, /\.xlsx$/);
    assert.deepEqual(csv[0]?.slice(0, 3), ['Pupil', 'Evaluare 1', 'Evaluare 2']);
    assert.deepEqual(
      csv.slice(1, 5).map((row) => row[0]),
      PUPILS,
    );
    assert.match(sheet, /Ana Pop/);

    await snapshot.getByRole('link', { name: 'Performance of Bogdan Ene' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bogdan Ene' }).waitFor();
    assert.deepEqual(realErrors(errors), []);
  } finally {
    await context.close();
  }
});

test("the quiz dashboard's Question Analysis and Quiz Report tabs show the figures and export the quiz's grades", async (t) => {
  const { context, page, errors } = await app.newPage();
  try {
    const ids = await seed(context);
    if (await skipIfPlaceholder(t, page, `/schools/${ids.schoolId}/classrooms/${ids.classroomId}/quizzes/${ids.quizIds[0]}`)) return;
    const analysisTab = page.getByRole('tab', { name: /Question Analysis/i });
    const reportTab = page.getByRole('tab', { name: /Quiz Report/i });
    if ((await analysisTab.count()) === 0 || (await reportTab.count()) === 0) {
      t.skip('the quiz dashboard has no Question Analysis and Quiz Report tabs yet');
      return;
    }
    await analysisTab.click();
    const analysis = page.getByRole('region', { name: 'Question analysis' });
    await analysis.getByRole('table', { name: /Results per question/ }).waitFor();
    await analysis.getByText('Figures to read with care').waitFor();
    assert.equal(
      await analysis
        .getByRole('table', { name: /Results per question/ })
        .getByRole('row')
        .count(),
      8,
      'a header and seven questions',
    );
    await assertAccessible(page, 'question analysis');

    await reportTab.click();
    const report = page.getByRole('region', { name: 'Quiz report' });
    const bands = report.getByRole('table', { name: 'Pupils per grade band' });
    await bands.waitFor();
    assert.equal(await bands.getByRole('row').count(), 6);
    await report.getByRole('table', { name: 'Per scoring rule' }).waitFor();
    await assertAccessible(page, 'quiz report');

    const { csv } = await checkExports(
      page,
      report.getByRole('group', { name: 'Export the grades' }),
      /Evaluare 1 – a IX-a B\.csv$/,
      /Evaluare 1 – a IX-a B\.xlsx$/,
    );
    assert.equal(csv[0]?.[0], 'Pupil');
    assert.deepEqual(
      csv.slice(1).map((row) => row[0]),
      PUPILS,
    );
    assert.deepEqual(realErrors(errors), []);
  } finally {
    await context.close();
  }
});
