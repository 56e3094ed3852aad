import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cache } from '../../../src/client/core/cache';
import { availableCommands, findCommand, resetCommands, runCommand } from '../../../src/client/core/commands';
import { getErrorHistory } from '../../../src/client/core/errors.store';
import { analysisFixture, reportFixture } from '../results/fixtures';
import { assertAbsent, assertFocused } from '../support/dom-assert';
import { jsonResponse, type RouteHandler } from '../support/fetch-stub';
import { CLASSROOM_ID, gradedQuiz, gradingSheet, pupils, QUIZ_ID, SCHOOL_ID, SHEET_PATH } from '../support/grading-fixtures';
import { paletteOffers, runFromPalette } from '../support/palette';
import { renderApp, resetShell, signIn, stubApi } from '../support/shell';

const PATH = `/schools/${SCHOOL_ID}/classrooms/${CLASSROOM_ID}/quizzes/${QUIZ_ID}`;

/** The routes of a dashboard that loads. */
function dashboardRoutes(): Record<string, RouteHandler> {
  // The results tabs get well-formed figures: an empty object crashed the analysis tab once its answer arrived,
  // which a busy machine reached before the test's next step (the dashboard then showed the crash screen).
  return {
    [`GET ${SHEET_PATH}`]: () => jsonResponse(200, gradingSheet({ pupils: pupils(3) })),
    [`GET /api/quizzes/${QUIZ_ID}`]: () => jsonResponse(200, gradedQuiz()),
    [`GET /api/classrooms/${CLASSROOM_ID}`]: () => jsonResponse(200, { id: CLASSROOM_ID, name: 'a IX-a B', schoolId: SCHOOL_ID }),
    [`GET /api/schools/${SCHOOL_ID}`]: () => jsonResponse(200, { id: SCHOOL_ID, name: 'Liceul Moisil', classrooms: [] }),
    [`GET /api/quizzes/${QUIZ_ID}/analysis`]: () => jsonResponse(200, analysisFixture()),
    [`GET /api/quizzes/${QUIZ_ID}/report`]: () => jsonResponse(200, reportFixture()),
    [`GET /api/quizzes/${QUIZ_ID}/comparison`]: () =>
      jsonResponse(200, {
        quizId: QUIZ_ID,
        title: 'Evaluare la matematică',
        questions: [],
        classes: [],
        all: { pupils: 0, graded: 0, averagePoints: null, averageMark: null, bands: { A: 0, B: 0, C: 0, D: 0, F: 0 }, reliable: false, facility: [] },
      }),
  };
}

