// Schools, classrooms and pupils in Chromium against the built app and a
// real server: sign up and in, create a school and a classroom, import 30
// pupils by pasting a list, rename one from the keyboard, delete one after
// confirming, reload and find 29; then the same pages at 360 px.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { signInThroughPages, signUpThroughPages } from './helpers/accounts';
import { useE2eApp } from './helpers/app';

const app = useE2eApp();

const TEACHER = { email: 'maria.popa@liceu.ro', firstName: 'Maria', lastName: 'Popa' };
const SURNAMES = ['Popescu', 'Ionescu', 'Țurcanu'];
const FIRST_NAMES = ['Ana', 'Ioana', 'Maria', 'Elena', 'Andrei', 'Mihai', 'Ștefan', 'Alexandru', 'Bianca', 'Daria'];
const PUPILS = SURNAMES.flatMap((surname) => FIRST_NAMES.map((first) => `${surname} ${first}`));

/** Expected noise: the session probe before sign-in, and the like. */
const ignorable = (message: string) => /401|Failed to load resource/.test(message);

/** Filled by the first test: the classroom's address. */
let classroomUrl = '';

const signUpAndIn = (page: Page) => signUpThroughPages(page, app.baseUrl, TEACHER);

function pupilRows(page: Page) {
  return page.getByRole('table', { name: 'Pupils of 9A' }).locator('tbody tr[data-row-key]');
}

test('a school, a classroom, 30 pupils pasted in one import, one renamed, one deleted after confirming; 29 after a reload', async () => {
  const { context, page, errors } = await app.newPage();
  await signUpAndIn(page);

  await page.goto(`${app.baseUrl}/schools`);
  await page.getByRole('heading', { name: 'No schools yet' }).waitFor();
  await page.getByRole('button', { name: 'Add school' }).first().click();
  const newSchool = page.getByRole('dialog', { name: 'New school' });
  await newSchool.getByLabel('School name').fill('Liceul Teoretic Ștefan cel Mare');
  await newSchool.getByRole('button', { name: 'Create school' }).click();
  await newSchool.waitFor({ state: 'detached' });
  await page.getByRole('link', { name: 'Liceul Teoretic Ștefan cel Mare' }).click();

  await page.getByRole('heading', { level: 1, name: 'Liceul Teoretic Ștefan cel Mare' }).waitFor();
  await page.getByRole('button', { name: 'Add classroom' }).click();
  const newClassroom = page.getByRole('dialog', { name: 'New classroom' });
  await newClassroom.getByLabel('Classroom name').fill('9A');
  await newClassroom.getByLabel('Grade or group').fill('a IX-a');
  await newClassroom.getByRole('button', { name: 'Add classroom' }).click();
  await newClassroom.waitFor({ state: 'detached' });
  await page.getByRole('link', { name: '9A', exact: true }).click();

  await page.getByRole('heading', { level: 1, name: '9A' }).waitFor();
  classroomUrl = page.url();
  await page.getByRole('tab', { name: 'Pupils' }).click();
  await page.waitForURL(/\?tab=pupils$/);
  await page.getByRole('button', { name: 'Import pupils' }).click();
  const importer = page.getByRole('dialog', { name: 'Import pupils' });
  await importer.getByLabel('Paste names or a table').fill(PUPILS.join('\n'));
  await importer.getByRole('button', { name: 'Preview' }).click();
  await importer.getByText('Rows: 30 · with errors: 0 · possible duplicates: 0').waitFor();
  await importer.getByRole('button', { name: 'Import pupils (30)' }).click();
  await importer.waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: 'Pupils (30)' }).waitFor();
  assert.equal(await pupilRows(page).count(), 30);

  // Rename from the keyboard: the row has the focus, Enter edits.
  const renamed = pupilRows(page).filter({ hasText: 'Ionescu Maria' });
  await renamed.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit pupil' });
  await edit.getByLabel('Name').fill('Ionescu Maria-Cristina');
  await edit.getByLabel('Email').fill('maria.ionescu@liceu.ro');
  await edit.getByRole('button', { name: 'Save' }).click();
  await edit.waitFor({ state: 'detached' });
  await pupilRows(page).filter({ hasText: 'Ionescu Maria-Cristina' }).waitFor();

  // Delete after the confirmation.
  await page.getByRole('button', { name: 'Delete Țurcanu Daria' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete Țurcanu Daria?' });
  await question.getByText(/cannot be undone/).waitFor();
  await question.getByRole('button', { name: 'Delete pupil' }).click();
  await page.getByRole('heading', { name: 'Pupils (29)' }).waitFor();

  await page.reload();
  await page.getByRole('heading', { name: 'Pupils (29)' }).waitFor();
  assert.equal(await page.getByRole('tab', { name: 'Pupils' }).getAttribute('aria-selected'), 'true', 'the tab survived the reload');
  assert.equal(await pupilRows(page).count(), 29);
  await pupilRows(page).filter({ hasText: 'Ionescu Maria-Cristina' }).getByText('maria.ionescu@liceu.ro').waitFor();
  assert.equal(await pupilRows(page).filter({ hasText: 'Țurcanu Daria' }).count(), 0);

  assert.deepEqual(
    errors.filter((e) => !ignorable(e)),
    [],
  );
  await context.close();
});

test('at 360 px wide the schools list and the classroom page do not scroll sideways', async () => {
  assert.ok(classroomUrl, 'the first test made a classroom');
  const context = await app.browser.newContext({ locale: 'en-US', viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signInThroughPages(page, app.baseUrl, TEACHER);

  const fits = () => page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  await page.goto(`${app.baseUrl}/schools`);
  await page.getByRole('link', { name: 'Liceul Teoretic Ștefan cel Mare' }).waitFor();
  let size = await fits();
  assert.ok(size.scrollWidth <= size.innerWidth, `schools: ${size.scrollWidth}px in ${size.innerWidth}px`);

  await page.goto(`${classroomUrl}?tab=pupils`);
  await page.getByRole('heading', { name: 'Pupils (29)' }).waitFor();
  size = await fits();
  assert.ok(size.scrollWidth <= size.innerWidth, `classroom: ${size.scrollWidth}px in ${size.innerWidth}px`);
  await page.getByRole('button', { name: 'Import pupils' }).click();
  await page.getByRole('dialog', { name: 'Import pupils' }).getByLabel('Paste names or a table').fill('Nume\tEmail\nPopa Ilie\tilie@x.ro');
  await page.getByRole('dialog', { name: 'Import pupils' }).getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('dialog', { name: 'Import pupils' }).getByRole('textbox', { name: 'Name, row 2' }).waitFor();
  size = await fits();
  assert.ok(size.scrollWidth <= size.innerWidth, `import preview: ${size.scrollWidth}px in ${size.innerWidth}px`);
  await context.close();
});
