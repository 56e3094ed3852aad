// The editor's buttons from the command palette (README: every action is a
// command): Add criterion while the test can be changed, and both PDF
// exports (the export panel's own commands, tested with a stub exporter in
// quizzes/detail-palette.test.tsx).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { screen, waitFor } from '@testing-library/react';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { assertFocused } from '../support/dom-assert';
import { paletteOffers, runFromPalette } from '../support/palette';
import { editorScreenHooks, quizView, renderEditor } from '../support/render-editor';

describe('quiz editor: buttons in the palette', () => {
  editorScreenHooks();

  it('Add criterion adds a criterion to the grading scheme and puts the cursor in it; the exports are offered', async () => {
    await renderEditor();
    assert.ok(screen.getByRole('heading', { level: 1, name: 'Create quiz' }));
    assert.ok(screen.getByText('No general criteria.'));
    await runFromPalette('Add criterion');
    const criterion = await screen.findByRole('textbox', { name: /^Criterion 1/ });
    await waitFor(() => assertFocused(criterion));
    await runFromPalette('Add criterion');
    assert.ok(await screen.findByRole('textbox', { name: /^Criterion 2/ }));
    assert.equal(await paletteOffers('Export test (PDF)'), true);
    assert.equal(await paletteOffers('Export grading scheme (PDF)'), true);
  });

  it("someone else's test, read only: no Add criterion (its button is disabled), the exports still", async () => {
    await renderEditor({ quiz: quizView(sampleQuiz('Testul colegei'), 2, { id: 'q9', isOwner: false, access: 'grade' }), status: 'Read only' });
    assert.ok(screen.getByRole('button', { name: 'Add criterion' }).closest('fieldset[disabled]'), 'the button is disabled with its fieldset');
    assert.equal(await paletteOffers('Add criterion'), false);
    assert.equal(await paletteOffers('Export test (PDF)'), true);
  });
});
