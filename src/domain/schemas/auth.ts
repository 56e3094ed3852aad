// Request bodies of the account routes, shared by the server and the sign-in,
// registration and password forms.
import { type Infer, object, refine, type Struct } from 'superstruct';
import { EMAIL_PATTERN } from '../email';
import { DEFAULT_PASSWORD_POLICY, meetsPasswordRule, PASSWORD_MAX_LENGTH, type PasswordPolicy } from '../password-strength';
import { encodeMessage, text } from '../validation';

export const email = text({ max: 254, pattern: EMAIL_PATTERN, patternKey: 'validation.email', requiredKey: 'validation.emailRequired' });

/** SPEC 5: 2-50 letters and spaces; hyphens and apostrophes are accepted too (Ana-Maria, O'Brien). */
const PERSON_NAME = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u;
export const firstName = text({ min: 2, max: 50, pattern: PERSON_NAME, patternKey: 'validation.firstName', patternCoversLength: true });
export const lastName = text({ min: 2, max: 50, pattern: PERSON_NAME, patternKey: 'validation.lastName', patternCoversLength: true });

/** Passwords are never trimmed: a space is a character like any other. */
const anyPassword = text({ max: PASSWORD_MAX_LENGTH, trim: false });

/** The message that states the policy's rule. */
export const PASSWORD_RULE_MESSAGE: Record<PasswordPolicy, string> = { strict: 'validation.password', basic: 'validation.passwordBasic' };

const newPassword = (policy: PasswordPolicy) =>
  refine(anyPassword, 'password', (value) => meetsPasswordRule(value, policy) || encodeMessage(PASSWORD_RULE_MESSAGE[policy]));

function withMatchingConfirmation<T extends { password: string; confirmPassword: string }, S>(struct: Struct<T, S>) {
  return refine(
    struct,
    'passwordsMatch',
    (value) => value.password === value.confirmPassword || { path: ['confirmPassword'], message: encodeMessage('validation.passwordsMatch') },
  );
}

/** Registration under a password policy (the server's PASSWORD_POLICY). */
export function registerSchemaFor(policy: PasswordPolicy) {
  return withMatchingConfirmation(
    object({
      email,
      password: newPassword(policy),
      confirmPassword: anyPassword,
      firstName,
      lastName,
    }),
  );
}
export const registerSchema = registerSchemaFor(DEFAULT_PASSWORD_POLICY);
export type RegisterInput = Infer<typeof registerSchema>;

export const loginSchema = object({ email, password: anyPassword });
export type LoginInput = Infer<typeof loginSchema>;

export const forgotPasswordSchema = object({ email });

/** A password reset under a password policy. */
export function resetPasswordSchemaFor(policy: PasswordPolicy) {
  return withMatchingConfirmation(object({ token: text({ max: 200 }), password: newPassword(policy), confirmPassword: anyPassword }));
}
export const resetPasswordSchema = resetPasswordSchemaFor(DEFAULT_PASSWORD_POLICY);

/** GET /api/auth/password-policy: which of SPEC 5's two rules this server enforces. */
export interface PasswordPolicyView {
  policy: PasswordPolicy;
}

export const profileSchema = object({ firstName, lastName });
