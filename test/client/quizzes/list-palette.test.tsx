// The quizzes list's row buttons from the command palette (README: every
// action is a command): "Edit a quiz…", "Copy a quiz…" and "Delete a quiz…"
// ask which quiz (those whose row offers the action), then do what the row's
// own link or button does, from it: its confirmation returns the focus there,
// and a deleted row hands the focus on to the next row, as after a click.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../../../src/client/core/i18n';
import type { QuizListItem } from '../../../src/client/features/quizzes/quizzes.api';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { assertAbsent, assertFocused } from '../support/dom-assert';
import { jsonResponse } from '../support/fetch-stub';
import { chooseRowFromPalette, paletteOffers, runFromPalette } from '../support/palette';
import { resetEditor, toastMessages } from '../support/quiz-editor';
import { renderApp, signIn, stubApi } from '../support/shell';

function item(id: string, title: string, extra: Partial<QuizListItem> = {}): QuizListItem {
  return {
    id,
    title,
    classLabel: 'a IX-a B',
    totalPoints: 90,
    basePoints: 10,
    questionCount: 7,
    version: 1,
    isOwner: true,
    assignments: [],
    createdAt: '2026-01-01T10:00:00Z',
    updatedAt: '2026-01-01T10:00:00Z',
    ...extra,
  };
}

const CHAPTER = item('q1', 'Evaluare Capitolul 2');
const TERM = item('q2', 'Teză semestrul I', { classLabel: 'a X-a A' });
const THEIRS = item('q3', 'Test colega', { isOwner: false });

async function answerConfirm(button: string): Promise<string> {
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete this quiz?' });
  const text = dialog.textContent ?? '';
  await act(async () => within(dialog).getByRole('button', { name: button }).click());
  return text;
}

