import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { routes } from '../../../src/client/core/paths';
import { PupilPerformancePage } from '../../../src/client/features/pupil-performance';
import type { PupilComment } from '../../../src/client/features/pupil-performance/pupil-performance.types';
import { ConfirmDialogHost } from '../../../src/client/ui/ConfirmDialogHost';
import { CLASSROOM_ID, resultsTestHooks, SCHOOL_ID, toastMessages } from '../results/fixtures';
import { assertAbsent } from '../support/dom-assert';
import { jsonResponse, networkFailure, type RecordedCall } from '../support/fetch-stub';
import { renderAt } from '../support/render';
import { bodyRows } from '../support/table';

const PUPIL_ID = 'p1';
const PERFORMANCE = `GET /api/classrooms/${CLASSROOM_ID}/pupils/${PUPIL_ID}/performance`;
const COMMENTS = `/api/pupils/${PUPIL_ID}/comments`;

function performance(
  comments = [
    {
      id: 'c1',
      body: 'Progres bun la ecuații.',
      quizId: null,
      quizTitle: null,
      editable: true,
      createdAt: '2026-10-02T08:00:00.000Z',
      updatedAt: '2026-10-02T08:00:00.000Z',
    },
    {
      id: 'c2',
      body: 'Atenție la calcule.',
      quizId: null,
      quizTitle: null,
      editable: true,
      createdAt: '2026-10-20T09:30:00.000Z',
      updatedAt: '2026-10-21T10:00:00.000Z',
    },
  ] as PupilComment[],
) {
  return {
    pupil: { id: PUPIL_ID, name: 'Ana Pop', email: null, classroomId: CLASSROOM_ID },
    classroom: { id: CLASSROOM_ID, name: 'a IX-a B', schoolId: SCHOOL_ID },
    averageMark: 6.33,
    lastMark: 9,
    trend: 'improving',
    results: [
      { quizId: 'qa', title: 'Test 1', dueDate: '2026-10-01', score: 30, totalPoints: 90, mark: 4, percent: 40, classAverageMark: 7.13 },
      { quizId: 'qb', title: 'Test 2', dueDate: '2026-10-15', score: 50, totalPoints: 90, mark: 6, percent: 60, classAverageMark: 6.7 },
      { quizId: 'qc', title: 'Test 3', dueDate: '2026-11-01', score: 80, totalPoints: 90, mark: 9, percent: 90, classAverageMark: 7.5 },
    ],
    comments,
  };
}

function renderPage() {
  return renderAt(
    `/classrooms/${CLASSROOM_ID}/pupils/${PUPIL_ID}/performance`,
    <>
      <Route path={routes.pupilPerformance}>
        <PupilPerformancePage />
      </Route>
      <ConfirmDialogHost />
    </>,
  );
}

function commentItems(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'Comments, newest first' })).getAllByRole('listitem');
}

function commentTexts(): string[] {
  return commentItems().map((item) => item.querySelector('p')?.textContent ?? '');
}

