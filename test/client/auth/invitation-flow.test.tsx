// An invitation link opened signed out (issue 16): the sign-in page and the
// registration reached from it say what the visitor came for, a registration
// comes back to sign-in saying the account was made, and the sign-in then
// opens the link's page. Signed out, the server says nothing about a link (its
// preview needs a session), so neither page names the school.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { clearAccessToken } from '../../../src/client/core/access-token';
import { setLanguage } from '../../../src/client/core/i18n';
import type { Language } from '../../../src/client/core/language';
import { forgetJoin, pendingJoin, rememberJoin } from '../../../src/client/core/pending-join';
import { checkSession, getSession, startSession, stopSession } from '../../../src/client/core/session';
import { RegisterPage, SignInPage } from '../../../src/client/features/auth';
import { jsonResponse, stubFetch } from '../support/fetch-stub';
import { renderAt } from '../support/render';

const JOIN = '/join/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const account = { firstName: 'Ioana', lastName: 'Popescu', email: 'ioana@example.ro', password: 'Parola123!', confirmPassword: 'Parola123!' };
const user = { id: '9', email: account.email, firstName: 'Ioana', lastName: 'Popescu', name: 'Ioana Popescu', username: 'ioana' };

/** What a reader sees in each language: the pages' labels and the invitation's words. */
const TEXTS = {
  en: {
    invitedSignIn: 'Sign in or create an account to accept the invitation to join a school.',
    invitedRegister: 'Create your account, then sign in to accept the invitation to join a school.',
    registered: 'Account created. Sign in to continue.',
    welcomeBack: 'Welcome back. Sign in to continue to your classes.',
    createOne: 'Create one',
    fields: { firstName: 'First name', lastName: 'Last name', email: 'Email', password: 'Password', confirmPassword: 'Confirm password' },
    createAccount: 'Create account',
    toSignIn: 'Sign in',
    signIn: 'Sign in',
  },
  ro: {
    invitedSignIn: 'Autentificați\u2011vă sau creați un cont pentru a accepta invitația de a vă alătura unei școli.',
    invitedRegister: 'Creați\u2011vă contul, apoi autentificați\u2011vă pentru a accepta invitația de a vă alătura unei școli.',
    registered: 'Contul a fost creat. Autentificați\u2011vă pentru a continua.',
    welcomeBack: 'Bine ați revenit. Autentificați\u2011vă pentru a ajunge la clasele dumneavoastră.',
    createOne: 'Creați unul',
    fields: { firstName: 'Prenume', lastName: 'Nume de familie', email: 'Email', password: 'Parolă', confirmPassword: 'Confirmați parola' },
    createAccount: 'Creați contul',
    toSignIn: 'Autentificați\u2011vă',
    signIn: 'Autentificare',
  },
  es: {
    invitedSignIn: 'Inicia sesión o crea una cuenta para aceptar la invitación a unirte a una escuela.',
    invitedRegister: 'Crea tu cuenta y después inicia sesión para aceptar la invitación a unirte a una escuela.',
    registered: 'Cuenta creada. Inicia sesión para continuar.',
    welcomeBack: '¡Hola de nuevo! Inicia sesión para continuar con tus clases.',
    createOne: 'Crea una',
    fields: { firstName: 'Nombre', lastName: 'Apellidos', email: 'Correo electrónico', password: 'Contraseña', confirmPassword: 'Confirma la contraseña' },
    createAccount: 'Crear cuenta',
    toSignIn: 'Inicia sesión',
    signIn: 'Iniciar sesión',
  },
} satisfies Record<Language, unknown>;

/** A server where registration makes an account and only a login makes a session (registration does not sign in). */
function server() {
  let cookie = false;
  return stubFetch({
    'GET /api/auth/password-policy': () => jsonResponse(200, { policy: 'strict' }),
    'POST /api/auth/register': () => jsonResponse(201, user),
    'POST /api/auth/login': () => {
      cookie = true;
      return jsonResponse(204);
    },
    'POST /api/auth/refresh': () =>
      cookie
        ? jsonResponse(200, { accessToken: 'token-9', expiresAt: new Date(Date.now() + 900_000).toISOString() })
        : jsonResponse(401, { error: { code: 'authentication', message: 'no session' } }),
    'GET /api/auth/user': () => jsonResponse(200, user),
  });
}

