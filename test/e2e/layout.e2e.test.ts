// Layout defects only a real browser shows: scrollbars, clipping, overflow.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { sampleQuiz } from '../server/helpers/quiz-fixture';
import { E2E_PASSWORD, signUpThroughApi } from './helpers/accounts';
import { useE2eApp } from './helpers/app';
import { waitStill } from './helpers/still';

const app = useE2eApp();

/** How far each tab strip's content overflows its box, in CSS pixels (a scrollbar shows for any overflow on an auto axis). */
async function tabStripOverflow(page: Page): Promise<{ vertical: number; horizontal: number }[]> {
  await page.getByRole('tablist').first().waitFor();
  return page
    .getByRole('tablist')
    .evaluateAll((lists) => lists.map((list) => ({ vertical: list.scrollHeight - list.clientHeight, horizontal: list.scrollWidth - list.clientWidth })));
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes on the page share any pixel. */
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;

/**
 * A teacher signed up in `context` with a school, a class and a test given to it; returns their ids, the class's and
 * the test's page addresses, and the teacher's `post` for more.
 */
async function classWithTest(context: BrowserContext, email: string, names: { school: string; classroom: string; test: string }) {
  const post = await signUpThroughApi(context, app.baseUrl, email);
  const school = await post<{ id: string }>('/api/schools', { name: names.school });
  const classroom = await post<{ id: string }>(`/api/schools/${school.id}/classrooms`, { name: names.classroom });
  const quiz = await post<{ id: string }>('/api/quizzes', sampleQuiz(names.test));
  await post(`/api/quizzes/${quiz.id}/assign-bulk`, { classroomIds: [classroom.id], dueDate: '2026-12-01' });
  const classPage = `/schools/${school.id}/classrooms/${classroom.id}`;
  return { post, schoolId: school.id, classroomId: classroom.id, quizId: quiz.id, classPage, testPage: `${classPage}/quizzes/${quiz.id}` };
}

// On a phone the test's four tabs scrolled sideways with no sign of the last two: they now wrap, every tab on screen.
test('the classroom and quiz-dashboard tab strips show no stray scrollbar and every tab on screen, at 1280×800 and on a phone', async () => {
  const { context, page } = await app.newPage();
  try {
    const { classPage, testPage } = await classWithTest(context, 'layout.e2e@scoala.ro', {
      school: 'Școala Gimnazială Nr. 5',
      classroom: 'a VII-a A',
      test: 'Evaluare',
    });
    const screens = [classPage, testPage];
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      for (const path of screens) {
        await page.goto(`${app.baseUrl}${path}`);
        for (const overflow of await tabStripOverflow(page)) {
          assert.equal(overflow.vertical, 0, `${path} at ${viewport.width}px overflows its tab strip vertically by ${overflow.vertical}px`);
          assert.equal(overflow.horizontal, 0, `${path} at ${viewport.width}px needs a sideways scroll in its tab strip`);
        }
        const offScreen = await page
          .getByRole('tab')
          .evaluateAll((tabs, width) => tabs.filter((tab) => tab.getBoundingClientRect().right > width).map((tab) => tab.textContent), viewport.width);
        assert.deepEqual(offScreen, [], `${path} at ${viewport.width}px: tabs past the window's edge`);
      }
    }
  } finally {
    await context.close();
  }
});

test("beside a long title, a test's page keeps its actions flush right, and Spanish's sign-out stays on one line at 1024 px", async () => {
  const { context, page } = await app.newPage();
  try {
    const { testPage } = await classWithTest(context, 'layout.title.e2e@scoala.ro', {
      school: 'Liceul Teoretic Grigore Moisil',
      classroom: 'a IX-a B',
      test: 'Teză la matematică semestrul I funcții ecuații și inecuații de gradul al doilea',
    });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${app.baseUrl}${testPage}`);
    const pdf = page.getByRole('button', { name: 'Export PDF' });
    await pdf.waitFor();
    const [button, header] = [await pdf.boundingBox(), await page.locator('main header').first().boundingBox()];
    // Wrapped under the title's height, the actions sat left in their column: Export PDF ended 147 px short of the grid's edge.
    assert.ok(
      Math.abs(button!.x + button!.width - (header!.x + header!.width)) <= 1,
      `Export PDF ends at ${button!.x + button!.width}, the header at ${header!.x + header!.width}`,
    );

    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${app.baseUrl}/?lang=es`);
    const signOut = page.getByRole('button', { name: 'Cerrar sesión' });
    await signOut.waitFor();
    const height = (await signOut.boundingBox())!.height;
    assert.ok(height <= 44, `"Cerrar sesión" is ${height} px high: one line, not two (58 px)`);
  } finally {
    await context.close();
  }
});

