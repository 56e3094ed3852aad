import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Command, registerCommands } from '../../../src/client/core/commands';
import { installShortcuts } from '../../../src/client/core/shortcuts';
import { jsonResponse } from '../support/fetch-stub';
import { CLASSROOM_ID, gradingSheet, pupils, QUIZ_ID, SCHOOL_ID, SHEET_PATH } from '../support/grading-fixtures';
import { cell, clickCell, editor, gridScreenHooks, press, renderGrid, text } from '../support/grading-screen';
import { appScreenHooks, renderApp, signIn, stubApi } from '../support/shell';

const NAME = 0;
const Q1 = 1;
const BAND = 10;
const COMMENTS = 11;

function command(id: string, shortcut: string, ran: string[]): Command {
  return { id, labelKey: `test.${id}`, group: 'navigation', shortcut, run: () => void ran.push(id) };
}

describe('grade grid: its keys are its own', () => {
  let uninstall = () => {};
  afterEach(() => uninstall());
  gridScreenHooks();

  it('g then q on a focused cell (a mark, a name, a computed one) runs no global shortcut; a chord with Ctrl does', async () => {
    await renderGrid();
    const ran: string[] = [];
    registerCommands([command('go.quizzes', 'g q', ran), command('palette', 'mod+k', ran)]);
    uninstall = installShortcuts(window);
    for (const col of [Q1, NAME, BAND]) {
      clickCell(1, col);
      press('g');
      press('q');
      assert.deepEqual(ran, [], `column ${col}`);
      if (editor()) press('Escape');
    }
    press('k', { ctrlKey: true });
    assert.deepEqual(ran, ['palette'], 'the palette opens from the grid');
  });

  // A keyboard-only teacher pressed Ctrl+S out of habit: nothing was saved, and the browser offered to save the page.
  it('Ctrl+S saves now, the mark still being typed included, instead of the browser saving the page', async () => {
    const { api } = await renderGrid();
    uninstall = installShortcuts(window);
    clickCell(0, Q1);
    press('3');
    const input = editor();
    assert.ok(input, 'the mark is being typed');
    const browserDefault = fireEvent.keyDown(input, { key: 's', ctrlKey: true });
    assert.equal(browserDefault, false, "the browser's Save page is not offered");
    // Without the shortcut the typed mark never leaves its cell (no Enter, no blur), so no save could come.
    await waitFor(() => assert.equal(api.callsTo(`POST /api/quizzes/${QUIZ_ID}/grades`).length, 1), { timeout: 10_000 });
    const sent = api.callsTo(`POST /api/quizzes/${QUIZ_ID}/grades`)[0]!.body as { grades: { questionScores: Record<string, number> }[] };
    assert.equal(Object.values(sent.grades[0]!.questionScores)[0], 3);
    assert.equal(text(0, Q1), '3');
  });

  // The grid has the focus on open: '?' was refused on the mark as "Must be a valid number", and the help never came.
  it("'?' on a mark opens the app's keyboard help, not a refusal; in a comment it is text", async () => {
    await renderGrid();
    const ran: string[] = [];
    registerCommands([command('help.shortcuts', '?', ran)]);
    uninstall = installShortcuts(window);
    clickCell(0, Q1);
    press('?', { shiftKey: true });
    assert.deepEqual(ran, ['help.shortcuts']);
    assert.equal(cell(0, Q1).getAttribute('aria-invalid'), null, 'no refusal on the cell');
    assert.equal(editor(), null);
    clickCell(0, COMMENTS);
    press('?', { shiftKey: true });
    assert.equal((editor() as HTMLInputElement | null)?.value, '?', 'a comment takes it as text');
    assert.deepEqual(ran, ['help.shortcuts'], 'and the help does not open again');
  });

  it('the rule holds for any grid: a key its cell leaves unused still runs no plain-key shortcut', () => {
    const ran: string[] = [];
    registerCommands([command('go.quizzes', 'g q', ran), command('palette', 'mod+k', ran)]);
    uninstall = installShortcuts(window);
    const grid = document.createElement('div');
    grid.setAttribute('role', 'grid');
    grid.innerHTML = '<div role="row"><div role="gridcell" tabindex="0">1</div></div>';
    document.body.append(grid);
    const gridCell = grid.querySelector('[role="gridcell"]')!;
    fireEvent.keyDown(gridCell, { key: 'g' });
    fireEvent.keyDown(gridCell, { key: 'q' });
    assert.deepEqual(ran, []);
    fireEvent.keyDown(gridCell, { key: 'k', ctrlKey: true });
    assert.deepEqual(ran, ['palette']);
    grid.remove();
  });
});

describe('grade grid in the app: leaving with unsaved marks', () => {
  let api: ReturnType<typeof stubApi> | undefined;
  appScreenHooks(() => api);

  it('the palette’s Go to Quizzes asks first; Stay keeps the grid and its mark; g q does nothing', async () => {
    const assignment = { classroomId: CLASSROOM_ID, classroomName: 'a IX-a B', schoolId: SCHOOL_ID, schoolName: 'Liceul Moisil', dueDate: null };
    api = stubApi({
      [`GET ${SHEET_PATH}`]: () => jsonResponse(200, gradingSheet({ pupils: pupils(3), assignments: [assignment] })),
      // The save never answers: the mark stays unsaved.
      [`POST /api/quizzes/${QUIZ_ID}/grades`]: () => new Promise<Response>(() => {}),
      [`GET /api/schools/${SCHOOL_ID}`]: () => jsonResponse(200, { id: SCHOOL_ID, name: 'Liceul Moisil', classrooms: [] }),
    });
    signIn();
    const here = `/quiz/${QUIZ_ID}/grade?classroomId=${CLASSROOM_ID}`;
    const { location } = renderApp(here);
    await screen.findByRole('grid', {}, { timeout: 10_000 });
    clickCell(0, Q1);
    press('7');
    press('Enter');
    assert.equal(text(0, Q1), '7');
    press('g');
    press('q');
    assert.equal(location.history?.at(-1), here, 'g q stays in the grid');
    press('k', { ctrlKey: true });
    const palette = await screen.findByRole('dialog', { name: 'Command palette' }, { timeout: 10_000 });
    const input = within(palette).getByRole('combobox');
    fireEvent.change(input, { target: { value: 'Go to Quizzes' } });
    await within(palette).findByRole('option', { name: /Go to Quizzes/ }, { timeout: 10_000 });
    fireEvent.keyDown(input, { key: 'Enter' });
    const question = await screen.findByRole('alertdialog', { name: 'Leave with unsaved changes?' }, { timeout: 10_000 });
    fireEvent.click(within(question).getByRole('button', { name: 'Stay' }));
    await waitFor(() => assert.equal(screen.queryByRole('alertdialog'), null), { timeout: 10_000 });
    assert.equal(location.history?.at(-1), here, 'still on the grid');
    assert.equal(text(0, Q1), '7');
    assert.ok(cell(1, Q1));
  });
});
