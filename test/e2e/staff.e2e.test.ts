// A school shared by its staff (issue 16) in Chromium against the built app:
// the director makes an invitation link on the Members page; two teachers
// open it, one of them signed out (the link survives the sign-in), and join;
// teacher A shares a test with B as "Can grade"; each gives it to a class of
// their own and types a mark in the grid; the director reads both classes'
// marks, opens the comparison of the two classes from the palette and a
// read-only grid; B leaves the school and loses the test at once.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { E2E_PASSWORD } from './helpers/accounts';
import { useE2eApp } from './helpers/app';
import { person as newPerson, ok, type Person } from './helpers/people';
import { tezaOfThreeQuestions } from './helpers/quiz';

const app = useE2eApp();
const person = (firstName: string, lastName: string, signIn = true): Promise<Person> => newPerson(app, firstName, lastName, signIn);

const quiz = tezaOfThreeQuestions();

async function typeFirstMark(page: Page, path: string, mark: string): Promise<void> {
  await page.goto(`${app.baseUrl}${path}`);
  await page.getByRole('grid').waitFor({ timeout: 30_000 });
  await page.locator('[data-row="0"][data-col="1"]').click();
  await page.keyboard.type(mark);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-sync-state]')?.getAttribute('data-sync-state') === 'saved', undefined, { timeout: 20_000 });
}

const realErrors = (errors: string[]) => errors.filter((error) => !/401|404|403|Failed to load resource/.test(error));

