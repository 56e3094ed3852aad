// The class page's buttons from the command palette (README: every action is
// a command): on the Quizzes tab Assign existing quiz and Create a new quiz
// for this class; on the Pupils tab Export CSV, while the list has pupils; Refresh.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Pupil } from '../../../src/client/features/classroom';
import { classroom, pupil, resetSchoolsTest } from '../schools/fixtures';
import { jsonResponse } from '../support/fetch-stub';
import { paletteOffers, paletteOption, runFromPalette } from '../support/palette';
import { renderApp, signIn, stubApi } from '../support/shell';

const C1 = classroom('c1', 's1', '9A', { gradeLevel: 'a IX-a', pupilCount: 3 });
const START: Pupil[] = [pupil('p1', 'c1', 'Ana Pop', 'ana@x.ro'), pupil('p2', 'c1', 'Ion Rus')];

function classroomApi(pupils: () => Pupil[]) {
  return stubApi({
    'GET /api/classrooms/c1': () => jsonResponse(200, { ...C1, pupilCount: pupils().length }),
    'GET /api/classrooms/c1/pupils': () => jsonResponse(200, pupils()),
    'GET /api/classrooms/c1/quizzes': () => jsonResponse(200, []),
    'GET /api/quizzes/summaries': () => jsonResponse(200, []),
    'GET /api/schools/s1': () => jsonResponse(200, { id: 's1', name: 'Colegiul Național', classrooms: [C1] }),
  });
}

describe('class page: buttons in the palette', () => {
  let stub: ReturnType<typeof stubApi> | null = null;
  beforeEach(() => {
    mock.method(console, 'warn', () => {});
    signIn();
  });
  afterEach(async () => {
    mock.restoreAll();
    await resetSchoolsTest();
    stub?.restore();
    stub = null;
  });

  it('Quizzes tab: Assign existing quiz opens its dialog; Create a new quiz for this class opens the editor for the class', async () => {
    stub = classroomApi(() => START);
    const { location } = renderApp('/schools/s1/classrooms/c1');
    await screen.findByRole('heading', { level: 2, name: 'Assigned quizzes' });
    await runFromPalette('Assign existing quiz');
    assert.ok(await screen.findByRole('dialog', { name: 'Assign an existing quiz' }));
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Assign an existing quiz' }), { key: 'Escape' });
    await waitFor(() => assert.equal(screen.queryByRole('dialog', { name: 'Assign an existing quiz' }), null));
    await runFromPalette('Create a new quiz for this class');
    await waitFor(() => assert.equal(location.history?.at(-1), '/quizzes/create?classroomId=c1'));
  });

  it('Pupils tab: Export CSV downloads the list', async () => {
    stub = classroomApi(() => START);
    renderApp('/schools/s1/classrooms/c1?tab=pupils');
    // The pupil's link: the signed-in teacher is an Ana Pop too, in the navigation bar.
    await screen.findByRole('link', { name: 'Ana Pop' });
    mock.method(URL, 'createObjectURL', () => 'blob:roster');
    mock.method(URL, 'revokeObjectURL', () => {});
    let downloaded = '';
    mock.method(HTMLAnchorElement.prototype, 'click', function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });
    const option = await paletteOption('Export CSV');
    // The Blob URL's revocation is a 30 s timer that would keep the test process alive.
    mock.timers.enable({ apis: ['setTimeout'] });
    fireEvent.click(option);
    mock.timers.reset();
    assert.equal(downloaded, '9a-pupils.csv');
  });

  it('an empty class offers no Export CSV (its button is disabled); once Refresh brings pupils, it does', async () => {
    let pupils: Pupil[] = [];
    stub = classroomApi(() => pupils);
    renderApp('/schools/s1/classrooms/c1?tab=pupils');
    await screen.findByRole('heading', { level: 2, name: /Pupils/ });
    assert.equal((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled, true);
    assert.equal(await paletteOffers('Export CSV'), false);
    // A colleague added the class list meanwhile.
    pupils = START;
    await runFromPalette('Refresh');
    // The pupil's link: the signed-in teacher is an Ana Pop too, in the navigation bar.
    await screen.findByRole('link', { name: 'Ana Pop' });
    assert.equal(await paletteOffers('Export CSV'), true);
  });
});
