import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { setLanguage } from '../../../src/client/core/i18n';
import { RegisterPage, SignInPage } from '../../../src/client/features/auth';
import { assertFocused } from '../support/dom-assert';
import { jsonResponse, stubFetch } from '../support/fetch-stub';
import { descriptionOf, renderAt } from '../support/render';

const valid = { firstName: 'Ana-Maria', lastName: 'Ștefănescu', email: 'ana@example.ro', password: 'Parola123!', confirmPassword: 'Parola123!' };

function fill(values: Partial<typeof valid>) {
  const labels: Record<keyof typeof valid, string> = {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
  };
  for (const [field, value] of Object.entries(values) as [keyof typeof valid, string][]) {
    fireEvent.change(screen.getByLabelText(labels[field]), { target: { value } });
  }
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

describe('RegisterPage', () => {
  let stub: ReturnType<typeof stubFetch> | undefined;
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
  });
  afterEach(async () => {
    cleanup();
    stub?.restore();
    stub = undefined;
    await setLanguage('en', { persist: false });
  });

  it('shows the SPEC messages under each field and sends nothing while the input is invalid', () => {
    stub = stubFetch({});
    renderAt('/register', <RegisterPage />);
    submit();
    const email = screen.getByLabelText('Email');
    assert.equal(email.getAttribute('aria-invalid'), 'true');
    assert.equal(descriptionOf(email), 'Email is required');
    assert.match(descriptionOf(screen.getByLabelText('First name')), /^Field is required/);
    assertFocused(screen.getByLabelText('First name'), 'focus moves to the first invalid field');

    fill({ firstName: 'A1', lastName: 'B', email: 'ana@', password: 'parola', confirmPassword: 'other' });
    assert.equal(descriptionOf(screen.getByLabelText('First name')), 'First name must contain only letters and spaces (2-50 characters)');
    assert.equal(descriptionOf(screen.getByLabelText('Last name')), 'Last name must contain only letters and spaces (2-50 characters)');
    assert.equal(descriptionOf(screen.getByLabelText('Email')), 'Invalid email address');
    assert.match(
      descriptionOf(screen.getByLabelText('Password')),
      /^Password must be at least 8 characters with uppercase, lowercase, number, and special character/,
    );
    assert.equal(descriptionOf(screen.getByLabelText('Confirm password')), 'Passwords must match');
    submit();
    assert.equal(stub.callsTo('POST /api/auth/register').length, 0);
  });

  it('translates the messages when the language changes', async () => {
    stub = stubFetch({});
    renderAt('/register', <RegisterPage />);
    submit();
    await act(() => setLanguage('ro', { persist: false }));
    assert.equal(descriptionOf(screen.getByLabelText('Email')), 'Adresa de email este obligatorie');
    assert.ok(screen.getByRole('button', { name: 'Creați contul' }));
  });

  it('updates the strength meter as the password grows', () => {
    stub = stubFetch({});
    renderAt('/register', <RegisterPage />);
    const password = screen.getByLabelText('Password');
    fill({ password: 'abc' });
    assert.ok(screen.getByText('Password strength: Weak'));
    fill({ password: 'Parola12!x' });
    assert.ok(screen.getByText('Password strength: Medium'));
    fill({ password: 'Parola12!xyz' });
    assert.ok(screen.getByText('Password strength: Strong'));
    fill({ password: 'Parola12!xyz-lung' });
    assert.ok(screen.getByText('Password strength: Very strong'));
    assert.match(descriptionOf(password), /Password strength: Very strong/, 'the meter describes the input');
  });

  it('posts the form, shows the success message on 201, then goes to sign in, which is told the account was made', async () => {
    stub = stubFetch({ 'POST /api/auth/register': () => jsonResponse(201, { user: { id: '1', email: valid.email } }) });
    const { location } = renderAt('/register', <RegisterPage redirectDelayMs={30} />);
    fill(valid);
    submit();
    const success = await screen.findByText('Your account was created. Taking you to sign in…');
    assert.equal(success.closest('[role="status"]') !== null, true);
    assert.deepEqual(stub.callsTo('POST /api/auth/register')[0]?.body, valid);
    await waitFor(() => assert.equal(location.history?.at(-1), '/sign-in?registered=1'));
  });

  it('the sign-in page it goes to starts with the address just registered, once (a new teacher typed it again)', async () => {
    stub = stubFetch({ 'POST /api/auth/register': () => jsonResponse(201, { user: { id: '1', email: valid.email } }) });
    renderAt(
      '/register',
      <Switch>
        <Route path="/register">
          <RegisterPage redirectDelayMs={30} />
        </Route>
        <Route path="/sign-in">
          <SignInPage />
        </Route>
      </Switch>,
    );
    fill(valid);
    submit();
    await screen.findByRole('button', { name: 'Sign in' });
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    assert.equal(email.value, valid.email);
    assert.equal((screen.getByLabelText('Password') as HTMLInputElement).value, '', 'never the password');
    assert.equal(document.activeElement, screen.getByLabelText('Password'), 'the keyboard is where the typing goes on');
    cleanup();
    renderAt('/sign-in?registered=1', <SignInPage />);
    assert.equal((screen.getByLabelText('Email') as HTMLInputElement).value, '', 'taken once: a later visit starts empty');
    assert.notEqual(document.activeElement, screen.getByLabelText('Password'), 'without an address, nothing is chosen for the visitor');
  });

  for (const policy of ['strict', 'basic'] as const) {
    it(`states and applies the server's password rule (PASSWORD_POLICY=${policy})`, async () => {
      stub = stubFetch({
        'GET /api/auth/password-policy': () => jsonResponse(200, { policy }),
        'POST /api/auth/register': () => jsonResponse(201, { user: { id: '1', email: valid.email } }),
      });
      renderAt('/register', <RegisterPage redirectDelayMs={60_000} />);
      const hint =
        policy === 'strict'
          ? 'At least 8 characters, with an uppercase and a lowercase letter, a number and one of @$!%*?&.'
          : 'At least 8 characters, with an uppercase and a lowercase letter and a number.';
      await waitFor(() => assert.match(descriptionOf(screen.getByLabelText('Password')), new RegExp(hint.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))));
      fill({ ...valid, password: 'Parola1234', confirmPassword: 'Parola1234' });
      submit();
      if (policy === 'strict') {
        assert.match(
          descriptionOf(screen.getByLabelText('Password')),
          /^Password must be at least 8 characters with uppercase, lowercase, number, and special character/,
        );
        assert.equal(stub.callsTo('POST /api/auth/register').length, 0);
      } else {
        await screen.findByText('Your account was created. Taking you to sign in…');
        assert.equal(stub.callsTo('POST /api/auth/register').length, 1);
      }
    });
  }

  it("shows the server's conflict message at the email field and in the alert", async () => {
    const message = 'An account with this email already exists.';
    stub = stubFetch({ 'POST /api/auth/register': () => jsonResponse(409, { error: { code: 'conflict', message } }) });
    renderAt('/register', <RegisterPage />);
    fill(valid);
    submit();
    const alert = await screen.findByRole('alert');
    assert.match(alert.textContent ?? '', /Registration failed/);
    assert.match(alert.textContent ?? '', new RegExp(message));
    assert.equal(descriptionOf(screen.getByLabelText('Email')), message);
    fill({ email: 'alta@example.ro' });
    assert.equal(descriptionOf(screen.getByLabelText('Email')), '', 'editing the field clears the server message');
  });

  it("shows the server's field messages for a 400, and the SPEC fallback when a non-201 success arrives", async () => {
    stub = stubFetch({
      'POST /api/auth/register': () =>
        jsonResponse(400, { error: { code: 'validation', message: 'Please check your input and try again.', fields: { lastName: 'Server says no' } } }),
    });
    renderAt('/register', <RegisterPage />);
    fill(valid);
    submit();
    await screen.findByRole('alert');
    assert.equal(descriptionOf(screen.getByLabelText('Last name')), 'Server says no');
    cleanup();
    stub.restore();

    stub = stubFetch({ 'POST /api/auth/register': () => jsonResponse(200, {}) });
    renderAt('/register', <RegisterPage />);
    fill(valid);
    submit();
    const alert = await screen.findByRole('alert');
    assert.match(alert.textContent ?? '', /Registration failed\. Please try again\./);
  });
});
