import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, screen, waitFor, within } from '@testing-library/react';
import { crumbsFor } from '../../../src/client/app/layout/breadcrumb-trail';
import { clearErrors, getErrorHistory } from '../../../src/client/core/errors.store';
import { setLanguage } from '../../../src/client/core/i18n';
import { afterSchoolUpdated } from '../../../src/client/features/schools/schools.cache';
import { assertAbsent } from '../support/dom-assert';
import { jsonResponse } from '../support/fetch-stub';
import { renderApp, resetShell, signIn, stubApi } from '../support/shell';

const NAMES = {
  'GET /api/schools/1': () => jsonResponse(200, { id: 1, name: 'Colegiul Național' }),
  'GET /api/classrooms/2': () => jsonResponse(200, { id: 2, schoolId: 1, schoolName: 'Colegiul Național', name: '9A' }),
  'GET /api/quizzes/3': () => jsonResponse(200, { id: 3, title: 'Fracții' }),
};

/** Pupil 8's page in classroom 2: the pupil's name for the last crumb. */
const PUPIL_PERFORMANCE = {
  pupil: { id: '8', name: 'Ionescu Ana', email: null, classroomId: '2' },
  classroom: { id: '2', name: '9A', schoolId: '1' },
  averageMark: null,
  lastMark: null,
  trend: 'none',
  results: [],
  comments: [],
};

/** The crumbs as a reader gets them: text, link target, and which is the current page. */
async function trail() {
  const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => {
      const link = item.querySelector('a');
      const current = item.querySelector('[aria-current="page"]');
      return [item.textContent?.replace('/', '').trim(), link?.getAttribute('href') ?? (current ? 'current' : null)];
    });
}

