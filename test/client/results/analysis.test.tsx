import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../../../src/client/core/i18n';
import { QuestionAnalysisTab } from '../../../src/client/features/results';
import { assertAbsent, assertFocused } from '../support/dom-assert';
import { jsonResponse, networkFailure } from '../support/fetch-stub';
import { analysisFixture, CLASSROOM_ID, QUIZ_ID, recordUrls, resultsTestHooks, SCHOOL_ID, toastMessages } from './fixtures';

const ANALYSIS = `GET /api/quizzes/${QUIZ_ID}/analysis`;
const SAVE = `POST /api/quizzes/${QUIZ_ID}/analysis`;

function renderTab() {
  return render(<QuestionAnalysisTab schoolId={SCHOOL_ID} classroomId={CLASSROOM_ID} quizId={QUIZ_ID} />);
}

describe('question analysis tab', () => {
  const api = resultsTestHooks();

  it('shows every question with pupils correct, success rate, facility and discrimination, with plain-language readings', async () => {
    const stub = api.stub({ [ANALYSIS]: () => jsonResponse(200, analysisFixture()) });
    const urls = recordUrls();
    renderTab();
    const table = await screen.findByRole('table', { name: /Results per question/ });
    const rows = within(table).getAllByRole('row');
    assert.equal(rows.length, 4, 'a header and three questions');
    const first = within(rows[1]!);
    assert.ok(first.getByText('Cât face 2 + 3?'));
    assert.ok(first.getByText('3 of 4'));
    assert.ok(first.getByText('75%'));
    assert.ok(first.getByText('0.80'));
    assert.ok(first.getByText('easy'));
    assert.ok(first.getByText('0.45'));
    assert.ok(first.getByText('discriminates well'));
    const second = within(rows[2]!);
    assert.ok(second.getByText('hard'));
    assert.ok(second.getByText('discriminates poorly'));
    assert.ok(within(rows[3]!).getByText('Graded only as a total'));
    // The figures are those of the dashboard's classroom, asked with the bearer.
    assert.deepEqual(urls, [`/api/quizzes/${QUIZ_ID}/analysis?classroomId=${CLASSROOM_ID}`]);
    assert.equal(stub.calls[0]?.headers.get('authorization'), 'Bearer test-token');
  });

  it('shows the pupils graded and the internal consistency, and flags small classes as unreliable in one sentence', async () => {
    api.stub({ [ANALYSIS]: () => jsonResponse(200, analysisFixture()) });
    renderTab();
    // The heading shows from the start (while loading too); the figures come with the data.
    assert.ok(await screen.findByText("Internal consistency (Cronbach's alpha)"));
    assert.ok(screen.getByRole('heading', { level: 2, name: 'Question analysis' }));
    assert.ok(screen.getByText('0.62'));
    assert.ok(screen.getByText(/Computed over 4 pupils with a mark on every question/));
    assert.ok(screen.getByText('Figures to read with care'));
    assert.ok(screen.getByText('Only 4 pupils were graded, fewer than 10, so a single pupil can change these figures a lot: read them as a rough guide.'));
    assert.ok(screen.getByRole('table', { name: 'Results per question (unreliable)' }));
  });

  it('without a consistency because a question has no mark per pupil, it says which question', async () => {
    api.stub({ [ANALYSIS]: () => jsonResponse(200, analysisFixture({ consistency: null, consistencyPupils: 0 })) });
    renderTab();
    assert.ok(await screen.findByText(/Not available: question 3 has no mark per pupil \(it was graded as a total only\)/));
  });

  it('a question nobody has marked yet says so, in its row and as the reason for no consistency, and asks for no counts', async () => {
    const base = analysisFixture({ consistency: null, consistencyPupils: 0 });
    const questions = base.questions.map((q) => (q.number === 3 ? { ...q, source: 'unmarked' as const } : q));
    api.stub({ [ANALYSIS]: () => jsonResponse(200, { ...base, questions }) });
    renderTab();
    assert.ok(await screen.findByText(/Not available yet: question 3 has no marks yet/));
    const rows = within(screen.getByRole('table', { name: 'Results per question (unreliable)' })).getAllByRole('row');
    assert.ok(within(rows[3]!).getByText('No marks yet'));
    assertAbsent(screen.queryByText('Graded only as a total'));
    assertAbsent(screen.queryByText(/These questions were graded only as a total/));
  });

  it('a class of 10 or more is not flagged', async () => {
    api.stub({ [ANALYSIS]: () => jsonResponse(200, analysisFixture({ gradedPupils: 24, reliable: true, consistency: 0.84 })) });
    renderTab();
    assert.ok(await screen.findByRole('table', { name: 'Results per question' }));
    assertAbsent(screen.queryByText('Figures to read with care'));
    assert.ok(screen.getByText(/Good: the questions measure the same thing/));
  });

  it('draws the success rate per question as bars with their numbers', async () => {
    api.stub({ [ANALYSIS]: () => jsonResponse(200, analysisFixture()) });
    renderTab();
    const chart = await screen.findByRole('table', { name: 'Success rate per question' });
    const rows = within(chart).getAllByRole('row').slice(1);
    assert.deepEqual(
      rows.map((row) => row.textContent),
      ['Q175%', 'Q225%'],
    );
  });

  it('saves hand-entered counts for a question graded only as a total: "Question analysis saved"', async () => {
    const saved = analysisFixture();
    saved.questions[2] = { ...saved.questions[2]!, source: 'manual', correctCount: 18, totalPupils: 27, successRate: 0.6667 };
    const stub = api.stub({ [ANALYSIS]: () => jsonResponse(200, analysisFixture()), [SAVE]: () => jsonResponse(200, saved) });
    renderTab();
    const form = await screen.findByRole('form', { name: 'Enter results by hand' });
    const group = within(form).getByRole('group', { name: 'Question 3' });
    fireEvent.change(within(group).getByLabelText('Pupils correct'), { target: { value: '18' } });
    fireEvent.change(within(group).getByLabelText('Pupils in total'), { target: { value: '27' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save analysis' }));
    await waitFor(() => assert.deepEqual(toastMessages(), ['Question analysis saved']));
    const call = stub.callsTo(SAVE)[0];
    assert.deepEqual(call?.body, { questions: [{ questionId: 'q3', correctCount: 18, totalCount: 27 }] });
    // The table now shows the server's answer.
    const table = screen.getByRole('table', { name: /Results per question/ });
    assert.ok(await within(table).findByText('18 of 27'));
    assert.ok(within(table).getByText('Entered by hand'));
  });

  it('checks the counts before sending: both numbers, whole, correct not above total', async () => {
    const stub = api.stub({ [ANALYSIS]: () => jsonResponse(200, analysisFixture()) });
    renderTab();
    const form = await screen.findByRole('form', { name: 'Enter results by hand' });
    const save = within(form).getByRole('button', { name: 'Save analysis' });
    fireEvent.click(save);
    assert.ok(await within(form).findByText('Enter both numbers for at least one question.'));
    const correct = within(form).getByLabelText('Pupils correct');
    const total = within(form).getByLabelText('Pupils in total');
    fireEvent.change(correct, { target: { value: '30' } });
    fireEvent.click(save);
    assert.ok(await within(form).findByText('Field is required'));
    fireEvent.change(total, { target: { value: '27' } });
    fireEvent.click(save);
    assert.ok(await within(form).findByText('Cannot be more than the number of pupils'));
    assert.equal(correct.getAttribute('aria-invalid'), 'true');
    assert.equal(stub.callsTo(SAVE).length, 0);
  });

  it('a failed load says so and retries', async () => {
    let fail = true;
    api.stub({ [ANALYSIS]: () => (fail ? networkFailure() : jsonResponse(200, analysisFixture())) });
    renderTab();
    assert.ok(await screen.findByText('Failed to load the question analysis. Please try again.'));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    assert.ok(await screen.findByRole('table', { name: /Results per question/ }));
  });

  it("after Try again by keyboard, the focus goes to the tab's heading, not to the page", async () => {
    let fail = true;
    api.stub({ [ANALYSIS]: () => (fail ? networkFailure() : jsonResponse(200, analysisFixture())) });
    renderTab();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    retry.focus();
    fireEvent.click(retry);
    assert.ok(await screen.findByRole('table', { name: /Results per question/ }));
    assertFocused(screen.getByRole('heading', { level: 2, name: 'Question analysis' }));
  });

  it('with no pupil graded yet, says so: not "only 0 pupils", nor questions "graded only as a total"', async () => {
    await setLanguage('ro', { persist: false });
    const ungraded = analysisFixture().questions.map((question) => ({
      ...question,
      source: 'none' as const,
      correctCount: 0,
      totalPupils: 0,
      successRate: null,
      facility: null,
      discrimination: null,
    }));
    api.stub({ [ANALYSIS]: () => jsonResponse(200, analysisFixture({ questions: ungraded, gradedPupils: 0, consistency: null, consistencyPupils: 0 })) });
    renderTab();
    assert.ok(await screen.findByText('Niciun elev nu a fost notat încă: cifrele apar odată cu primele note.'));
    assertAbsent(screen.queryByText(/doar 0/));
    const table = screen.getByRole('table', { name: /Rezultate pe itemi/ });
    assert.equal(within(table).queryAllByText('Notat doar ca total').length, 0);
    assert.equal(within(table).getAllByText('Nenotat încă').length, 3);
  });

  it('speaks Romanian, with the reliability sentence', async () => {
    await setLanguage('ro', { persist: false });
    api.stub({ [ANALYSIS]: () => jsonResponse(200, analysisFixture()) });
    renderTab();
    assert.ok(
      await screen.findByText(
        'Au fost notați doar 4 elevi, sub 10, așa că un singur elev poate schimba mult aceste cifre: citiți\u2011le ca pe o orientare aproximativă.',
      ),
    );
    assert.ok(screen.getByRole('heading', { name: 'Analiza itemilor' }));
    assert.ok(screen.getByText('0,62'));
  });
});
