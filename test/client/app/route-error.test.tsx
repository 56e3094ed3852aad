import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { AppLayout } from '../../../src/client/app/AppLayout';
import { pageActions } from '../../../src/client/app/errors/page-actions';
import { setLanguage } from '../../../src/client/core/i18n';
import { renderAt } from '../support/render';
import { resetShell, signIn, stubApi } from '../support/shell';

function BrokenScreen(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'name')");
}

describe('a route whose screen throws', () => {
  let stub: ReturnType<typeof stubApi>;
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    // React and the error store log what the boundary catches; that is by design.
    mock.method(console, 'error', () => {});
    mock.method(console, 'warn', () => {});
    stub = stubApi();
  });
  afterEach(async () => {
    mock.restoreAll();
    await resetShell();
    stub.restore();
  });

  it("shows 'Unexpected Application Error!' with the error's words and a way home, inside the shell", async () => {
    const goHome = mock.method(pageActions, 'goHome', () => {});
    signIn();
    renderAt(
      '/broken',
      <AppLayout>
        <Switch>
          <Route path="/broken">
            <BrokenScreen />
          </Route>
        </Switch>
      </AppLayout>,
    );
    const main = await screen.findByRole('main');
    assert.ok(await within(main).findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }));
    assert.ok(within(main).getByText("Cannot read properties of undefined (reading 'name')"));
    assert.ok(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Schools' }), 'the navigation bar stays');
    fireEvent.click(within(main).getByRole('button', { name: 'Go to the home page' }));
    assert.equal(goHome.mock.callCount(), 1);
  });
});