describe('quiz dashboard', () => {
  let api: ReturnType<typeof stubApi>;
  beforeEach(async () => {
    await resetShell();
    cache.clear();
    mock.method(console, 'warn', () => {});
    mock.method(console, 'error', () => {});
    api = stubApi(dashboardRoutes());
    signIn();
  });
  afterEach(async () => {
    await resetShell();
    api.restore();
    resetCommands();
    mock.restoreAll();
  });

  it('opens on Enter Grades with the grid, a PDF export and a link to the grid on its own page', async () => {
    renderApp(PATH);
    assert.ok(await screen.findByRole('heading', { level: 1, name: 'Evaluare la matematică' }, { timeout: 10_000 }));
    const tabs = screen.getByRole('tablist', { name: 'Quiz dashboard sections' });
    assert.deepEqual(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
      ['Enter Grades', 'Question Analysis', 'Quiz Report', 'Compare classes'],
    );
    assert.equal(within(tabs).getByRole('tab', { name: 'Enter Grades' }).getAttribute('aria-selected'), 'true');
    assert.ok(await screen.findByRole('grid', { name: 'Marks for Evaluare la matematică, a IX-a B' }));
    assert.ok(screen.getByRole('button', { name: 'Export PDF' }));
    assert.equal(screen.getByRole('link', { name: 'Open the grade sheet on its own page' }).getAttribute('href'), `${PATH}/evaluate`);
  });

  it('names the open tab in the window title, so each tab is told apart from the others', async () => {
    renderApp(PATH);
    const first = await screen.findByRole('tab', { name: 'Enter Grades' }, { timeout: 10_000 });
    await waitFor(() => assert.equal(document.title, 'Enter Grades: Evaluare la matematică · Catedra'));
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    await waitFor(() => assert.equal(document.title, 'Question Analysis: Evaluare la matematică · Catedra'));
    fireEvent.click(screen.getByRole('tab', { name: 'Quiz Report' }));
    await waitFor(() => assert.equal(document.title, 'Quiz Report: Evaluare la matematică · Catedra'));
  });

  it('switches tabs with the keyboard, keeps the tab in the URL and loads the results tabs lazily', async () => {
    const { location } = renderApp(PATH);
    const first = await screen.findByRole('tab', { name: 'Enter Grades' }, { timeout: 10_000 });
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    await waitFor(() => assert.equal(location.history?.at(-1), `${PATH}?tab=analysis`));
    const analysis = screen.getByRole('tab', { name: 'Question Analysis' });
    assert.equal(analysis.getAttribute('aria-selected'), 'true');
    assertFocused(analysis);
    const panel = screen.getByRole('tabpanel');
    assert.equal(panel.getAttribute('aria-labelledby'), analysis.id);
    await waitFor(() => assertAbsent(screen.queryByRole('grid')));
    // The tab's figures in its panel, the tabs still there around it.
    assert.ok(await within(screen.getByRole('tabpanel')).findByRole('table', { name: /Results per question/ }, { timeout: 10_000 }));
    fireEvent.click(screen.getByRole('tab', { name: 'Quiz Report' }));
    await waitFor(() => assert.equal(location.history?.at(-1), `${PATH}?tab=report`));
    assert.ok(await within(screen.getByRole('tabpanel')).findByRole('region', { name: 'Most difficult question' }, { timeout: 10_000 }));
    fireEvent.click(screen.getByRole('tab', { name: 'Enter Grades' }));
    await waitFor(() => assert.equal(location.history?.at(-1), PATH));
    assert.ok(await screen.findByRole('grid'));
  });

  it('a tab that fails says so in its panel and leaves the tabs and the grid usable', async () => {
    // An answer the analysis cannot read (an older server, a proxy's page) used to take the whole screen to the crash screen.
    api.restore();
    api = stubApi({ ...dashboardRoutes(), [`GET /api/quizzes/${QUIZ_ID}/analysis`]: () => jsonResponse(200, {}) });
    renderApp(`${PATH}?tab=analysis`);
    const alert = await within(await screen.findByRole('tabpanel', {}, { timeout: 10_000 })).findByRole('alert', {}, { timeout: 10_000 });
    assert.match(alert.textContent ?? '', /This tab could not be shown\. The other tabs still work\./);
    assert.ok(screen.getByRole('tablist', { name: 'Quiz dashboard sections' }));
    assert.ok(screen.getByRole('heading', { level: 1, name: 'Evaluare la matematică' }));
    assertAbsent(screen.queryByText('Unexpected Application Error!'));
    // The focus was in nothing that is left: a keyboard user starts from the message.
    assertFocused(alert);
    assert.ok(getErrorHistory().some((entry) => typeof entry.context === 'object' && entry.context.where === 'quiz-dashboard.tab'));
    // Trying again asks again (the answer is still unreadable here); another tab renders as usual.
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    assert.ok(await within(screen.getByRole('tabpanel')).findByRole('alert', {}, { timeout: 10_000 }));
    fireEvent.click(screen.getByRole('tab', { name: 'Enter Grades' }));
    assert.ok(await screen.findByRole('grid', {}, { timeout: 10_000 }));
    assertAbsent(within(screen.getByRole('tabpanel')).queryByRole('alert'));
  });

  // A former member opening their old dashboard: the server answers 404 for the class (and for a test that was shared with them).
  const notFound = () => jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } });

  it('a test the reader may no longer see says it was not found: no tabs, grid, double correction, PDF or retry', async () => {
    api.restore();
    api = stubApi({
      ...dashboardRoutes(),
      [`GET /api/quizzes/${QUIZ_ID}`]: notFound,
      [`GET /api/classrooms/${CLASSROOM_ID}`]: notFound,
      [`GET ${SHEET_PATH}`]: notFound,
    });
    renderApp(PATH);
    assert.ok(await screen.findByText('Test not found.', {}, { timeout: 10_000 }));
    assert.equal(screen.getByRole('link', { name: 'Back to all schools' }).getAttribute('href'), '/schools');
    assertAbsent(screen.queryByRole('tablist'));
    assertAbsent(screen.queryByRole('grid'));
    assertAbsent(screen.queryByRole('button', { name: 'Export PDF' }));
    assertAbsent(screen.queryByRole('link', { name: 'Double correction' }));
    assertAbsent(screen.queryByRole('link', { name: 'Open the grade sheet on its own page' }));
    assertAbsent(screen.queryByRole('button', { name: /Retry|Try again/ }));
    const offered = availableCommands().map((command) => command.id);
    assert.ok(!offered.includes('quiz.compare') && !offered.includes('quiz.doubleCorrection'), `nor its palette commands: ${offered.join(', ')}`);
  });

  it('a class the reader may no longer see says it was not found, even for their own test', async () => {
    api.restore();
    api = stubApi({ ...dashboardRoutes(), [`GET /api/classrooms/${CLASSROOM_ID}`]: notFound, [`GET ${SHEET_PATH}`]: notFound });
    renderApp(PATH);
    assert.ok(await screen.findByText('Class not found.', {}, { timeout: 10_000 }));
    assert.ok(screen.getByRole('link', { name: 'Back to all schools' }));
    assertAbsent(screen.queryByRole('tablist'));
    assertAbsent(screen.queryByRole('button', { name: 'Export PDF' }));
    assertAbsent(screen.queryByRole('link', { name: 'Double correction' }));
  });

  // A new teacher, keyboard only: Tab moves between the grid's cells, so from the grid nothing reached the report.
  it('from the grid, the palette goes to each other tab, and the tab takes the focus', async () => {
    const { location } = renderApp(PATH);
    const grid = await screen.findByRole('grid', {}, { timeout: 10_000 });
    const cell = await waitFor(() => within(grid).getAllByRole('gridcell')[1]!);
    cell.focus();
    assertFocused(cell);
    assert.equal(await paletteOffers('Go to Enter Grades'), false, 'not the tab it is on');
    await runFromPalette('Go to Quiz Report');
    await waitFor(() => assert.equal(location.history?.at(-1), `${PATH}?tab=report`));
    assertFocused(screen.getByRole('tab', { name: 'Quiz Report' }));
    assert.equal(screen.getByRole('tab', { name: 'Quiz Report' }).getAttribute('aria-selected'), 'true');
    await runFromPalette('Go to Question Analysis');
    await waitFor(() => assert.equal(location.history?.at(-1), `${PATH}?tab=analysis`));
    assertFocused(screen.getByRole('tab', { name: 'Question Analysis' }));
    // Back on Enter Grades, the grid takes the focus on its cursor as it opens, ready for the next mark.
    await runFromPalette('Go to Enter Grades');
    await waitFor(() => assert.equal(location.history?.at(-1), PATH));
    await waitFor(() => assert.equal(document.activeElement?.getAttribute('role'), 'gridcell'));
  });

  it('opens Compare classes from the palette command, in the URL like any tab', async () => {
    const { location } = renderApp(PATH);
    await screen.findByRole('tab', { name: 'Enter Grades' }, { timeout: 10_000 });
    const command = findCommand('quiz.compare');
    assert.ok(command, 'the dashboard registers "Compare classes…"');
    await act(() => runCommand(command));
    await waitFor(() => assert.equal(location.history?.at(-1), `${PATH}?tab=compare`));
    assert.equal(screen.getByRole('tab', { name: 'Compare classes' }).getAttribute('aria-selected'), 'true');
    assert.ok(await screen.findByRole('heading', { level: 2, name: 'Compare classes' }, { timeout: 10_000 }));
    assert.ok(await screen.findByText('This test has not been given to any class you can see yet.'));
  });
});
