// An outside tester: without a connection the editor said, in red, "Error
// saving test. Network connection issue…", not that the work was kept. The
// grid says "Offline: … kept on this computer". The editor now says it is
// offline and that the changes wait on this device, in the status line
// (announced, role=status), without an error.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { screen } from '@testing-library/react';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';
import { assertAbsent } from '../support/dom-assert';
import { jsonResponse, networkFailure } from '../support/fetch-stub';
import { findStatus, press, toastMessages, type } from '../support/quiz-editor';
import { editorScreenHooks, quizView, renderEditor } from '../support/render-editor';

const OFFLINE = 'Offline: your changes are kept on this device and will be saved when the connection returns';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

describe('quiz editor: offline', () => {
  editorScreenHooks({ after: () => setOnline(true) });

  it('says the changes are kept on this device until the connection returns, not that saving failed', async () => {
    let online = true;
    const { api: stub, title } = await renderEditor({
      quiz: quizView(sampleQuiz('Evaluare'), 3),
      routes: { 'PUT /api/quizzes/q1': (call) => (online ? jsonResponse(200, quizView(call.body as object, 4)) : networkFailure()) },
    });
    online = false;
    setOnline(false);
    type('Evaluare fără rețea', title);
    press('s', { ctrlKey: true });
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
