import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findCommand } from '../../../src/client/core/commands';
import { setLanguage } from '../../../src/client/core/i18n';
import type { Language } from '../../../src/client/core/language';
import { normalizeForSearch, paletteScore, rankBySearch } from '../../../src/client/features/palette/palette-score';
import { renderApp, resetShell, signIn, stubApi } from '../support/shell';

// What a teacher types → the command Enter runs (the first, selected option).
const FIRST_MATCH: { language: Language; query: string; first: string }[] = [
  { language: 'en', query: 'assign', first: 'Assign a quiz to a classroom…' },
  { language: 'en', query: 'school', first: 'Go to Schools' },
  { language: 'en', query: 'schools', first: 'Go to Schools' },
  { language: 'en', query: 'settings', first: 'Go to Settings' },
  { language: 'en', query: 'set', first: 'Go to Settings' },
  { language: 'en', query: 'grade', first: 'Grade a quiz in a classroom…' },
  { language: 'en', query: 'class', first: 'Go to classroom…' },
  { language: 'en', query: 'new school', first: 'New school' },
  { language: 'en', query: 'quizes', first: 'Go to Quizzes' },
  { language: 'en', query: 'dark', first: 'Toggle theme (light, dark, system)' },
  { language: 'ro', query: 'atribuie', first: 'Atribuie un test unei clase…' },
  { language: 'ro', query: 'scoli', first: 'Mergi la Școli' },
  { language: 'ro', query: 'scoala', first: 'Școală nouă' },
  { language: 'ro', query: 'mergi la scoala', first: 'Mergi la școala…' },
  { language: 'ro', query: 'setari', first: 'Mergi la Setări' },
  { language: 'ro', query: 'noteaza', first: 'Notează un test la o clasă…' },
  { language: 'ro', query: 'clasa', first: 'Mergi la clasa…' },
];

function selectedOption(dialog: HTMLElement): string {
  const option = within(dialog)
    .getAllByRole('option')
    .find((o) => o.getAttribute('aria-selected') === 'true');
  return option?.firstElementChild?.textContent ?? '(none)';
}

describe('palette score', () => {
  it('ignores case and accents, and a trailing ellipsis', () => {
    assert.equal(normalizeForSearch('Mergi la Școala…'), 'mergi la scoala');
    assert.equal(normalizeForSearch('ŞŢ ăîâ'), 'st aia');
  });

  it('name start, then a word of the name, then all words, then inside, then keywords, then letters in order', () => {
    const scores = [
      paletteScore('Assign a quiz', 'assign'),
      paletteScore('Go to Assignments', 'assign'),
      paletteScore('Quiz to assign later', 'later quiz'),
      paletteScore('Reassignment', 'assign'),
      paletteScore('Go to Settings', 'assign', ['assignments']),
      paletteScore('Go to Settings', 'sett', ['x']) > paletteScore('Go to Home', 'sett', ['settings']) ? 1 : 0,
    ];
    assert.ok(scores[0]! > scores[1]! && scores[1]! > scores[2]! && scores[2]! > scores[3]! && scores[3]! > scores[4]!, String(scores));
    assert.equal(scores[5], 1);
    assert.ok(paletteScore('Go to Quizzes', 'quizes') > 0, 'a typo still finds its command');
    assert.equal(paletteScore('Go to Settings', 'assign'), 0);
  });

  it('on a tie a command that acts at once comes before one that opens a chooser, then the earlier group', () => {
    const ranked = rankBySearch(
      [
        { label: 'Go to school…', groupIndex: 0 },
        { label: 'New school', groupIndex: 1 },
        { label: 'Go to Schools', groupIndex: 0 },
        { label: 'Go to Home', groupIndex: 0 },
      ],
      'school',
    );
    assert.deepEqual(
      ranked.map((entry) => entry.label),
      ['Go to Schools', 'New school', 'Go to school…'],
    );
  });
});

describe('palette ranking', () => {
  let stub: ReturnType<typeof stubApi>;
  beforeEach(() => {
    mock.method(console, 'warn', () => {});
    stub = stubApi();
  });
  afterEach(async () => {
    mock.restoreAll();
    await resetShell();
    stub.restore();
  });

  for (const language of ['en', 'ro'] as const) {
    it(`Enter runs the command whose name matches best (${language})`, async () => {
      await setLanguage(language, { persist: false });
      signIn();
      renderApp('/results');
      await screen.findByRole('heading', { level: 1 });
      fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
      const dialog = await screen.findByRole('dialog');
      const input = within(dialog).getByRole('combobox');
      // The list is named in the reader's language (cmdk's own 'Suggestions' once won over our aria-label).
      assert.ok(within(dialog).getByRole('listbox', { name: { en: 'Commands', ro: 'Comenzi' }[language] }));
      // The features' commands (schools, assignments) arrive with the palette's first opening.
      await waitFor(() =>
        assert.ok(findCommand('assign.quiz') && findCommand('go.school'), "waiting for findCommand('assign.quiz') && findCommand('go.school')"),
      );
      const misses: string[] = [];
      for (const row of FIRST_MATCH.filter((r) => r.language === language)) {
        act(() => void fireEvent.change(input, { target: { value: row.query } }));
        await act(async () => {});
        const got = selectedOption(dialog);
        if (got !== row.first) misses.push(`"${row.query}" → ${got}, expected ${row.first}`);
      }
      assert.deepEqual(misses, []);
    });
  }
});
