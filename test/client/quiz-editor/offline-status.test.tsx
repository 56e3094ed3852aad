// An outside tester: without a connection the editor said, in red, "Error
// saving test. Network connection issue…", not that the work was kept. The
// grid says "Offline: … kept on this computer". The editor now says it is
// offline and that the changes wait on this device, in the status line
// (announced, role=status), without an error.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { screen } from '@testing-library/react';
import { setLanguage } from '../../../src/client/core/i18n';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { assertAbsent } from '../support/dom-assert';
import { jsonResponse, networkFailure } from '../support/fetch-stub';
import { findStatus, press, resetEditor, toastMessages, type } from '../support/quiz-editor';
import { renderApp, signIn, stubApi } from '../support/shell';

const OFFLINE = 'Offline: your changes are kept on this device and will be saved when the connection returns';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

describe('quiz editor: offline', () => {
  let stub: ReturnType<typeof stubApi> | null = null;
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    mock.method(console, 'warn', () => {});
    signIn();
  });
  afterEach(async () => {
    setOnline(true);
    mock.restoreAll();
    await resetEditor();
    stub?.restore();
    stub = null;
  });

  it('says the changes are kept on this device until the connection returns, not that saving failed', async () => {
    let online = true;
    stub = stubApi({
      'GET /api/quizzes/q1': () =>
        jsonResponse(200, {
          ...sampleQuiz('Evaluare'),
          id: 'q1',
          version: 3,
          totalPoints: 90,
          isOwner: true,
          access: 'owner',
          createdAt: '2026-01-01',
          updatedAt: '2026-01-01',
        }),
      'PUT /api/quizzes/q1': (call) =>
        online
          ? jsonResponse(200, {
              ...(call.body as object),
              id: 'q1',
              version: 4,
              totalPoints: 90,
              isOwner: true,
              access: 'owner',
              createdAt: '2026-01-01',
              updatedAt: '2026-01-01',
            })
          : networkFailure(),
    });
    renderApp('/quizzes/q1/edit');
    const title = await screen.findByLabelText(/^Title/);
    await findStatus('All changes saved');
    online = false;
    setOnline(false);
    type('Evaluare fără rețea', title);
    press('s', { altKey: true });
    const status = await findStatus(OFFLINE);
    assert.equal(status.getAttribute('role'), 'status', 'announced');
    assert.equal(status.getAttribute('data-save-phase'), 'offline');
    assertAbsent(screen.queryByText(/Error saving test/));
    assertAbsent(screen.queryByText(/Network connection issue/));
    assert.deepEqual(toastMessages(), [], 'no failure reported');

    // The connection returns: the browser says so and the waiting changes go.
    online = true;
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await findStatus('All changes saved');
    assert.equal(stub.callsTo('PUT /api/quizzes/q1').length, 2);
  });
});
