import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppLayout } from '../../../src/client/app/AppLayout';
import { createAuthMachine } from '../../../src/client/core/auth.machine';
import { browser } from '../../../src/client/core/browser';
import { ApiError } from '../../../src/client/core/http';
import { setLanguage } from '../../../src/client/core/i18n';
import {
  classroomPath,
  classroomQuizEvaluatePath,
  classroomQuizPath,
  LOGIN_REDIRECT_PATH,
  pupilPerformancePath,
  quizEditPath,
  quizGradePath,
  quizPath,
  schoolPath,
} from '../../../src/client/core/paths';
import { startSession } from '../../../src/client/core/session';
import type { User } from '../../../src/client/core/user';
import { assertAbsent } from '../support/dom-assert';
import { renderAt } from '../support/render';
import { ana, deferred, renderApp, resetShell, signIn, stubApi } from '../support/shell';

function Broken(): never {
  throw new Error('screen bug');
}

/** Every SPEC 2 signed-in route and the heading its screen (or placeholder) shows. */
const SCREENS: [path: string, heading: string][] = [
  ['/', 'Welcome, Ana Pop'],
  ['/schools', 'Schools'],
  ['/schools/7', 'School'],
  ['/schools/7/classrooms/9', 'Classroom'],
  ['/schools/7/classrooms/9/quizzes/3', 'Quiz details'],
  ['/schools/7/classrooms/9/quizzes/3/evaluate', 'Quiz evaluation'],
  ['/classrooms/9/pupils/4/performance', 'Pupil performance'],
  ['/quizzes', 'Quizzes'],
  ['/quizzes/create', 'Create quiz'],
  ['/quizzes/3', 'Quiz details'],
  ['/quizzes/3/edit', 'Edit quiz'],
  ['/quiz/3/grade', 'Grading'],
  ['/results', 'Results'],
  ['/history', 'History'],
  ['/settings', 'Settings'],
];