test("a test's Files area offers one 'Choose files' control to assistive technology, not two", async () => {
  const { context, page } = await app.newPage();
  try {
    const post = await signUpThroughApi(context, app.baseUrl, 'layout.files.e2e@scoala.ro');
    const quiz = await post<{ id: string }>('/api/quizzes', sampleQuiz('Evaluare'));
    await page.goto(`${app.baseUrl}/quizzes/${quiz.id}`);
    await page.getByRole('heading', { name: 'Files' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Choose files' }).count(), 1);
    // The one button still opens the browser's file chooser.
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Choose files' }).click()]);
    assert.equal(chooser.isMultiple(), true);
  } finally {
    await context.close();
  }
});

test('a cold load draws each screen where it stays: nothing moves down when the breadcrumbs arrive (a 36 px shift on every screen)', async () => {
  const { context, page: first } = await app.newPage();
  try {
    await first.setViewportSize({ width: 1366, height: 768 });
    const post = await signUpThroughApi(context, app.baseUrl, 'layout.shift.e2e@scoala.ro');
    const school = await post<{ id: string }>('/api/schools', { name: 'Școala Gimnazială Nr. 5' });
    const classroom = await post<{ id: string }>(`/api/schools/${school.id}/classrooms`, { name: 'a VII-a A' });
    const quiz = await post<{ id: string }>('/api/quizzes', sampleQuiz('Evaluare'));
    await post(`/api/quizzes/${quiz.id}/assign-bulk`, { classroomIds: [classroom.id], dueDate: '2026-12-01' });
    const inClass = `/schools/${school.id}/classrooms/${classroom.id}`;
    const screens = [
      '/schools',
      `/schools/${school.id}`,
      inClass,
      `${inClass}/quizzes/${quiz.id}`,
      `${inClass}/quizzes/${quiz.id}/evaluate`,
      `/quizzes/${quiz.id}`,
      `/quizzes/${quiz.id}/edit`,
      '/settings',
    ];
    await first.close();
    for (const path of screens) {
      const page = await context.newPage();
      await page.setViewportSize({ width: 1366, height: 768 });
      // Where the screen (or its loading state) starts, at every frame from the first: the element after the
      // breadcrumbs' line. What the screen does inside itself (a title arriving) is its own business.
      await page.addInitScript(`
        const tops = (globalThis.__screenTops = []);
        const frame = () => {
          const children = [...(document.querySelector('main > div')?.children ?? [])];
          const screen = children.find((child) => !child.matches('nav, [aria-hidden="true"]'));
          const top = screen ? screen.getBoundingClientRect().top + window.scrollY : null;
          if (top !== null && tops[tops.length - 1] !== top) tops.push(top);
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      `);
      await page.goto(`${app.baseUrl}${path}`);
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').first().waitFor();
      // Two frames after the breadcrumbs: a move they caused has been drawn and recorded.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const tops = await page.evaluate(() => (globalThis as unknown as { __screenTops: number[] }).__screenTops);
      assert.equal(tops.length, 1, `${path} moved after it was drawn: its top went ${tops.join(' → ')}`);
      await page.close();
    }
  } finally {
    await context.close();
  }
});

// An outside tester: "Invitation link made. Copy it…" sat on top of the Copy link button it told her to
// press, at 1024 × 768 and 1366 × 768; reaching for the button under it held the toast (it pauses while
// hovered). The link appears where the toasts leave it alone, on a short page too.
test('the new invitation link and its Copy button show clear of the toast that announces them, at 1024 and 1366 × 768', async () => {
  const { context, page } = await app.newPage();
  try {
    const post = await signUpThroughApi(context, app.baseUrl, 'layout.invite.e2e@scoala.ro');
    const school = await post<{ id: string }>('/api/schools', { name: 'Liceul Teoretic Grigore Moisil' });
    for (const viewport of [
      { width: 1024, height: 768 },
      { width: 1366, height: 768 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`${app.baseUrl}/schools/${school.id}/members`);
      await page.getByRole('button', { name: 'Make an invitation link' }).click();
      const toast = page.getByText('Invitation link made. Copy it and send it to your colleagues.');
      await toast.waitFor();
      await page.getByRole('textbox', { name: 'Invitation link' }).waitFor();
      // Scrolling, if any, has ended.
      await waitStill(page, page.getByRole('button', { name: 'Copy link' }));
      const toastBox = await page.getByRole('region', { name: 'Notifications' }).locator('div.pointer-events-auto').filter({ has: toast }).boundingBox();
      const height = viewport.height;
      const covered = await Promise.all(
        [page.getByRole('textbox', { name: 'Invitation link' }), page.getByRole('button', { name: 'Copy link' })].map(async (part, i) => {
          const box = await part.boundingBox();
          if (!box || !toastBox) return 'missing';
          const inWindow = box.y >= 0 && box.y + box.height <= height;
          return overlap(box, toastBox) || !inWindow
            ? `${['the link', 'Copy link'][i]} at ${Math.round(box.y)}-${Math.round(box.y + box.height)} (toast ${Math.round(toastBox.y)}, window ${height})`
            : 'clear';
        }),
      );
      assert.deepEqual(covered, ['clear', 'clear'], `at ${viewport.width} × ${viewport.height}`);
    }
  } finally {
    await context.close();
  }
});

// The editor's Save now sits in a bar stuck to the window's foot, where the toasts appear: a failed save's
// toast covered the button that retries it. Any toast shows above that bar, scrolled to the top or the end.
test("the toasts leave the editor's Save now uncovered, on a laptop and a phone, wherever the page is scrolled", async () => {
  const { context, page } = await app.newPage();
  try {
    await signUpThroughApi(context, app.baseUrl, 'layout.toast.e2e@scoala.ro');
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 1024, height: 768 },
      { width: 375, height: 740 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`${app.baseUrl}/quizzes/create`);
      await page.getByRole('heading', { level: 1, name: 'Create quiz' }).waitFor();
      for (const scrolled of ['top', 'end'] as const) {
        await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.body.scrollHeight), scrolled);
        // Any toast will do: the theme's, from the palette.
        await page.keyboard.press('Control+k');
        await page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox').fill('Toggle theme');
        await page.keyboard.press('Enter');
        const toast = page.getByRole('region', { name: 'Notifications' }).locator('div.pointer-events-auto').last();
        await toast.waitFor();
        const [toastBox, saveBox] = [await toast.boundingBox(), await page.getByRole('button', { name: /^Save now/ }).boundingBox()];
        assert.ok(toastBox && saveBox);
        assert.ok(
          !overlap(toastBox, saveBox),
          `${viewport.width} × ${viewport.height}, scrolled to the ${scrolled}: toast ${JSON.stringify(toastBox)}, Save now ${JSON.stringify(saveBox)}`,
        );
        for (const close of await page.getByRole('button', { name: 'Dismiss notification' }).all()) await close.click();
      }
    }
  } finally {
    await context.close();
  }
});

