// The dashboard's Export PDF from the command palette, on whichever tab is
// open (Question Analysis, Quiz Report, Enter Grades), as the button is.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { cache } from '../../../src/client/core/cache';
import { resetCommands } from '../../../src/client/core/commands';
import { analysisFixture, reportFixture } from '../results/fixtures';
import { jsonResponse, type RouteHandler } from '../support/fetch-stub';
import { CLASSROOM_ID, gradedQuiz, gradingSheet, pupils, QUIZ_ID, SCHOOL_ID, SHEET_PATH } from '../support/grading-fixtures';
import { paletteOffers, runFromPalette } from '../support/palette';
import { renderApp, resetShell, signIn, stubApi } from '../support/shell';

const PATH = `/schools/${SCHOOL_ID}/classrooms/${CLASSROOM_ID}/quizzes/${QUIZ_ID}`;
const REPORT = `GET /api/quizzes/${QUIZ_ID}/report`;

function routes(report: RouteHandler): Record<string, RouteHandler> {
  return {
    [`GET ${SHEET_PATH}`]: () => jsonResponse(200, gradingSheet({ pupils: pupils(3) })),
    [`GET /api/quizzes/${QUIZ_ID}`]: () => jsonResponse(200, gradedQuiz()),
    [`GET /api/classrooms/${CLASSROOM_ID}`]: () => jsonResponse(200, { id: CLASSROOM_ID, name: 'a IX-a B', schoolId: SCHOOL_ID }),
    [`GET /api/schools/${SCHOOL_ID}`]: () => jsonResponse(200, { id: SCHOOL_ID, name: 'Liceul Moisil', classrooms: [] }),
    [`GET /api/quizzes/${QUIZ_ID}/analysis`]: () => jsonResponse(200, analysisFixture()),
    [`GET /api/quizzes/${QUIZ_ID}/grades`]: () => jsonResponse(200, []),
    [`GET /api/classrooms/${CLASSROOM_ID}/pupils`]: () => jsonResponse(200, pupils(3)),
    [REPORT]: report,
  };
}

describe('quiz dashboard: Export PDF in the palette', () => {
  let api: ReturnType<typeof stubApi>;
  beforeEach(async () => {
    await resetShell();
    cache.clear();
    mock.method(console, 'warn', () => {});
    mock.method(console, 'error', () => {});
    signIn();
  });
  afterEach(async () => {
    await resetShell();
    api.restore();
    resetCommands();
    mock.restoreAll();
  });

  it('on the Question Analysis tab, Export PDF from the palette starts the export, and is not offered again while it runs', async () => {
    // The PDF's reads wait: the export stays at "Preparing" for the test to see.
    api = stubApi(routes(() => new Promise<Response>(() => {})));
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('tab', { name: 'Question Analysis' }, { timeout: 10_000 }));
    await screen.findByRole('heading', { level: 2, name: 'Question analysis' });
    await runFromPalette('Export PDF');
    assert.ok(await screen.findByText('Preparing the PDF…'));
    assert.equal(screen.getByRole('button', { name: 'Export PDF' }).getAttribute('aria-busy'), 'true');
    await waitFor(() => assert.equal(api.callsTo(REPORT).at(-1)?.query.get('classroomId'), CLASSROOM_ID));
    assert.equal(await paletteOffers('Export PDF'), false, 'one export at a time, as the busy button');
  });

  it('the Quiz Report tab offers it too', async () => {
    api = stubApi(routes(() => jsonResponse(200, reportFixture())));
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('tab', { name: 'Quiz Report' }, { timeout: 10_000 }));
    await screen.findByRole('heading', { level: 2, name: 'Quiz report' });
    assert.equal(await paletteOffers('Export PDF'), true);
  });
});