describe('pupil performance page', () => {
  const api = resultsTestHooks();

  it('shows the pupil, the averages, the trend, a named chart and every test against the class average', async () => {
    api.stub({ [PERFORMANCE]: () => jsonResponse(200, performance()) });
    renderPage();
    assert.ok(await screen.findByRole('heading', { level: 1, name: 'Ana Pop' }));
    await waitFor(() => assert.match(document.title, /^Ana Pop: performance/));
    const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    assert.equal(figure('Average mark'), '6.33');
    assert.equal(figure('Last mark'), '9');
    assert.equal(figure('Trend'), '↗Improving');
    assert.equal(screen.getByRole('link', { name: /Back to a IX-a B/ }).getAttribute('href'), `/schools/${SCHOOL_ID}/classrooms/${CLASSROOM_ID}`);
    assert.ok(screen.getByRole('img', { name: /^Marks of Ana Pop against the class average\./ }));
    const table = screen.getByRole('table', { name: 'Results per test' });
    // The date shown is the test's due date: headed "Date", a tester read it as the day it was marked.
    assert.ok(within(table).getByRole('columnheader', { name: /^Due date/ }));
    assert.deepEqual(bodyRows(table), [
      ['Test 1', 'Oct 1, 2026', '30 / 90', '4', '7.13'],
      ['Test 2', 'Oct 15, 2026', '50 / 90', '6', '6.7'],
      ['Test 3', 'Nov 1, 2026', '80 / 90', '9', '7.5'],
    ]);
  });

  it('lists the comments newest first, dated, with the edit date when changed', async () => {
    api.stub({ [PERFORMANCE]: () => jsonResponse(200, performance()) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Ana Pop' });
    assert.deepEqual(commentTexts(), ['Atenție la calcule.', 'Progres bun la ecuații.']);
    const newest = commentItems()[0]!;
    assert.match(newest.textContent ?? '', /Written Oct 20, 2026.*edited Oct 21, 2026/);
    assert.equal(commentItems()[1]!.textContent?.includes('edited'), false);
  });

  it('shows the comment typed in the grade grid, named by its test', async () => {
    const fromGrid = {
      id: 'c3',
      body: 'Confuzie la fracții',
      quizId: 'qb',
      quizTitle: 'Test 2',
      editable: true,
      createdAt: '2026-10-16T08:00:00.000Z',
      updatedAt: '2026-10-16T08:00:00.000Z',
    };
    api.stub({ [PERFORMANCE]: () => jsonResponse(200, performance([fromGrid])) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Ana Pop' });
    assertAbsent(screen.queryByText('No comments yet.'));
    const [item] = commentItems();
    assert.equal(item?.querySelector('p')?.textContent, 'Confuzie la fracții');
    assert.ok(within(item!).getByText('On Test 2'));
  });

  // The server refuses to change a colleague's note (403): offering the buttons led a teacher into an error.
  it("offers to edit and delete only the comments the teacher may change, not a colleague's note", async () => {
    const [own, colleagues] = performance().comments;
    api.stub({ [PERFORMANCE]: () => jsonResponse(200, performance([own!, { ...colleagues!, editable: false }])) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Ana Pop' });
    const [colleagueItem, ownItem] = commentItems();
    assert.equal(colleagueItem?.querySelector('p')?.textContent, 'Atenție la calcule.');
    assert.deepEqual(within(colleagueItem!).queryAllByRole('button'), []);
    assert.deepEqual(
      within(ownItem!)
        .getAllByRole('button')
        .map((button) => button.textContent),
      ['Edit', 'Delete'],
    );
  });

  it('adds a comment (it goes on top), refusing an empty one', async () => {
    const added: RecordedCall[] = [];
    api.stub({
      [PERFORMANCE]: () => jsonResponse(200, performance()),
      [`POST ${COMMENTS}`]: (call) => {
        added.push(call);
        return jsonResponse(201, { id: 'c3', body: 'Foarte activă la oră.', createdAt: '2026-11-02T10:00:00.000Z', updatedAt: '2026-11-02T10:00:00.000Z' });
      },
    });
    renderPage();
    const field = await screen.findByLabelText('New comment');
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    assert.ok(await screen.findByText('Field is required'));
    assert.equal(added.length, 0);
    fireEvent.change(field, { target: { value: '  Foarte activă la oră.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => assert.deepEqual(commentTexts(), ['Foarte activă la oră.', 'Atenție la calcule.', 'Progres bun la ecuații.']));
    assert.deepEqual(added[0]?.body, { body: 'Foarte activă la oră.' });
    assert.equal((field as HTMLTextAreaElement).value, '');
    assert.deepEqual(toastMessages(), ['Comment added']);
  });

  it('edits a comment in place', async () => {
    api.stub({
      [PERFORMANCE]: () => jsonResponse(200, performance()),
      [`PUT ${COMMENTS}/c1`]: (call) =>
        jsonResponse(200, {
          id: 'c1',
          body: (call.body as { body: string }).body,
          createdAt: '2026-10-02T08:00:00.000Z',
          updatedAt: '2026-11-03T08:00:00.000Z',
        }),
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Ana Pop' });
    fireEvent.click(screen.getByRole('button', { name: /^Edit the comment of Oct 2, 2026/ }));
    const field = screen.getByLabelText(/^Comment of Oct 2, 2026/);
    assert.equal((field as HTMLTextAreaElement).value, 'Progres bun la ecuații.');
    fireEvent.change(field, { target: { value: 'Progres excelent.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => assert.deepEqual(commentTexts(), ['Atenție la calcule.', 'Progres excelent.']));
    assert.match(commentItems()[1]!.textContent ?? '', /edited Nov 3, 2026/);
    assert.deepEqual(toastMessages(), ['Comment saved']);
  });

  it('deletes a comment only after the teacher confirms', async () => {
    let deletes = 0;
    api.stub({
      [PERFORMANCE]: () => jsonResponse(200, performance()),
      [`DELETE ${COMMENTS}/c2`]: () => {
        deletes += 1;
        return jsonResponse(204);
      },
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Ana Pop' });
    fireEvent.click(screen.getByRole('button', { name: /^Delete the comment of Oct 20, 2026/ }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this comment?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => assertAbsent(screen.queryByRole('alertdialog')));
    assert.equal(deletes, 0);
    assert.equal(commentTexts().length, 2);

    const remove = screen.getByRole('button', { name: /^Delete the comment of Oct 20, 2026/ });
    remove.focus();
    fireEvent.click(remove);
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this comment?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => assert.deepEqual(commentTexts(), ['Progres bun la ecuații.']));
    assert.equal(deletes, 1);
    // The keyboard stays in the list, on the comment left, not on the page.
    const left = document.activeElement?.closest('li');
    assert.ok(left?.textContent?.includes('Progres bun la ecuații.'), `the focus is on ${document.activeElement?.outerHTML.slice(0, 80)}`);
    assert.deepEqual(toastMessages(), ['Comment deleted']);
  });

  it('a failed save keeps the text and says so', async () => {
    api.stub({ [PERFORMANCE]: () => jsonResponse(200, performance([])), [`POST ${COMMENTS}`]: () => networkFailure() });
    renderPage();
    assert.ok(await screen.findByText('No comments yet.'));
    const field = screen.getByLabelText('New comment');
    fireEvent.change(field, { target: { value: 'De discutat cu părinții.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => assert.deepEqual(toastMessages(), ['The comment could not be saved. Please try again.']));
    assert.equal((field as HTMLTextAreaElement).value, 'De discutat cu părinții.');
  });

  it('a failed load offers a retry; an unknown pupil says so', async () => {
    let status = 0;
    api.stub({
      [PERFORMANCE]: () =>
        status === 0
          ? networkFailure()
          : status === 404
            ? jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } })
            : jsonResponse(200, performance()),
    });
    renderPage();
    assert.ok(await screen.findByText('Failed to load performance data. Please try again.'));
    status = 404;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    assert.ok(await screen.findByText('This pupil was not found in this class.'));
    status = 200;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    assert.ok(await screen.findByRole('heading', { level: 1, name: 'Ana Pop' }));
  });

  it("after Try again by keyboard, the focus waits on the heading and goes to the pupil's, not to the page", async () => {
    let fail = true;
    api.stub({ [PERFORMANCE]: () => (fail ? networkFailure() : jsonResponse(200, performance())) });
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    retry.focus();
    fireEvent.click(retry);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ana Pop' });
    assert.equal(document.activeElement, heading);
  });
});