// A Spanish teacher at 1280 px: "Abrir la paleta de comandos" broke onto two lines inside its button.
test('the palette button keeps its label on one line at 1280 px in Spanish, and the bar needs no sideways scroll', async () => {
  const { context, page } = await app.newPage('es-ES');
  try {
    // Her long name, as the tester's: the bar's items share what is left.
    await signUpThroughApi(context, app.baseUrl, 'layout.palette.e2e@scoala.ro', E2E_PASSWORD, { firstName: 'María José', lastName: 'García Fernández' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${app.baseUrl}/`);
    const button = page.getByRole('button', { name: /^Abrir la paleta de comandos/ });
    await button.waitFor();
    const box = await button.boundingBox();
    assert.ok(box && box.height <= 44, `the button is ${box?.height} px high`);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scroll');
  } finally {
    await context.close();
  }
});

// On a phone the tables pushed their last columns, the actions among them, a sideways scroll away:
// the list of tests, a class's tests and pupils, a pupil's results. Below 640 px each row is a card.
test('on a phone every table shows each row whole, its actions included, with each value labelled by its column', async () => {
  const { context, page } = await app.newPage('es-ES');
  try {
    const { post, schoolId, classroomId, quizId, classPage } = await classWithTest(context, 'layout.phone.tables.e2e@scoala.ro', {
      school: 'Instituto de Educación Secundaria Miguel de Cervantes',
      classroom: '3.º de ESO B',
      test: 'Examen de matemáticas del primer trimestre',
    });
    const roster = await post<{ id: string }[]>(`/api/classrooms/${classroomId}/pupils`, { pupils: [{ name: 'María José García Fernández' }] });
    const pupil = roster[0];
    assert.ok(pupil, 'the pupil is added');
    await post(`/api/quizzes/${quizId}/grades`, { grades: [{ pupilId: pupil.id, questionScores: { q1: 10, q2: 5 }, version: 0 }] });
    const screens = [
      { path: '/quizzes', action: /^Eliminar/ },
      { path: classPage, action: /^Desasignar/ },
      { path: `${classPage}?tab=pupils`, action: /^Editar/ },
      { path: `/classrooms/${classroomId}/pupils/${pupil.id}/performance`, action: null },
    ];
    await page.setViewportSize({ width: 390, height: 844 });
    for (const { path, action } of screens) {
      await page.goto(`${app.baseUrl}${path}`);
      const table = page.getByRole('table').first();
      await table.getByRole('cell').first().waitFor();
      const cells = await table.getByRole('cell').evaluateAll((found) =>
        found.map((cell) => {
          const box = cell.getBoundingClientRect();
          return { right: Math.round(box.right), label: getComputedStyle(cell, '::before').content };
        }),
      );
      const offScreen = cells.filter((cell) => cell.right > 390);
      assert.deepEqual(offScreen, [], `${path}: cells beyond the phone's 390 px`);
      const unlabelled = cells.filter((cell) => cell.label === 'none' || cell.label === '""');
      assert.ok(unlabelled.length <= 1, `${path}: only the actions may go without a label: ${JSON.stringify(cells)}`);
      const scroll = await table.evaluate((element) => {
        const box = element.parentElement as HTMLElement;
        return box.scrollWidth - box.clientWidth;
      });
      assert.equal(scroll, 0, `${path}: the table needs a sideways scroll of ${scroll} px`);
      // A finger's target: the sort buttons and each row's links and buttons were 20 px high.
      const small = await table.locator('td a, td button, th button').evaluateAll((targets) =>
        targets.flatMap((target) => {
          const box = target.getBoundingClientRect();
          return box.height > 0 && box.height < 44 ? [`${target.textContent?.trim()} (${Math.round(box.height)} px)`] : [];
        }),
      );
      assert.deepEqual(small, [], `${path}: targets under 44 px`);
      if (action) {
        const button = table.getByRole('button', { name: action }).first();
        assert.ok(await button.isVisible(), `${path}: ${action} is not shown`);
        const box = await button.boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `${path}: ${action} at ${JSON.stringify(box)}`);
      }
    }
    // The school's members: a screen-reader-only text past the table's edge made the whole page 547 px wide.
    await page.goto(`${app.baseUrl}/schools/${schoolId}/members`);
    const members = page.getByRole('table').first();
    await members.getByRole('rowheader').first().waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'the members page needs no sideways scroll');
    const memberCells = await members.locator('tbody th, tbody td').evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().right)));
    assert.ok(
      memberCells.every((right) => right <= 390),
      `member cells end at ${memberCells.join(', ')} px`,
    );
    // The assign dialog cut each title to one line: tests often differ only at the end of a long title.
    await page.goto(`${app.baseUrl}${classPage}`);
    await page.getByRole('button', { name: 'Asignar un examen existente' }).click();
    const title = page.getByRole('dialog').getByText('Examen de matemáticas del primer trimestre', { exact: true });
    const cut = await title.evaluate((element) => element.scrollWidth > element.clientWidth || element.getBoundingClientRect().right > 390);
    assert.equal(cut, false, 'the title is cut in the assign dialog');
  } finally {
    await context.close();
  }
});

