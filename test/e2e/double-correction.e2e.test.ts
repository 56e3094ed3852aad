// Double correction (issue 17) in Chromium against the built app: the author
// names two evaluators and a third on the test's page for the class; the two
// evaluators grade a class of 10 by keyboard at the same time, each in their
// own browser, blind; each submits; two papers differ by more than a point
// and go to the third evaluator, who grades them; the reconciliation, its
// printed sheet (read back with pdftotext) and the report show the final marks.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { useE2eApp } from './helpers/app';
import { ok, type Person, person } from './helpers/people';
import { tezaOfThreeQuestions } from './helpers/quiz';

const app = useE2eApp();

const quiz = tezaOfThreeQuestions('ro');

/** Joins the school through a link of the author's. */
async function join(author: Person, schoolId: string, who: Person): Promise<void> {
  const { url } = await ok<{ url: string }>(author, 'POST', `/api/schools/${schoolId}/invitations`, {});
  await ok(who, 'POST', `/api/invitations/${url.split('/join/')[1]}/accept`, {});
}

/** Types question 1's marks down the class with Enter, from the first pupil, and waits for the autosave. */
async function gradeByKeyboard(page: Page, path: string, marks: readonly number[]): Promise<void> {
  await page.goto(`${app.baseUrl}${path}`);
  await page.getByRole('grid').waitFor({ timeout: 30_000 });
  // Under the page's explanation, the evaluators and Submit, the grid fitted to what was left of the window showed
  // three rows (an outside tester, at 1366 x 768): a class of 10 now fits in it whole.
  const area = await page.getByTestId('grade-grid-scroller').evaluate((scroller) => [scroller.clientHeight, scroller.scrollHeight]);
  assert.ok(area[0]! >= area[1]!, `the whole class in the grid's area: ${area.join(' of ')} px`);
  // An evaluator's grid has no comments column to widen: its frame fits its columns, not a blank half of the page.
  const widths = await page
    .getByTestId('grade-grid-scroller')
    .evaluate((scroller) => [scroller.clientWidth, scroller.querySelector('[role=grid]')!.clientWidth]);
  assert.ok(widths[0]! <= widths[1]! + 1, `the grid's frame fits its columns: ${widths.join(' px around ')} px`);
  await page.locator('[data-row="0"][data-col="1"]').click();
  for (const mark of marks) {
    await page.keyboard.type(String(mark));
    await page.keyboard.press('Enter');
  }
  await page.waitForFunction(() => document.querySelector('[data-sync-state]')?.getAttribute('data-sync-state') === 'saved', undefined, { timeout: 20_000 });
}

async function submit(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit my correction' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('button', { name: /Withdraw my submission/ })
    .or(page.getByText(/Both corrections are in/))
    .first()
    .waitFor();
}

