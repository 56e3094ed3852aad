// The pupil's page from the command palette (README: every action is a
// command): Add comment submits the new comment's form as its button does.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { routes } from '../../../src/client/core/paths';
import { PupilPerformancePage } from '../../../src/client/features/pupil-performance';
import { ConfirmDialogHost } from '../../../src/client/ui/ConfirmDialogHost';
import { CLASSROOM_ID, resultsTestHooks, SCHOOL_ID, toastMessages } from '../results/fixtures';
import { jsonResponse, type RecordedCall } from '../support/fetch-stub';
import { runFromPalette } from '../support/palette';
import { renderAt } from '../support/render';

const PUPIL_ID = 'p1';
const PERFORMANCE = `GET /api/classrooms/${CLASSROOM_ID}/pupils/${PUPIL_ID}/performance`;
const COMMENTS = `/api/pupils/${PUPIL_ID}/comments`;
const standalone = { standalone: true };

const performance = {
  pupil: { id: PUPIL_ID, name: 'Ana Pop', email: null, classroomId: CLASSROOM_ID },
  classroom: { id: CLASSROOM_ID, name: 'a IX-a B', schoolId: SCHOOL_ID },
  averageMark: 6,
  lastMark: 6,
  trend: 'stable',
  results: [{ quizId: 'qa', title: 'Test 1', dueDate: '2026-10-01', score: 50, totalPoints: 90, mark: 6, percent: 60, classAverageMark: 7.13 }],
  comments: [],
};

describe('pupil performance: Add comment in the palette', () => {
  const api = resultsTestHooks();

  it('refuses an empty comment as the button does, then adds the one typed', async () => {
    const added: RecordedCall[] = [];
    api.stub({
      [PERFORMANCE]: () => jsonResponse(200, performance),
      [`POST ${COMMENTS}`]: (call) => {
        added.push(call);
        return jsonResponse(201, { id: 'c3', body: 'Foarte activă la oră.', createdAt: '2026-11-02T10:00:00.000Z', updatedAt: '2026-11-02T10:00:00.000Z' });
      },
    });
    renderAt(
      `/classrooms/${CLASSROOM_ID}/pupils/${PUPIL_ID}/performance`,
      <>
        <Route path={routes.pupilPerformance}>
          <PupilPerformancePage />
        </Route>
        <ConfirmDialogHost />
      </>,
    );
    const field = await screen.findByLabelText('New comment');
    await runFromPalette('Add comment', standalone);
    assert.ok(await screen.findByText('Field is required'));
    assert.equal(added.length, 0);
    fireEvent.change(field, { target: { value: 'Foarte activă la oră.' } });
    await runFromPalette('Add comment', standalone);
    await waitFor(() => assert.deepEqual(added[0]?.body, { body: 'Foarte activă la oră.' }));
    const list = await screen.findByRole('list', { name: 'Comments, newest first' });
    assert.ok(within(list).getByText('Foarte activă la oră.'));
    assert.deepEqual(toastMessages(), ['Comment added']);
  });
});