// Key caps and arrow-key hints mean nothing on a phone: the palette's "G then H" and the pupils list's hint showed there.
test('on a phone the palette, the pupils list, the grid and the editor show no keyboard hints; on a laptop they do', async () => {
  const { context, page } = await app.newPage();
  try {
    const { post, classroomId, quizId, classPage, testPage } = await classWithTest(context, 'layout.phone.keys.e2e@scoala.ro', {
      school: 'Școala Gimnazială Nr. 5',
      classroom: 'a VII-a A',
      test: 'Evaluare',
    });
    await post(`/api/classrooms/${classroomId}/pupils`, { pupils: [{ name: 'Ana Pop' }] });
    for (const [width, shown] of [
      [390, false],
      [1280, true],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${app.baseUrl}${classPage}?tab=pupils`);
      await page.getByRole('row', { name: /Ana Pop/ }).waitFor();
      const hint = page.getByText('In the list: ↑ and ↓ move between pupils');
      assert.equal(await hint.isVisible(), shown, `the pupils list's key hint at ${width} px`);
      await page.getByRole('button', { name: 'Open command palette' }).click();
      const palette = page.getByRole('dialog');
      await palette.getByRole('option').first().waitFor();
      const caps = await palette.locator('kbd').evaluateAll((keys) => keys.filter((key) => (key as HTMLElement).offsetParent !== null).length);
      assert.equal(caps > 0, shown, `${caps} key caps in the palette at ${width} px`);
      await page.keyboard.press('Escape');
      await palette.waitFor({ state: 'hidden' });
      // The grid's Keyboard panel and the editor's Keyboard shortcuts button: a phone's outside tester found both.
      await page.goto(`${app.baseUrl}${testPage}/evaluate`);
      await page.getByRole('grid').waitFor();
      assert.equal(await page.getByText('Keyboard', { exact: true }).isVisible(), shown, `the grid's Keyboard panel at ${width} px`);
      await page.goto(`${app.baseUrl}/quizzes/${quizId}/edit`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page
        .getByLabel(/^Title/)
        .first()
        .waitFor();
      assert.equal(await page.getByRole('button', { name: 'Keyboard shortcuts' }).isVisible(), shown, `the editor's Keyboard shortcuts at ${width} px`);
    }
  } finally {
    await context.close();
  }
});