describe('quizzes list: row buttons in the palette', () => {
  let stub: ReturnType<typeof stubApi> | null = null;
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    mock.method(console, 'warn', () => {});
    signIn();
  });
  afterEach(async () => {
    mock.restoreAll();
    await resetEditor();
    stub?.restore();
    stub = null;
  });

  it('"Delete a quiz…" offers the quizzes the reader owns, then asks as the row\'s Delete does', async () => {
    let list = [CHAPTER, TERM, THEIRS];
    stub = stubApi({
      'GET /api/quizzes': () => jsonResponse(200, list),
      'DELETE /api/quizzes/q1': () => {
        list = list.filter((quiz) => quiz.id !== 'q1');
        return jsonResponse(204);
      },
    });
    renderApp('/quizzes');
    await screen.findByRole('link', { name: THEIRS.title });

    const owned = [`${CHAPTER.title}a IX-a B`, `${TERM.title}a X-a A`];
    await chooseRowFromPalette('Delete a quiz…', 'Delete which quiz?', owned, 'capitolul');
    // Cancelled: nothing goes, and the focus is on the row's Delete button, where a click leaves it.
    assert.match(await answerConfirm('Cancel'), /Evaluare Capitolul 2/);
    await waitFor(() => assertFocused(screen.getByRole('button', { name: `Delete ${CHAPTER.title}` })));
    assert.equal(stub.callsTo('DELETE /api/quizzes/q1').length, 0);

    await chooseRowFromPalette('Delete a quiz…', 'Delete which quiz?', owned, 'capitolul');
    await answerConfirm('Delete quiz');
    await waitFor(() => assertAbsent(screen.queryByRole('link', { name: CHAPTER.title })));
    assert.equal(stub.callsTo('DELETE /api/quizzes/q1').length, 1);
    assert.ok(toastMessages().includes('Quiz deleted'));
    // The row went: the focus went on to the next row, as after the button's click.
    const next = screen
      .getAllByRole('row')
      .slice(1)
      .find((row) => row.contains(document.activeElement));
    assert.match(next?.textContent ?? '', new RegExp(TERM.title), 'the focus is in the next row');
  });

  it('"Copy a quiz…" offers every quiz (a colleague\'s too) and copies from the row\'s Copy button', async () => {
    let list = [CHAPTER, THEIRS];
    stub = stubApi({
      'GET /api/quizzes': () => jsonResponse(200, list),
      'PUT /api/quizzes/q3/clone': () => {
        list = [...list, item('q4', 'Test colega - copy')];
        return jsonResponse(201, { ...sampleQuiz('Test colega - copy'), id: 'q4', version: 1, totalPoints: 90, isOwner: true });
      },
    });
    renderApp('/quizzes');
    await screen.findByRole('link', { name: THEIRS.title });

    await chooseRowFromPalette('Copy a quiz…', 'Copy which quiz?', [`${CHAPTER.title}a IX-a B`, `${THEIRS.title}a IX-a B`], 'colega');
    assert.ok(await screen.findByRole('link', { name: 'Test colega - copy' }));
    assert.equal(stub.callsTo('PUT /api/quizzes/q3/clone').length, 1);
    assert.ok(toastMessages().includes('Copy created: Test colega - copy'));
    assertFocused(screen.getByRole('button', { name: `Copy ${THEIRS.title}` }), 'the focus stays on the Copy button, as after a click');
  });

  it('"Edit a quiz…" offers the quizzes the reader owns and opens the chosen one\'s editor', async () => {
    mock.method(console, 'error', () => {});
    stub = stubApi({
      'GET /api/quizzes': () => jsonResponse(200, [CHAPTER, TERM, THEIRS]),
      'GET /api/quizzes/q2': () => jsonResponse(200, { ...sampleQuiz(TERM.title), id: 'q2', version: 1, isOwner: true }),
    });
    const { location } = renderApp('/quizzes');
    await screen.findByRole('link', { name: THEIRS.title });
    await chooseRowFromPalette('Edit a quiz…', 'Edit which quiz?', [`${CHAPTER.title}a IX-a B`, `${TERM.title}a X-a A`], 'teza');
    await waitFor(() => assert.equal(location.history.at(-1), '/quizzes/q2/edit'));
  });

  it("a colleague's quiz only: Copy a quiz…, but no Edit a quiz… or Delete a quiz…; an empty list: none", async () => {
    stub = stubApi({ 'GET /api/quizzes': () => jsonResponse(200, [THEIRS]) });
    renderApp('/quizzes');
    await screen.findByRole('link', { name: THEIRS.title });
    assert.equal(await paletteOffers('Copy a quiz…'), true);
    assert.equal(await paletteOffers('Edit a quiz…'), false);
    assert.equal(await paletteOffers('Delete a quiz…'), false);

    // Only the assigned quizzes, and this one is assigned nowhere: the list is empty.
    fireEvent.click(screen.getByRole('radio', { name: 'Assigned quizzes' }));
    assertAbsent(screen.queryByRole('link', { name: THEIRS.title }));
    assert.equal(await paletteOffers('Copy a quiz…'), false);
  });

  it('a quiz on another page of the list: the command still asks, from where the teacher was', async () => {
    const many = Array.from({ length: 12 }, (_, index) => item(`m${index}`, `Lucrare ${String(index + 1).padStart(2, '0')}`));
    stub = stubApi({ 'GET /api/quizzes': () => jsonResponse(200, many) });
    renderApp('/quizzes');
    await screen.findByRole('link', { name: 'Lucrare 01' });
    assertAbsent(screen.queryByRole('link', { name: 'Lucrare 12' }), 'the list shows ten a page');
    await runFromPalette('Delete a quiz…');
    const chooser = await screen.findByRole('dialog', { name: 'Delete which quiz?' });
    assert.equal(within(chooser).getAllByRole('option').length, 12, 'every quiz the list holds, every page');
    await act(async () =>
      within(chooser)
        .getByRole('option', { name: /Lucrare 12/ })
        .click(),
    );
    assert.match(await answerConfirm('Cancel'), /Lucrare 12/);
  });
});
