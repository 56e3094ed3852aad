import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../../../src/client/core/i18n';
import { HomePage, prefetchSubscription } from '../../../src/client/features/dashboard';
import { assertAbsent } from '../support/dom-assert';
import { jsonResponse, networkFailure } from '../support/fetch-stub';
import { renderAt } from '../support/render';
import { FREE_PLAN, resetShell, signIn, stubApi } from '../support/shell';

async function panel() {
  return screen.findByRole('region', { name: 'Subscription plan' });
}

describe('dashboard', () => {
  let stub: ReturnType<typeof stubApi> | null = null;
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    mock.method(console, 'warn', () => {});
    signIn();
  });
  afterEach(async () => {
    mock.restoreAll();
    await resetShell();
    // The stub goes last: a screen still mounted could call the API once it is gone.
    stub?.restore();
    stub = null;
  });

  it('shows the plan, its status, days remaining, features and usage against the limits', async () => {
    stub = stubApi();
    renderAt('/', <HomePage />);
    const region = await panel();
    await within(region).findByText('Free');
    assert.ok(within(region).getByText('Active'));
    assert.ok(within(region).getByText('Does not expire'));
    for (const feature of ['Tests', 'Grading', 'PDF export', 'Question analysis', 'Excel export']) assert.ok(within(region).getByText(feature), feature);
    const quizzes = within(region).getByRole('progressbar', { name: 'Quizzes' });
    assert.equal(quizzes.getAttribute('aria-valuenow'), '3');
    assert.equal(quizzes.getAttribute('aria-valuemax'), '50');
    assert.ok(within(region).getByText('3 of 50'));
    assert.ok(within(region).getByText('20 of 200'));
    assert.ok(within(region).getByText('1 of 10'));
    assert.equal(stub.callsTo('GET /api/subscriptions/current')[0]?.headers.get('authorization'), 'Bearer test-token');
  });

  it('an unknown status reads "Unknown"; a trial shows its days left; unknown feature keys still show', async () => {
    stub = stubApi({
      'GET /api/subscriptions/current': () =>
        jsonResponse(200, { ...FREE_PLAN, plan: 'Pro', status: 'paused', daysRemaining: 12, features: ['tests', 'bulk_import'] }),
    });
    renderAt('/', <HomePage />);
    const region = await panel();
    assert.ok(await within(region).findByText('Unknown'));
    assert.ok(within(region).getByText('Pro'));
    assert.ok(within(region).getByText('12'));
    assert.ok(within(region).getByText('Bulk import'));
  });

  it('with no subscription (404) it creates the default one and shows it', async () => {
    stub = stubApi({
      'GET /api/subscriptions/current': () => jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } }),
      'POST /api/subscriptions/create-default': () => jsonResponse(201, FREE_PLAN),
    });
    renderAt('/', <HomePage />);
    const region = await panel();
    assert.ok(await within(region).findByText('Free'));
    assert.equal(stub.callsTo('POST /api/subscriptions/create-default').length, 1);
  });

  it('when the default cannot be created either, it says so', async () => {
    stub = stubApi({
      'GET /api/subscriptions/current': () => jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } }),
      'POST /api/subscriptions/create-default': () => jsonResponse(500, { error: { code: 'internal', message: 'x' } }),
    });
    renderAt('/', <HomePage />);
    assert.ok(await within(await panel()).findByText('No subscription plan found. Please contact support.'));
  });

  it('a malformed answer shows the invalid-data message', async () => {
    stub = stubApi({ 'GET /api/subscriptions/current': () => jsonResponse(200, { plan: 'Free', status: 'active', features: 'all', limits: {}, usage: {} }) });
    renderAt('/', <HomePage />);
    assert.ok(await within(await panel()).findByText('Invalid subscription data. Please refresh the page.'));
  });

  it('a failed load offers a retry', async () => {
    let fail = true;
    stub = stubApi({ 'GET /api/subscriptions/current': () => (fail ? networkFailure() : jsonResponse(200, FREE_PLAN)) });
    renderAt('/', <HomePage />);
    const region = await panel();
    assert.ok(await within(region).findByText('Unable to load dashboard. Please try again.'));
    fail = false;
    fireEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    assert.ok(await within(region).findByText('Free'));
    await waitFor(() => assertAbsent(within(region).queryByText('Unable to load dashboard. Please try again.')));
  });

  it('shows the answer the route loader asked for at arrival, without asking again (issue 15)', async () => {
    stub = stubApi();
    prefetchSubscription();
    renderAt('/', <HomePage />);
    assert.ok(await within(await panel()).findByText('Free'));
    assert.equal(stub.callsTo('GET /api/subscriptions/current').length, 1);
    // A retry, or the next visit, asks the server again.
    cleanup();
    renderAt('/', <HomePage />);
    assert.ok(await within(await panel()).findByText('Free'));
    assert.equal(stub.callsTo('GET /api/subscriptions/current').length, 2);
  });

  it('welcomes the user, shows the profile and links every dashboard item to its route', async () => {
    stub = stubApi();
    renderAt('/', <HomePage />);
    assert.ok(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana Pop' }));
    const profile = screen.getByRole('region', { name: 'Profile information' });
    for (const text of ['ana@example.ro', 'Ana', 'Pop']) assert.ok(within(profile).getByText(text));
    const items = within(screen.getByRole('navigation', { name: 'Dashboard' }));
    const expected: [string, string][] = [
      ['Home', '/'],
      ['Quizzes', '/quizzes'],
      ['Classes', '/schools'],
      ['Results', '/results'],
      ['History', '/history'],
      ['Settings', '/settings'],
    ];
    for (const [name, href] of expected) assert.equal(items.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href'), href, name);
    // Pupils live in a class: the card asks which (test/client/schools/chooser.test.tsx), it no longer leads to the Schools page.
    assert.equal(items.getByRole('button', { name: /^Pupils/ }).getAttribute('aria-haspopup'), 'dialog');
    // Signing out is the navigation bar's button, not a second one in the page.
    assertAbsent(screen.queryByRole('button', { name: 'Sign out' }));
  });

  it('speaks Romanian', async () => {
    stub = stubApi();
    await setLanguage('ro', { persist: false });
    renderAt('/', <HomePage />);
    const region = await screen.findByRole('region', { name: 'Planul de abonament' });
    assert.ok(await within(region).findByText('Gratuit'));
    assert.ok(within(region).getByText('Activ'));
    assert.ok(within(region).getByText('3 din 50'));
  });
});
