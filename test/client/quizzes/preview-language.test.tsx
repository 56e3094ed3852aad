// The on-screen preview shows the test as it prints: in the test's language,
// whatever the interface language (the PDF already does, issue 14).
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../../../src/client/core/i18n';
import { QuizPreview } from '../../../src/client/features/quiz-detail/preview/QuizPreview';
import { quizzesMessages } from '../../../src/client/features/quizzes/messages';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';

describe('quiz preview language', () => {
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    await quizzesMessages.ensure('en');
  });
  afterEach(async () => {
    cleanup();
    await setLanguage('en', { persist: false });
  });

  it('prints a Romanian test in Romanian from the English interface, with English tabs', async () => {
    const quiz = { ...sampleQuiz('Evaluare'), language: 'ro' as const };
    render(<QuizPreview quiz={quiz} lineStyle="ruled" />);
    const test = screen.getByRole('tabpanel', { name: 'Test' });
    await waitFor(() => assert.ok(within(test).queryByText('Numele și prenumele:'), 'the pupil name line is in Romanian'));
    assert.equal(within(test).getByRole('article').getAttribute('lang'), 'ro');
    const scheme = screen.getByRole('tabpanel', { name: 'Barem (answer key)' });
    assert.ok(within(scheme).getByRole('heading', { name: 'Barem de evaluare și de notare' }));
    assert.ok(screen.getByRole('heading', { level: 2, name: 'Preview' }), 'the preview heading stays in the interface language');
  });

  it('a test without a language prints in the interface language', async () => {
    render(<QuizPreview quiz={sampleQuiz('Evaluare')} lineStyle="ruled" />);
    const test = screen.getByRole('tabpanel', { name: 'Test' });
    assert.ok(within(test).getByText('Name:'), 'the name line is in English');
  });
});
