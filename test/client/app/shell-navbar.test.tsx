import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../../../src/client/core/i18n';
import { assertAbsent, assertFocused } from '../support/dom-assert';
import { jsonResponse } from '../support/fetch-stub';
import { ana, deferred, renderApp, resetShell, signIn, stubApi } from '../support/shell';

const SCHOOLS = [
  { id: 1, name: 'Colegiul Național', description: 'Educational institution', classroomCount: 2 },
  { id: 2, name: 'Școala Gimnazială 5', description: '', classroomCount: 1 },
];
const CLASSROOMS: Record<string, unknown[]> = {
  1: [
    { id: 11, schoolId: 1, name: '9A', description: '', gradeLevel: '9', pupilCount: 25 },
    { id: 12, schoolId: 1, name: '10B', description: '', gradeLevel: '10', pupilCount: 27 },
  ],
  2: [{ id: 21, schoolId: 2, name: '5C', description: '', gradeLevel: '5', pupilCount: 22 }],
};

/** What a mouse does: pointer events, then the compatibility mouse events. */
function hover(element: HTMLElement) {
  fireEvent.pointerEnter(element, { pointerType: 'mouse' });
  fireEvent.mouseEnter(element);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function bar() {
  return screen.getByRole('navigation', { name: 'Main' });
}

async function schoolsLink() {
  return within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Schools' });
}

describe('navigation bar', () => {
  let stub: ReturnType<typeof stubApi> | null = null;
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    mock.method(console, 'warn', () => {});
  });
  afterEach(async () => {
    mock.restoreAll();
    await resetShell();
    // The stub goes last: a screen still mounted could call the API once it is gone.
    stub?.restore();
    stub = null;
  });

  it('names the user by name, then username, then "User", beside its first character whole', async () => {
    stub = stubApi();
    for (const [user, shown, initial] of [
      [ana, 'Ana Pop', 'A'],
      [{ ...ana, name: '' }, 'ana', 'a'],
      [{ ...ana, name: ' ', username: '' }, 'User', 'U'],
      // A letter outside the first plane is two UTF-16 units: its first half alone would show as �.
      [{ ...ana, name: '𠀀 Li' }, '𠀀 Li', '𠀀'],
    ] as const) {
      signIn(user);
      renderApp('/results');
      await screen.findByRole('heading', { level: 1, name: 'Results' });
      const name = within(bar()).getByTestId('nav-user-name');
      assert.equal(name.textContent, shown);
      assert.equal(name.previousElementSibling?.textContent, initial);
      await resetShell();
    }
  });

  it('marks the current section with aria-current and keeps Home, Schools and Quizzes as links', async () => {
    stub = stubApi();
    signIn();
    renderApp('/quizzes/3/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit quiz' });
    const links = within(bar());
    assert.equal(links.getByRole('link', { name: 'Quizzes' }).getAttribute('aria-current'), 'page');
    assert.equal(links.getByRole('link', { name: 'Home' }).getAttribute('aria-current'), null);
    assert.equal(links.getByRole('link', { name: 'Schools' }).getAttribute('href'), '/schools');
    assert.ok(links.getByRole('button', { name: 'Sign out' }));
    assert.ok(links.getByRole('button', { name: /^Open command palette/ }));
  });

  it('the flag buttons switch the language of the whole shell', async () => {
    stub = stubApi();
    signIn();
    renderApp('/results');
    await screen.findByRole('heading', { level: 1, name: 'Results' });
    fireEvent.click(within(bar()).getByRole('button', { name: /^Español/ }));
    assert.ok(await screen.findByRole('heading', { level: 1, name: 'Resultados' }));
    const spanish = screen.getByRole('navigation', { name: 'Principal' });
    assert.ok(within(spanish).getByRole('link', { name: 'Exámenes' }));
    assert.equal(
      within(spanish)
        .getByRole('button', { name: /^Español/ })
        .getAttribute('aria-pressed'),
      'true',
    );
    assert.equal(document.documentElement.lang, 'es');
    fireEvent.click(within(spanish).getByRole('button', { name: /^Română/ }));
    assert.ok(await screen.findByRole('heading', { level: 1, name: 'Rezultate' }));
    assert.ok(within(screen.getByRole('navigation', { name: 'Principal' })).getByRole('link', { name: 'Școli' }));
  });

  it('hovering Schools opens the panel: a loading text, grey lines per school, then every school with its classrooms', async () => {
    const schools = deferred<Response>();
    const classrooms = { 1: deferred<Response>(), 2: deferred<Response>() };
    stub = stubApi({
      'GET /api/schools': () => schools.promise,
      'GET /api/schools/1/classrooms': () => classrooms[1].promise,
      'GET /api/schools/2/classrooms': () => classrooms[2].promise,
    });
    signIn();
    renderApp('/schools/1/classrooms/12');
    hover(await schoolsLink());
    const panel = await screen.findByRole('dialog', { name: 'Schools and classrooms' });
    assert.ok(within(panel).getByText('Loading schools…'));
    assert.equal((await schoolsLink()).getAttribute('aria-expanded'), 'true');

    await act(async () => schools.resolve(jsonResponse(200, SCHOOLS)));
    const placeholders = await within(panel).findAllByRole('status', { name: 'Loading classrooms…' });
    assert.equal(placeholders.length, 2, 'grey lines for each school still loading');
    assert.equal(within(panel).getByRole('link', { name: 'Colegiul Național' }).getAttribute('href'), '/schools/1');
    assert.equal(within(panel).getByRole('link', { name: 'Școala Gimnazială 5' }).getAttribute('href'), '/schools/2');

    await act(async () => classrooms[1].resolve(jsonResponse(200, CLASSROOMS[1])));
    assert.equal((await within(panel).findByRole('link', { name: '9A' })).getAttribute('href'), '/schools/1/classrooms/11');
    const active = within(panel).getByRole('link', { name: '10B' });
    assert.equal(active.getAttribute('aria-current'), 'page', 'the open classroom is highlighted');
    assert.equal(within(panel).getByRole('link', { name: '9A' }).getAttribute('aria-current'), null);
    assert.equal(within(panel).getAllByRole('status', { name: 'Loading classrooms…' }).length, 1);

    await act(async () => classrooms[2].resolve(jsonResponse(200, CLASSROOMS[2])));
    assert.equal((await within(panel).findByRole('link', { name: '5C' })).getAttribute('href'), '/schools/2/classrooms/21');
    assert.equal(stub.callsTo('GET /api/schools').length, 1);
    assert.equal(stub.callsTo('GET /api/schools/1/classrooms')[0]?.headers.get('authorization'), 'Bearer test-token');
  });

  it('the panel shows a long school name whole (it wraps), so "Nr. 5" and "Nr. 12" tell apart', async () => {
    const long = (n: number) => `Școala Gimnazială Nr. ${n} „Ion Creangă” din Cluj-Napoca`;
    stub = stubApi({
      'GET /api/schools': () => jsonResponse(200, [SCHOOLS[0], { ...SCHOOLS[1], id: 5, name: long(5) }, { ...SCHOOLS[1], id: 12, name: long(12) }]),
      'GET /api/schools/1/classrooms': () => jsonResponse(200, []),
      'GET /api/schools/5/classrooms': () => jsonResponse(200, []),
      'GET /api/schools/12/classrooms': () => jsonResponse(200, []),
    });
    signIn();
    renderApp('/results');
    hover(await schoolsLink());
    const panel = await screen.findByRole('dialog', { name: 'Schools and classrooms' });
    for (const n of [5, 12]) {
      const link = await within(panel).findByRole('link', { name: long(n) });
      for (let element: Element | null = link; element && element !== panel; element = element.parentElement) {
        assert.doesNotMatch(element.className, /\b(truncate|text-ellipsis|line-clamp-\d+|whitespace-nowrap)\b/, `no cut on ${element.tagName}`);
      }
    }
  });

  it('the panel closes 200 ms after the pointer leaves, and reopening fetches only what is missing', async () => {
    stub = stubApi({
      'GET /api/schools': () => jsonResponse(200, SCHOOLS),
      'GET /api/schools/1/classrooms': () => jsonResponse(200, CLASSROOMS[1]),
      'GET /api/schools/2/classrooms': () => jsonResponse(500, { error: { code: 'internal', message: 'boom' } }),
    });
    signIn();
    renderApp('/results');
    const link = await schoolsLink();
    hover(link);
    const panel = await screen.findByRole('dialog', { name: 'Schools and classrooms' });
    await within(panel).findByRole('link', { name: '9A' });
    assert.ok(await within(panel).findByText('Failed to load classrooms.'));

    fireEvent.mouseLeave(await schoolsLink(), { clientX: 5, clientY: 5 });
    fireEvent.mouseMove(document.body, { clientX: 900, clientY: 700 });
    assert.ok(screen.queryByRole('dialog', { name: 'Schools and classrooms' }), 'still open right after leaving');
    // floating-ui's close timer is happy-dom's window.setTimeout, which does not run while waitFor polls: sleep instead.
    await act(() => sleep(50));
    assert.ok(screen.queryByRole('dialog', { name: 'Schools and classrooms' }), 'still open 50 ms later');
    await act(() => sleep(300));
    assert.ok(screen.queryByRole('dialog', { name: 'Schools and classrooms' }) === null, 'closed after 200 ms');

    hover(await schoolsLink());
    await screen.findByRole('dialog', { name: 'Schools and classrooms' });
    await waitFor(() => assert.equal(stub!.callsTo('GET /api/schools/2/classrooms').length, 2, 'the failed school is asked again'));
    assert.equal(stub.callsTo('GET /api/schools').length, 1, 'the school list is cached');
    assert.equal(stub.callsTo('GET /api/schools/1/classrooms').length, 1, 'loaded classrooms are not fetched again');
  });

  it('a 404 from the schools API shows the empty state with a link to /schools', async () => {
    stub = stubApi();
    signIn();
    renderApp('/results');
    hover(await schoolsLink());
    const panel = await screen.findByRole('dialog', { name: 'Schools and classrooms' });
    assert.ok(await within(panel).findByText('No schools yet'));
    assert.equal(within(panel).getByRole('link', { name: 'Go to schools' }).getAttribute('href'), '/schools');
  });

  it('keyboard focus on Schools opens the panel too, and Escape closes it', async () => {
    stub = stubApi({ 'GET /api/schools': () => jsonResponse(200, []) });
    signIn();
    renderApp('/results');
    const link = await schoolsLink();
    act(() => link.focus());
    const panel = await screen.findByRole('dialog', { name: 'Schools and classrooms' });
    assert.ok(await within(panel).findByText('No schools yet'));
    await waitFor(() => assert.equal(document.activeElement?.textContent, 'Schools'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => assertAbsent(screen.queryByRole('dialog', { name: 'Schools and classrooms' })));
  });

  it('on small screens the menu button discloses the links and account controls', async () => {
    stub = stubApi();
    signIn();
    renderApp('/results');
    const toggle = await within(await screen.findByRole('navigation', { name: 'Main' })).findByRole('button', { name: 'Menu' });
    assert.equal(toggle.getAttribute('aria-expanded'), 'false');
    fireEvent.click(toggle);
    assert.equal(toggle.getAttribute('aria-expanded'), 'true');
    // The panel's code comes with its first opening (NavBar's loadMobileMenu).
    const menu = await waitFor(() => {
      const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
      assert.ok(panel, 'the menu panel is shown');
      return panel;
    });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    assert.deepEqual(links.slice(0, 3), ['Home', 'Schools', 'Quizzes']);
    assert.ok(within(menu).getByRole('button', { name: 'Sign out' }));
    fireEvent.click(within(menu).getByRole('link', { name: 'Quizzes' }));
    await screen.findByRole('heading', { level: 1, name: 'Quizzes' });
    assert.equal(toggle.getAttribute('aria-expanded'), 'false', 'following a link closes the menu');
  });

  it('Escape in the small-screen menu closes it and gives the keyboard back to the Menu button', async () => {
    stub = stubApi();
    signIn();
    renderApp('/results');
    const toggle = await within(await screen.findByRole('navigation', { name: 'Main' })).findByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    const menu = await waitFor(() => {
      const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
      assert.ok(panel, 'the menu panel is shown');
      return panel;
    });
    // Tabbed into the panel (it sits under the bar, outside the navigation), as a keyboard user does.
    const quizzes = within(menu).getByRole('link', { name: 'Quizzes' });
    quizzes.focus();
    fireEvent.keyDown(quizzes, { key: 'Escape' });
    await waitFor(() => assert.equal(toggle.getAttribute('aria-expanded'), 'false', 'Escape closes the menu'));
    assert.equal(document.getElementById(toggle.getAttribute('aria-controls')!), null);
    assertFocused(toggle);
  });
});