test('a director invites two teachers by link; a test shared to grade is graded in both classes; leaving ends access at once', async () => {
  const director = await person('Ioana', 'Director');
  const a = await person('Andrei', 'Aldea');
  const b = await person('Bianca', 'Barbu', false);
  try {
    const school = await ok<{ id: string }>(director, 'POST', '/api/schools', { name: 'Liceul Teoretic Grigore Moisil' });
    const classA = await ok<{ id: string }>(director, 'POST', `/api/schools/${school.id}/classrooms`, { name: 'a IX-a A' });
    const classB = await ok<{ id: string }>(director, 'POST', `/api/schools/${school.id}/classrooms`, { name: 'a IX-a B' });
    await ok(director, 'POST', `/api/classrooms/${classA.id}/pupils`, { pupils: [{ name: 'Pop Ana' }, { name: 'Ionescu Dan' }] });
    await ok(director, 'POST', `/api/classrooms/${classB.id}/pupils`, { pupils: [{ name: 'Marin Elena' }, { name: 'Stan Radu' }] });

    // The director makes a link for two colleagues on the Members page.
    await director.page.goto(`${app.baseUrl}/schools/${school.id}`);
    await director.page.getByRole('link', { name: 'Members' }).click();
    await director.page.getByRole('table', { name: 'Members of Liceul Teoretic Grigore Moisil' }).waitFor();
    await director.page.getByLabel('How many colleagues may use it').fill('2');
    await director.page.getByRole('button', { name: 'Make an invitation link' }).click();
    const link = await director.page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
    assert.match(link, /\/join\/[\w-]{43}$/);

    // Teacher A, signed in, opens the link and joins.
    await a.page.goto(link);
    await a.page.getByText('Ioana Director invites you to join Liceul Teoretic Grigore Moisil.').waitFor();
    await a.page.getByRole('button', { name: 'Join Liceul Teoretic Grigore Moisil' }).click();
    await a.page.getByRole('heading', { level: 1, name: 'Liceul Teoretic Grigore Moisil' }).waitFor();

    // Teacher B opens it signed out: sign-in first, then the link again, then joining.
    await b.page.goto(link);
    await b.page.waitForURL(/\/sign-in/);
    await b.page.getByLabel('Email').fill(b.email);
    await b.page.getByLabel('Password').fill(E2E_PASSWORD);
    await b.page.getByRole('button', { name: 'Sign in' }).click();
    await b.page.getByRole('button', { name: 'Join Liceul Teoretic Grigore Moisil' }).click();
    await b.page.getByRole('heading', { level: 1, name: 'Liceul Teoretic Grigore Moisil' }).waitFor();

    // A's test, shared with B to grade through the share dialog.
    const test = await ok<{ id: string }>(a, 'POST', '/api/quizzes', quiz);
    await a.page.goto(`${app.baseUrl}/quizzes/${test.id}`);
    await a.page.getByRole('button', { name: 'Share' }).click();
    const dialog = a.page.getByRole('dialog', { name: `Share “${quiz.title}”` });
    await dialog.getByRole('combobox', { name: 'Sharing with Bianca Barbu' }).selectOption('grade');
    await a.page.getByText('Bianca Barbu can now grade this test.').waitFor();
    assert.equal(await dialog.getByRole('combobox', { name: 'Sharing with Ioana Director' }).inputValue(), 'none');
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Each gives it to a class and types a mark in the grid.
    await ok(a, 'POST', `/api/quizzes/${test.id}/assign-bulk`, { classroomIds: [classA.id] });
    await ok(b, 'POST', `/api/quizzes/${test.id}/assign-bulk`, { classroomIds: [classB.id] });
    await typeFirstMark(a.page, `/schools/${school.id}/classrooms/${classA.id}/quizzes/${test.id}/evaluate`, '25');
    await typeFirstMark(b.page, `/schools/${school.id}/classrooms/${classB.id}/quizzes/${test.id}/evaluate`, '17');

    // The director reads both classes' marks (read-only: a write is refused).
    const marks = await ok<{ questionScores: Record<string, number> }[]>(director, 'GET', `/api/quizzes/${test.id}/grades`);
    assert.deepEqual(marks.map((grade) => grade.questionScores.q1).sort(), [17, 25]);
    assert.equal((await director.api('POST', `/api/quizzes/${test.id}/grades`, { grades: [] })).status, 403);

    // The director opens the comparison from the palette on class A's dashboard and sees both classes.
    const { page } = director;
    await page.goto(`${app.baseUrl}/schools/${school.id}/classrooms/${classA.id}/quizzes/${test.id}?tab=report`);
    await page.getByRole('heading', { level: 2, name: 'Quiz report' }).waitFor();
    await page.keyboard.press('Control+K');
    await page.keyboard.type('compare classes');
    // Chosen by its name, not by Enter on whichever option the palette has ranked first while it was still filtering.
    await page
      .getByRole('dialog', { name: 'Command palette' })
      .getByRole('option', { name: /Compare classes…/ })
      .click();
    await page.getByRole('tab', { name: 'Compare classes', selected: true }).waitFor();
    assert.match(page.url(), /\?tab=compare$/);
    const classes = page.getByRole('table', { name: "Each class's results" });
    await classes.getByRole('cell', { name: /a IX-a B/ }).waitFor();
    // Each row's class, pupils and graded papers, without the notes under them ("(this class)", the small-class flag).
    const rows = await classes.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) =>
        [...tr.querySelectorAll('td')].slice(0, 3).map((td) =>
          (td.textContent ?? '')
            .replace('(this class)', '')
            .replace(/fewer than 10.*$/, '')
            .trim(),
        ),
      ),
    );
    assert.deepEqual(rows, [
      ['a IX-a A', '2', '1'],
      ['a IX-a B', '2', '1'],
      ['All classes', '4', '2'],
    ]);
    assert.equal(await classes.getByText('(this class)').count(), 1);

    // Her grid of a colleague's test reads, and does not write: it says so, and a typed digit opens no editor.
    await page.goto(`${app.baseUrl}/schools/${school.id}/classrooms/${classB.id}/quizzes/${test.id}/evaluate`);
    await page.getByText('You can read these marks, not change them.').first().waitFor();
    assert.equal(await page.getByRole('grid').getAttribute('aria-readonly'), 'true');
    await page.locator('[data-row="0"][data-col="1"]').click();
    await page.keyboard.type('9');
    await page.getByTestId('grade-grid-scroller').getByText('You can read these marks, not change them.').waitFor();
    assert.equal(await page.getByRole('grid').getByRole('textbox').count(), 0);

    // B leaves from the Members page: the school and the shared test are gone at once.
    await b.page.goto(`${app.baseUrl}/schools/${school.id}/members`);
    await b.page.getByRole('button', { name: 'Leave the school' }).click();
    await b.page.getByRole('alertdialog').getByRole('button', { name: 'Leave the school' }).click();
    await b.page.waitForURL(/\/schools$/);
    assert.equal((await b.api('GET', `/api/quizzes/${test.id}`)).status, 404);
    assert.equal((await b.api('GET', `/api/schools/${school.id}`)).status, 404);
    assert.equal((await b.api('GET', `/api/classrooms/${classB.id}/pupils`)).status, 404);

    for (const who of [director, a, b]) assert.deepEqual(realErrors(who.errors), []);
  } finally {
    for (const who of [director, a, b]) await who.context.close();
  }
});
