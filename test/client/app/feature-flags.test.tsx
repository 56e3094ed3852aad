// SPEC 9 feature flags gate what they name, everywhere it appears: each flag
// off hides its feature (buttons, settings, palette commands), on shows it.
// bulkOperations is tested with the assignment dialogs (test/client/assignments);
// emailNotifications has nothing to gate: the only mail is the password reset.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { loadAppCommands } from '../../../src/client/app/layout/use-app-commands';
import { findCommand, isAvailable } from '../../../src/client/core/commands';
import { overrideFlags } from '../../../src/client/core/config';
import { setLanguage } from '../../../src/client/core/i18n';
import { initPreferences, savePreference } from '../../../src/client/core/preferences';
import { QuizReportTab } from '../../../src/client/features/results';
import { CLASSROOM_ID, QUIZ_ID, reportFixture, SCHOOL_ID, setUpResults, tearDownResults } from '../results/fixtures';
import { assertAbsent } from '../support/dom-assert';
import { jsonResponse, stubFetch } from '../support/fetch-stub';
import { renderApp, resetShell, signIn, stubApi } from '../support/shell';

describe('darkModeToggle', () => {
  let stub: ReturnType<typeof stubApi>;
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    mock.method(console, 'warn', () => {});
    stub = stubApi();
    signIn();
  });
  afterEach(async () => {
    mock.restoreAll();
    await resetShell();
    stub.restore();
  });

  for (const on of [false, true]) {
    it(`${on ? 'on' : 'off'}: the settings' theme choice and the palette's theme command ${on ? 'are there' : 'are hidden'}`, async (t) => {
      t.after(overrideFlags({ darkModeToggle: on }));
      renderApp('/settings');
      await screen.findByRole('heading', { level: 1, name: 'Settings' });
      assert.equal(screen.queryByRole('group', { name: 'Theme' }) !== null, on);
      // The shell's palette commands load when first needed (app/layout/use-app-commands.ts).
      await act(() => loadAppCommands());
      const command = findCommand('theme.toggle');
      assert.ok(command);
      assert.equal(isAvailable(command), on);
    });
  }

  it('off: a dark theme chosen earlier no longer applies, since nothing could change it back; the page follows the system', (t) => {
    savePreference('theme', 'dark');
    t.after(overrideFlags({ darkModeToggle: false }));
    initPreferences();
    assert.equal(document.documentElement.classList.contains('dark'), false, 'happy-dom has no dark system preference');
  });
});

describe('exportToExcel', () => {
  let stub: ReturnType<typeof stubFetch> | null = null;
  beforeEach(setUpResults);
  afterEach(async () => {
    await tearDownResults();
    stub?.restore();
    stub = null;
  });

  for (const on of [false, true]) {
    it(`${on ? 'on' : 'off'}: the report's Excel button and its palette command ${on ? 'are there' : 'are hidden'}; CSV stays`, async (t) => {
      t.after(overrideFlags({ exportToExcel: on }));
      stub = stubFetch({ [`GET /api/quizzes/${QUIZ_ID}/report`]: () => jsonResponse(200, reportFixture()) });
      render(<QuizReportTab schoolId={SCHOOL_ID} classroomId={CLASSROOM_ID} quizId={QUIZ_ID} />);
      const csv = await screen.findByRole('button', { name: 'Export grades (CSV)' });
      const excel = within(csv.parentElement!).queryByRole('button', { name: 'Export grades (Excel)' });
      if (on) assert.ok(excel);
      else assertAbsent(excel);
      await waitFor(() => assert.ok(findCommand('download.quizGradesXlsx'), "waiting for findCommand('download.quizGradesXlsx')"));
      assert.equal(isAvailable(findCommand('download.quizGradesXlsx')!), on);
      assert.equal(isAvailable(findCommand('download.quizGradesCsv')!), true);
    });
  }
});