test('two evaluators grade a class of 10 blind at the same time, submit, and a third settles the two papers they disagree on', async () => {
  const author = await person(app, 'Ioana', 'Autoare');
  const first = await person(app, 'Andrei', 'Aldea');
  const second = await person(app, 'Bianca', 'Barbu');
  const third = await person(app, 'Cezar', 'Ciobanu');
  try {
    const school = await ok<{ id: string }>(author, 'POST', '/api/schools', { name: 'Școala Gimnazială Nr. 1' });
    const classroom = await ok<{ id: string }>(author, 'POST', `/api/schools/${school.id}/classrooms`, { name: 'a VIII-a A' });
    const names = Array.from({ length: 10 }, (_, i) => `Elev ${String(i + 1).padStart(2, '0')}`);
    await ok(author, 'POST', `/api/classrooms/${classroom.id}/pupils`, { pupils: names.map((name) => ({ name })) });
    for (const evaluator of [first, second, third]) await join(author, school.id, evaluator);
    const test = await ok<{ id: string }>(author, 'POST', '/api/quizzes', quiz);
    await ok(author, 'POST', `/api/classrooms/${classroom.id}/quizzes/${test.id}`, {});
    const path = `/schools/${school.id}/classrooms/${classroom.id}/quizzes/${test.id}/correction`;

    // The author names the evaluators on the page, reached from the palette of the test's dashboard.
    await author.page.goto(`${app.baseUrl}/schools/${school.id}/classrooms/${classroom.id}/quizzes/${test.id}`);
    await author.page.getByRole('link', { name: 'Double correction' }).click();
    await author.page.getByRole('combobox', { name: /Evaluator 1/ }).selectOption({ label: 'Andrei Aldea' });
    await author.page.getByRole('combobox', { name: /Evaluator 2/ }).selectOption({ label: 'Bianca Barbu' });
    await author.page.getByRole('combobox', { name: 'Third evaluator' }).selectOption({ label: 'Cezar Ciobanu' });
    await author.page.getByRole('button', { name: 'Save' }).click();
    await author.page.getByText('Double correction is set up.').waitFor();

    // Both at once, each blind: 20 points each (3.00) for eight pupils; the last two differ (3.00 against 1.50).
    const firstMarks = Array(10).fill(20);
    const secondMarks = [...Array(8).fill(20), 5, 5];
    await Promise.all([gradeByKeyboard(first.page, path, firstMarks), gradeByKeyboard(second.page, path, secondMarks)]);
    // Neither sees the other's: a fresh grid holds each one's own.
    assert.equal(await second.page.locator('[data-row="9"][data-col="1"]').innerText(), '5');
    assert.equal(await first.page.locator('[data-row="9"][data-col="1"]').innerText(), '20');
    assert.equal((await second.api('GET', `/api/quizzes/${test.id}/classrooms/${classroom.id}/double-correction/reconciliation`)).status, 403);

    await submit(first.page);
    await submit(second.page);
    await second.page.getByText('Both corrections are in: each paper is settled or sent to the third evaluator.').waitFor();

    // The third evaluator sees the two papers sent to them and grades them: 15 points, 2.50.
    await third.page.goto(`${app.baseUrl}${path}`);
    const grid = third.page.getByRole('grid');
    await grid.waitFor({ timeout: 30_000 });
    assert.equal(await grid.locator('[role="rowheader"]').count(), 2, 'only the papers sent to the third evaluator');
    await gradeByKeyboard(third.page, path, [15, 15]);

    // The reconciliation: eight papers settled at 3, two by the third evaluator at 2.5.
    await author.page.goto(`${app.baseUrl}${path}`);
    const table = author.page.getByRole('table', { name: 'Reconciliation' });
    await table.getByRole('cell', { name: 'Elev 10' }).waitFor();
    const finals = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[5]?.textContent));
    // Written with two decimals, as the national exams' reconciliation writes marks (3.00 beside 2.50).
    assert.deepEqual(finals, [...Array(8).fill('3.00'), '2.50', '2.50']);

    // The reconciliation sheet, printed in the test's language, read back with pdftotext.
    const [download] = await Promise.all([
      author.page.waitForEvent('download', { timeout: 60_000 }),
      author.page.getByRole('button', { name: 'Reconciliation sheet (PDF)' }).click(),
    ]);
    const file = await download.path();
    assert.ok(file);
    assert.equal(readFileSync(file).subarray(0, 5).toString(), '%PDF-');
    const sheet = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
    assert.match(sheet, /Borderou de conciliere/);
    assert.match(sheet, /Elev 01 3,00 3,00 0,00 — 3,00\n/);
    assert.match(sheet, /Elev 10 3,00 1,50 1,50 2,50 2,50\n/);
    assert.match(sheet, /Evaluatorul 1: Andrei Aldea Semnătura:/);
    assert.match(sheet, /Al treilea evaluator: Cezar Ciobanu Semnătura:/);

    // The report reads the final marks.
    const report = await ok<{ totalGraded: number; averagePoints: number }>(author, 'GET', `/api/quizzes/${test.id}/report?classroomId=${classroom.id}`);
    assert.equal(report.totalGraded, 10);
    assert.equal(report.averagePoints, (8 * 20 + 2 * 15) / 10);
    for (const who of [author, first, second, third])
      assert.deepEqual(
        who.errors.filter((error) => !/401|403|404|Failed to load resource/.test(error)),
        [],
      );
  } finally {
    for (const who of [author, first, second, third]) await who.context.close();
  }
});
