// A class's pupils from the command palette (README: every action is a
// command): "Edit a pupil…" and "Delete a pupil…" ask which pupil (Delete:
// those the reader may delete), then press that row's own button, so the form
// or the question returns the focus to it and a deletion hands the keyboard
// on to the next row, as after a click. Only while the Pupils tab shows them.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Pupil } from '../../../src/client/features/classroom';
import { answerConfirm, classroom, pupil, resetSchoolsTest, toastMessages } from '../schools/fixtures';
import { assertFocused } from '../support/dom-assert';
import { jsonResponse, type RouteHandler } from '../support/fetch-stub';
import { chooseRowFromPalette, paletteOffers, runFromPalette } from '../support/palette';
import { renderApp, signIn, stubApi } from '../support/shell';

const C1 = classroom('c1', 's1', '9A', { gradeLevel: 'a IX-a', pupilCount: 3 });
const COLLEAGUES: Pupil = { ...pupil('p3', 'c1', 'Ștefan Dan', 'dan@x.ro'), deletable: false };
const START: Pupil[] = [pupil('p1', 'c1', 'Ana Pop', 'ana@x.ro'), pupil('p2', 'c1', 'Ion Rus'), COLLEAGUES];

function classroomApi(pupils: () => Pupil[], extra: Record<string, RouteHandler> = {}) {
  return stubApi({
    'GET /api/classrooms/c1': () => jsonResponse(200, { ...C1, pupilCount: pupils().length }),
    'GET /api/classrooms/c1/pupils': () => jsonResponse(200, pupils()),
    'GET /api/classrooms/c1/quizzes': () => jsonResponse(200, []),
    'GET /api/quizzes/summaries': () => jsonResponse(200, []),
    'GET /api/schools/s1': () => jsonResponse(200, { id: 's1', name: 'Colegiul Național', classrooms: [C1] }),
    ...extra,
  });
}

/** The Pupils tab, once the list shows `shown`. */
async function openPupils(shown = 'Ion Rus') {
  renderApp('/schools/s1/classrooms/c1?tab=pupils');
  const table = await screen.findByRole('table', { name: 'Pupils of 9A' });
  await within(table).findByText(shown);
  return table;
}

const rowOf = (table: HTMLElement, name: string) =>
  [...table.querySelectorAll<HTMLElement>('tbody tr[data-row-key]')].find((row) => row.textContent?.includes(name))!;

describe("a class's pupils: row buttons in the palette", () => {
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

  it('"Edit a pupil…" offers every pupil and opens the form of the chosen one; closed, the focus is on its Edit button', async () => {
    stub = classroomApi(() => START);
    await openPupils();
    await chooseRowFromPalette('Edit a pupil…', 'Edit which pupil?', ['Ana Popana@x.ro', 'Ion Rus', 'Ștefan Dandan@x.ro'], 'stefan');
    const form = await screen.findByRole('dialog', { name: 'Edit pupil' });
    assert.equal((within(form).getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value, 'Ștefan Dan');
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => assertFocused(screen.getByRole('button', { name: 'Edit Ștefan Dan' })));
  });

  it('"Delete a pupil…" offers those the reader may delete, asks as the Delete button does, and the next row takes the keyboard', async () => {
    let pupils = [...START];
    stub = classroomApi(() => pupils, {
      'DELETE /api/pupils/p1': () => {
        pupils = pupils.filter((candidate) => candidate.id !== 'p1');
        return jsonResponse(204);
      },
    });
    const table = await openPupils();
    const deletable = ['Ana Popana@x.ro', 'Ion Rus'];

    await chooseRowFromPalette('Delete a pupil…', 'Delete which pupil?', deletable, 'ana');
    assert.match(await answerConfirm('Cancel'), /Delete Ana Pop\?/);
    await waitFor(() => assertFocused(screen.getByRole('button', { name: 'Delete Ana Pop' })));
    assert.equal(stub.callsTo('DELETE /api/pupils/p1').length, 0);

    await chooseRowFromPalette('Delete a pupil…', 'Delete which pupil?', deletable, 'ana');
    await answerConfirm('Delete pupil');
    await waitFor(() => assert.ok(toastMessages().includes('Pupil deleted: Ana Pop'), 'waiting for the toast'));
    await waitFor(() => assertFocused(rowOf(table, 'Ion Rus'), 'the next row has the keyboard, as after the button'));
    assert.equal(stub.callsTo('DELETE /api/pupils/p1').length, 1);
  });

  it('no "Delete a pupil…" when the reader may delete none, and neither command off the Pupils tab or in an empty class', async () => {
    let pupils: Pupil[] = [COLLEAGUES];
    stub = classroomApi(() => pupils);
    await openPupils(COLLEAGUES.name);
    assert.equal(await paletteOffers('Edit a pupil…'), true);
    assert.equal(await paletteOffers('Delete a pupil…'), false);

    await act(async () => screen.getByRole('tab', { name: 'Quizzes' }).click());
    await screen.findByRole('heading', { level: 2, name: 'Assigned quizzes' });
    assert.equal(await paletteOffers('Edit a pupil…'), false);

    pupils = [];
    await act(async () => screen.getByRole('tab', { name: 'Pupils' }).click());
    await runFromPalette('Refresh');
    await screen.findByText('No pupils yet');
    assert.equal(await paletteOffers('Edit a pupil…'), false);
  });
});
