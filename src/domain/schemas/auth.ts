// Request bodies of the account routes, shared by the server and the sign-in,
// registration and password forms.
import { type Infer, object, refine, type Struct } from 'superstruct';
import { meetsPasswordRule, PASSWORD_MAX_LENGTH } from '../password-strength';
import { encodeMessage, text } from '../validation';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email = text({ max: 254, pattern: EMAIL_PATTERN, patternKey: 'validation.email', requiredKey: 'validation.emailRequired' });

/** SPEC 5: 2-50 letters and spaces; hyphens and apostrophes are accepted too (Ana-Maria, O'Brien). */
const PERSON_NAME = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u;
export const firstName = text({ min: 2, max: 50, pattern: PERSON_NAME, patternKey: 'validation.firstName', patternCoversLength: true });
export const lastName = text({ min: 2, max: 50, pattern: PERSON_NAME, patternKey: 'validation.lastName', patternCoversLength: true });

/** Passwords are never trimmed: a space is a character like any other. */
const anyPassword = text({ max: PASSWORD_MAX_LENGTH, trim: false });

const strongPassword = refine(anyPassword, 'password', (value) => meetsPasswordRule(value) || encodeMessage('validation.password'));

function withMatchingConfirmation<T extends { password: string; confirmPassword: string }, S>(struct: Struct<T, S>) {
  return refine(
    struct,
    'passwordsMatch',
    (value) => value.password === value.confirmPassword || { path: ['confirmPassword'], message: encodeMessage('validation.passwordsMatch') },
  );
}

export const registerSchema = withMatchingConfirmation(
  object({
    email,
    password: strongPassword,
    confirmPassword: anyPassword,
    firstName,
    lastName,
  }),
);
export type RegisterInput = Infer<typeof registerSchema>;

export const loginSchema = object({ email, password: anyPassword });
export type LoginInput = Infer<typeof loginSchema>;

export const forgotPasswordSchema = object({ email });

export const resetPasswordSchema = withMatchingConfirmation(object({ token: text({ max: 200 }), password: strongPassword, confirmPassword: anyPassword }));

export const profileSchema = object({ firstName, lastName });
