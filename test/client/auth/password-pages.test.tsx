import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '../../../src/client/core/i18n';
import { ForgotPasswordPage, ResetPasswordPage } from '../../../src/client/features/auth';
import { jsonResponse, networkFailure, type RouteHandler, stubFetch } from '../support/fetch-stub';
import { descriptionOf, renderAt } from '../support/render';

const SENT = 'If an account exists for this email, we sent a link to reset the password. Check your inbox: the link is valid for 30 minutes.';

describe('password recovery', () => {
  let stub: ReturnType<typeof stubFetch> | undefined;
  beforeEach(() => setLanguage('en', { persist: false }));
  afterEach(() => {
    cleanup();
    stub?.restore();
  });

  function requestLink(answer: RouteHandler) {
    stub?.restore();
    stub = stubFetch({ 'POST /api/auth/forgot-password': answer });
    renderAt('/forgot-password', <ForgotPasswordPage />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.ro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
  }

  it('always gives the same confirmation, whatever the server answers', async () => {
    for (const answer of [() => jsonResponse(202), () => jsonResponse(404), () => jsonResponse(500)]) {
      requestLink(answer);
      assert.equal((await screen.findByRole('status')).textContent, SENT);
      assert.deepEqual(stub?.callsTo('POST /api/auth/forgot-password')[0]?.body, { email: 'ana@example.ro' });
      cleanup();
    }
  });

  it('says so when the request never reached the server', async () => {
    requestLink(() => networkFailure());
    assert.match((await screen.findByRole('alert')).textContent ?? '', /Network connection issue/);
  });

  it('reset without a token explains the link is invalid and offers a new one', () => {
    renderAt('/reset-password', <ResetPasswordPage />);
    assert.equal(screen.getByRole('alert').textContent, 'This password reset link is invalid or has expired.');
    assert.equal(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href'), '/forgot-password');
  });

  it('reset sends the token with the new password and confirms the change', async () => {
    stub = stubFetch({ 'POST /api/auth/reset-password': () => jsonResponse(204) });
    renderAt('/reset-password?token=abc123', <ResetPasswordPage />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'weak' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'weak' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    assert.match(descriptionOf(screen.getByLabelText('New password')), /^Password must be at least 8 characters/);
    assert.equal(stub.callsTo('POST /api/auth/reset-password').length, 0);

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Parola123!nou' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Parola123!nou' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    assert.equal((await screen.findByRole('status')).textContent, 'Your password was changed. You can sign in with it now.');
    assert.deepEqual(stub.callsTo('POST /api/auth/reset-password')[0]?.body, { token: 'abc123', password: 'Parola123!nou', confirmPassword: 'Parola123!nou' });
  });

  it("reset states and applies the server's basic rule (PASSWORD_POLICY=basic): no special character needed", async () => {
    stub = stubFetch({
      'GET /api/auth/password-policy': () => jsonResponse(200, { policy: 'basic' }),
      'POST /api/auth/reset-password': () => jsonResponse(204),
    });
    renderAt('/reset-password?token=abc123', <ResetPasswordPage />);
    await waitFor(() => assert.match(descriptionOf(screen.getByLabelText('New password')), /with an uppercase and a lowercase letter and a number\./));
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Parola1234' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Parola1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    assert.equal((await screen.findByRole('status')).textContent, 'Your password was changed. You can sign in with it now.');
  });

  it("reset shows the server's message for an expired token", async () => {
    const message = 'This password reset link is invalid or has expired.';
    stub = stubFetch({ 'POST /api/auth/reset-password': () => jsonResponse(400, { error: { code: 'validation', message } }) });
    renderAt('/reset-password?token=old', <ResetPasswordPage />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Parola123!nou' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Parola123!nou' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    assert.equal((await screen.findByRole('alert')).textContent, message);
  });
});