describe('shell routes', () => {
  let stub: ReturnType<typeof stubApi>;
  let assign: ReturnType<typeof mock.fn<(url: string) => void>>;
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    assign = mock.method(browser, 'assign', () => {});
    mock.method(console, 'warn', () => {});
    stub = stubApi();
  });
  afterEach(async () => {
    mock.restoreAll();
    await resetShell();
    // The stub goes last: a screen still mounted could call the API once it is gone.
    stub.restore();
  });

  for (const [path, heading] of SCREENS) {
    it(`${path} shows "${heading}" inside the layout when signed in`, async () => {
      signIn();
      renderApp(path);
      assert.ok(await screen.findByRole('heading', { level: 1, name: heading }));
      assert.ok(screen.getByRole('navigation', { name: 'Main' }), 'the floating bar is there');
      assert.ok(screen.getByRole('main'));
    });
  }

  it('the screens still in development say so under their title; /results and /history are such placeholders', async () => {
    signIn();
    renderApp('/results');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Results' });
    const note = screen.getByText('This section is in development.');
    assert.ok(heading.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING, 'the message follows the title');
    await resetShell();
    signIn();
    renderApp('/history');
    assert.ok(await screen.findByRole('heading', { level: 1, name: 'History' }));
    assert.ok(screen.getByText('This section is in development.'));
  });

  it('one layout serves every signed-in route: the bar is not rebuilt on navigation', async () => {
    signIn();
    const { location } = renderApp('/results');
    await screen.findByRole('heading', { level: 1, name: 'Results' });
    const bar = screen.getByRole('navigation', { name: 'Main' });
    await act(async () => location.navigate('/history'));
    await screen.findByRole('heading', { level: 1, name: 'History' });
    assert.equal(screen.getByRole('navigation', { name: 'Main' }), bar);
  });

  it('a protected route initialises authentication, then sends a visitor to the login', async () => {
    const restore = deferred<User | null>();
    startSession(createAuthMachine({ restoreSession: () => restore.promise }));
    renderApp('/quizzes/3/edit');
    assert.ok(await screen.findByText('Initializing authentication…'));
    assertAbsent(screen.queryByRole('navigation', { name: 'Main' }), 'no shell before the session is known');
    await act(async () => restore.resolve(null));
    assert.ok(await screen.findByText('Redirecting to sign in…'));
    assert.ok(assign.mock.calls.some((call) => call.arguments[0] === LOGIN_REDIRECT_PATH));
  });

  it('a protected route whose session check cannot reach the server says so, and comes back when it answers', async () => {
    let answer: User | null | undefined;
    const restoreSession = async () => {
      if (answer === undefined) throw new ApiError({ type: 'network', status: null, message: 'errors.network' });
      return answer;
    };
    startSession(createAuthMachine({ restoreSession }));
    renderApp('/quizzes');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Catedra cannot reach its server' });
    assert.ok(screen.getByText('Network connection issue. Please check your internet connection and try again.'));
    assert.equal(document.activeElement, heading, 'a screen reader starts with what happened');
    assert.ok(!assign.mock.calls.some((call) => call.arguments[0] === LOGIN_REDIRECT_PATH), 'not sent to sign in as if she had no account');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    assert.ok(await screen.findByRole('heading', { level: 1, name: 'Catedra cannot reach its server' }), 'still down: still said');
    answer = ana;
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    assert.ok(await screen.findByRole('heading', { level: 1, name: 'Quizzes' }), 'the screen she asked for, once the server answers');
  });

  it('public-only pages send a signed-in user to / (replacing history)', async () => {
    signIn();
    const { location } = renderApp('/sign-in');
    await waitFor(() => assert.deepEqual(location.history, ['/']));
    assert.ok(await screen.findByRole('heading', { name: 'Welcome, Ana Pop' }));
  });

  it('an unknown path is "not found" inside the layout when signed in, and in the public frame otherwise', async () => {
    signIn();
    renderApp('/nowhere/at/all');
    assert.ok(await screen.findByRole('heading', { name: 'Page not found' }));
    assert.ok(screen.getByRole('navigation', { name: 'Main' }));
    await resetShell();
    signIn(null);
    renderApp('/nowhere/at/all');
    assert.ok(await screen.findByRole('heading', { name: 'Page not found' }));
    assertAbsent(screen.queryByRole('navigation', { name: 'Main' }));
    assert.equal(assign.mock.callCount(), 0, 'no login for a page that does not exist');
  });

  it("a screen that crashes gets the router's error screen inside the layout: the bar stays usable", async () => {
    mock.method(console, 'error', () => {});
    signIn();
    renderAt(
      '/results',
      <AppLayout>
        <Broken />
      </AppLayout>,
    );
    assert.ok(await screen.findByRole('navigation', { name: 'Main' }));
    const main = screen.getByRole('main');
    // The crash screens load when one is shown (app/errors/lazy-error-screens.tsx).
    assert.ok(await within(main).findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }));
    assert.ok(within(main).getByRole('button', { name: 'Go to the home page' }), 'the error screen offers a way home');
  });

  it("the navigation bar's sign-out leaves the dashboard for /welcome", async () => {
    signIn(ana);
    const { location } = renderApp('/');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { name: 'Welcome, Ana Pop' });
    screen.getByRole('button', { name: 'Sign out' }).click();
    await waitFor(() => assert.equal(location.history?.at(-1), '/welcome'));
  });
});

describe('path builders', () => {
  it('build every parameterised SPEC 2 route, encoding the parameters', () => {
    assert.equal(schoolPath(7), '/schools/7');
    assert.equal(classroomPath(7, 9), '/schools/7/classrooms/9');
    assert.equal(classroomQuizPath(7, 9, 3), '/schools/7/classrooms/9/quizzes/3');
    assert.equal(classroomQuizEvaluatePath(7, 9, 3), '/schools/7/classrooms/9/quizzes/3/evaluate');
    assert.equal(pupilPerformancePath(9, 4), '/classrooms/9/pupils/4/performance');
    assert.equal(quizPath('a b'), '/quizzes/a%20b');
    assert.equal(quizEditPath(3), '/quizzes/3/edit');
    assert.equal(quizGradePath(3), '/quiz/3/grade');
  });
});