/** The public account pages as the app routes them; the register page never leaves by its timer here. */
const publicPages = (
  <Switch>
    <Route path="/sign-in">
      <SignInPage />
    </Route>
    <Route path="/register">
      <RegisterPage redirectDelayMs={3_600_000} />
    </Route>
  </Switch>
);

describe('an invitation link opened signed out', () => {
  let stub: ReturnType<typeof server> | undefined;

  beforeEach(async () => {
    clearAccessToken();
    mock.method(console, 'warn', () => {});
    stub = server();
    startSession();
    await checkSession();
    assert.equal(getSession().status, 'unauthenticated');
  });
  afterEach(async () => {
    cleanup();
    stopSession();
    stub?.restore();
    mock.restoreAll();
    forgetJoin();
    await setLanguage('en', { persist: false });
  });

  for (const language of ['en', 'ro', 'es'] as const) {
    it(`(${language}) sign-in and registration say so, registering comes back to sign-in, and signing in opens the link`, async () => {
      const text = TEXTS[language];
      await setLanguage(language, { persist: false });
      rememberJoin(JOIN);
      const { location } = renderAt('/sign-in', publicPages);

      // The sign-in page: the invitation, not "welcome back".
      assert.ok(screen.getByText(text.invitedSignIn), 'the sign-in page names the invitation');
      assert.equal(screen.queryByText(text.welcomeBack), null, 'a new colleague is not welcomed back');

      // Registration reached from it keeps saying it.
      fireEvent.click(screen.getByRole('link', { name: text.createOne }));
      assert.equal(location.history?.at(-1), '/register');
      assert.ok(screen.getByText(text.invitedRegister), 'the register page names the invitation');
      for (const [field, label] of Object.entries(text.fields)) {
        fireEvent.change(screen.getByLabelText(label), { target: { value: account[field as keyof typeof account] } });
      }
      fireEvent.click(screen.getByRole('button', { name: text.createAccount }));
      await screen.findByRole('status');

      // Registration does not sign in: back to sign-in, told the account exists, the invitation still there.
      fireEvent.click(screen.getByRole('link', { name: text.toSignIn }));
      assert.match(location.history?.at(-1) ?? '', /^\/sign-in(\?|$)/);
      assert.equal(screen.getByRole('status').textContent, text.registered);
      assert.ok(screen.getByText(text.invitedSignIn), 'the invitation is still named after registering');
      assert.equal(pendingJoin(), JOIN, 'the link is still remembered');

      fireEvent.change(screen.getByLabelText(text.fields.email), { target: { value: account.email } });
      fireEvent.change(screen.getByLabelText(text.fields.password), { target: { value: account.password } });
      fireEvent.click(screen.getByRole('button', { name: text.signIn }));
      await waitFor(() => assert.equal(location.history?.at(-1), JOIN));
      assert.deepEqual(stub?.callsTo('POST /api/auth/login')[0]?.body, { email: account.email, password: account.password });
    });
  }

  it('without an invitation the pages keep their usual words, and a registration still says the account was made', async () => {
    renderAt('/register', publicPages);
    assert.equal(screen.queryByText(TEXTS.en.invitedRegister), null);
    for (const [field, label] of Object.entries(TEXTS.en.fields)) {
      fireEvent.change(screen.getByLabelText(label), { target: { value: account[field as keyof typeof account] } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('status');
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    assert.equal(screen.getByRole('status').textContent, TEXTS.en.registered);
    assert.ok(screen.getByText(TEXTS.en.welcomeBack), 'the usual sign-in words');
    assert.equal(screen.queryByText(TEXTS.en.invitedSignIn), null);
    await act(() => setLanguage('ro', { persist: false }));
    assert.equal(screen.getByRole('status').textContent, TEXTS.ro.registered, 'the message follows the language');
  });

  it('sign-in goes only where the app itself remembered: a returnTo in the address is never followed', async () => {
    for (const away of ['https://evil.example/join/abcdefghijklmnopqrstuvwxyz', '//evil.example', '/join/../../evil']) {
      const { location } = renderAt(`/sign-in?returnTo=${encodeURIComponent(away)}`, publicPages);
      assert.equal(screen.queryByText(TEXTS.en.invitedSignIn), null, 'an address parameter is no invitation');
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: account.email } });
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: account.password } });
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => assert.deepEqual(location.history, ['/']));
      // Signed out again for the next address.
      cleanup();
      stopSession();
      stub?.restore();
      stub = server();
      startSession();
      await checkSession();
    }
  });
});