describe('breadcrumbs', () => {
  let stub: ReturnType<typeof stubApi> | null = null;
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    mock.method(console, 'warn', () => {});
    mock.method(console, 'error', () => {});
    clearErrors();
  });
  afterEach(async () => {
    mock.restoreAll();
    await resetShell();
    // The stub goes last: a screen still mounted could call the API once it is gone.
    stub?.restore();
    stub = null;
  });

  it('Home, Schools, the school, the classroom and the quiz title as the last crumb, names loaded by route parameter', async () => {
    stub = stubApi(NAMES);
    signIn();
    renderApp('/schools/1/classrooms/2/quizzes/3');
    // The page's own title says it too, once its data is in: wait for the trail's entry.
    await screen.findByText('Fracții', { selector: '[aria-current="page"]' });
    await waitFor(async () =>
      assert.deepEqual(await trail(), [
        ['Home', '/'],
        ['Schools', '/schools'],
        ['Colegiul Național', '/schools/1'],
        ['9A', '/schools/1/classrooms/2'],
        ['Fracții', 'current'],
      ]),
    );
    assert.equal(screen.getByText('Fracții', { selector: 'nav *' }).getAttribute('aria-current'), 'page');
    assert.equal(stub.callsTo('GET /api/quizzes/3')[0]?.headers.get('authorization'), 'Bearer test-token');
    assert.equal(stub.callsTo('GET /api/schools/1').length, 0, "the school's name comes with the classroom's record, read once for both crumbs");
    assert.equal(stub.callsTo('GET /api/classrooms/2').length, 1);
  });

  it("a school renamed is named anew under its classrooms (a test's page in a classroom)", async () => {
    let schoolName = 'Colegiul Național';
    stub = stubApi({ ...NAMES, 'GET /api/classrooms/2': () => jsonResponse(200, { id: 2, schoolId: 1, schoolName, name: '9A' }) });
    signIn();
    renderApp('/schools/1/classrooms/2/quizzes/3');
    await screen.findByRole('link', { name: 'Colegiul Național' });
    // The school's page saves the new name, then drops what named the old one.
    schoolName = 'Liceul Teoretic';
    act(() => afterSchoolUpdated('1'));
    assert.equal((await screen.findByRole('link', { name: 'Liceul Teoretic' })).getAttribute('href'), '/schools/1');
    assertAbsent(screen.queryByRole('link', { name: 'Colegiul Național' }));
  });

  it('a name that fails to load is left out and only logged', async () => {
    stub = stubApi({ ...NAMES, 'GET /api/classrooms/2': () => jsonResponse(500, { error: { code: 'internal', message: 'boom' } }) });
    signIn();
    renderApp('/schools/1/classrooms/2/quizzes/3');
    // The page's own title says it too, once its data is in: wait for the trail's entry.
    await screen.findByText('Fracții', { selector: '[aria-current="page"]' });
    // The school's name comes with the classroom's record: both crumbs are left out.
    await waitFor(async () =>
      assert.deepEqual(await trail(), [
        ['Home', '/'],
        ['Schools', '/schools'],
        ['Fracții', 'current'],
      ]),
    );
    const logged = getErrorHistory().find((entry) => JSON.stringify(entry.context).includes('classroom 2'));
    assert.equal(logged?.status, 500, 'the failure is logged in the error history');
    // The page's own content may report its own data (this stub answers no grade sheet); the crumb's failure shows nowhere.
    const shown = screen.queryAllByRole('alert').filter((alert) => !alert.closest('main'));
    assert.deepEqual(
      shown.map((alert) => alert.textContent),
      [],
      'and nothing is shown',
    );
  });

  it('quiz routes: Quizzes, the quiz (linking to /quizzes/{id}) and the action', async () => {
    stub = stubApi(NAMES);
    signIn();
    renderApp('/quizzes/3/edit');
    await screen.findByRole('link', { name: 'Fracții' });
    assert.deepEqual(await trail(), [
      ['Home', '/'],
      ['Quizzes', '/quizzes'],
      ['Fracții', '/quizzes/3'],
      ['Edit', 'current'],
    ]);
  });

  it('a pupil page links the classroom through the school the server names', async () => {
    stub = stubApi(NAMES);
    signIn();
    renderApp('/classrooms/2/pupils/8/performance');
    assert.equal((await screen.findByRole('link', { name: '9A' })).getAttribute('href'), '/schools/1/classrooms/2');
  });

  it("a pupil page's trail does not skip the school: Schools › school › classroom › pupil", async () => {
    stub = stubApi({
      ...NAMES,
      'GET /api/classrooms/2': () => jsonResponse(200, { id: 2, schoolId: 1, schoolName: 'Colegiul Național', name: '9A' }),
      'GET /api/classrooms/2/pupils/8/performance': () => jsonResponse(200, PUPIL_PERFORMANCE),
    });
    signIn();
    renderApp('/classrooms/2/pupils/8/performance');
    await screen.findByRole('link', { name: 'Colegiul Național' });
    await waitFor(async () =>
      assert.deepEqual(await trail(), [
        ['Home', '/'],
        ['Schools', '/schools'],
        ['Colegiul Național', '/schools/1'],
        ['9A', '/schools/1/classrooms/2'],
        ['Ionescu Ana', 'current'],
      ]),
    );
  });

  it("a school renamed is named anew on a pupil's page", async () => {
    let schoolName = 'Colegiul Național';
    stub = stubApi({
      ...NAMES,
      'GET /api/classrooms/2': () => jsonResponse(200, { id: 2, schoolId: 1, schoolName, name: '9A' }),
      'GET /api/classrooms/2/pupils/8/performance': () => jsonResponse(200, PUPIL_PERFORMANCE),
    });
    signIn();
    renderApp('/classrooms/2/pupils/8/performance');
    await screen.findByRole('link', { name: 'Colegiul Național' });
    schoolName = 'Liceul Teoretic';
    act(() => afterSchoolUpdated('1'));
    assert.equal((await screen.findByRole('link', { name: 'Liceul Teoretic' })).getAttribute('href'), '/schools/1');
  });

  it('labels follow the language, and the dashboard has no breadcrumbs', async () => {
    stub = stubApi(NAMES);
    await setLanguage('ro', { persist: false });
    signIn();
    renderApp('/results');
    const nav = await screen.findByRole('navigation', { name: 'Fir de navigare' });
    assert.ok(within(nav).getByRole('link', { name: 'Acasă' }));
    assert.equal(within(nav).getByText('Rezultate').getAttribute('aria-current'), 'page');
    await resetShell();
    stub = stubApi(NAMES);
    signIn();
    renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Ana Pop' });
    assertAbsent(screen.queryByRole('navigation', { name: 'Breadcrumb' }));
  });

  it('crumbsFor covers the SPEC 2 table', () => {
    const kinds = (path: string) => crumbsFor(path).map((crumb) => (crumb.type === 'label' ? crumb.labelKey : `${crumb.kind}:${crumb.id}`));
    assert.deepEqual(kinds('/'), []);
    assert.deepEqual(kinds('/schools/'), ['breadcrumbs.home', 'breadcrumbs.schools']);
    assert.deepEqual(kinds('/schools/1/classrooms/2/quizzes/3/evaluate'), [
      'breadcrumbs.home',
      'breadcrumbs.schools',
      'classroomSchool:2',
      'classroom:2',
      'quiz:3',
      'breadcrumbs.evaluate',
    ]);
    assert.deepEqual(kinds('/quiz/3/grade'), ['breadcrumbs.home', 'breadcrumbs.quizzes', 'quiz:3', 'breadcrumbs.grade']);
    assert.deepEqual(kinds('/quizzes/create'), ['breadcrumbs.home', 'breadcrumbs.quizzes', 'breadcrumbs.create']);
    assert.deepEqual(kinds('/settings'), ['breadcrumbs.home', 'breadcrumbs.settings']);
    assert.deepEqual(kinds('/quizzes/a%20b'), ['breadcrumbs.home', 'breadcrumbs.quizzes', 'quiz:a b']);
    assert.deepEqual(kinds('/unknown'), []);
  });
});
