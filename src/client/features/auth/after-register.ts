// Registering does not sign in (the server answers 201 and sets no session):
// the new account goes to the sign-in page, which says the account was made.
// A flag, never a destination: where the sign-in then goes is decided by the
// app alone (home, or the invitation link remembered in core/pending-join).
import { paths } from '../../core/paths';

export const REGISTERED_PARAM = 'registered';

/** The sign-in page as a just-registered visitor reaches it. */
export const signInAfterRegisterPath = () => `${paths.signIn}?${REGISTERED_PARAM}=1`;

/**
 * The address just registered with, for the sign-in page to start with (a new teacher had to type it again).
 * In memory only: not in the address (it would reach logs and history) nor in storage (a shared laptop).
 */
let registeredEmail = '';

export function rememberRegisteredEmail(email: string): void {
  registeredEmail = email;
}

/** The address just registered with, once; '' afterwards. */
export function takeRegisteredEmail(): string {
  const email = registeredEmail;
  registeredEmail = '';
  return email;
}
