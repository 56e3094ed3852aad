// SPEC 4: password strength levels, and SPEC 5: the password rule.

export type PasswordStrength = 'weak' | 'medium' | 'strong' | 'very_strong';

/** The special characters SPEC 5 names; at least one of them is required. */
export const PASSWORD_SPECIALS = '@$!%*?&';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function characterClasses(password: string) {
  return {
    lower: /\p{Ll}/u.test(password),
    upper: /\p{Lu}/u.test(password),
    digit: /\d/.test(password),
    special: [...PASSWORD_SPECIALS].some((c) => password.includes(c)),
  };
}

/**
 * SPEC 5 gives two password rules, and the server's PASSWORD_POLICY picks
 * one: strict (the default) asks for one of @$!%*?& too; basic for an
 * uppercase and a lowercase letter and a digit. Both want 8+ characters.
 */
export const PASSWORD_POLICIES = ['strict', 'basic'] as const;
export type PasswordPolicy = (typeof PASSWORD_POLICIES)[number];
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = 'strict';

export function isPasswordPolicy(value: unknown): value is PasswordPolicy {
  return PASSWORD_POLICIES.includes(value as PasswordPolicy);
}

/**
 * The SPEC 5 rule of the policy: 8+ characters with an uppercase and a
 * lowercase letter, a digit and (strict) one of @$!%*?&. Any other characters
 * are allowed too (a passphrase with spaces or diacritics is not weaker for having them).
 */
export function meetsPasswordRule(password: string, policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY): boolean {
  const c = characterClasses(password);
  return password.length >= PASSWORD_MIN_LENGTH && c.lower && c.upper && c.digit && (policy === 'basic' || c.special);
}

/** SPEC 4: all four classes and 8+ are needed to rise above weak; then 10, 12 and 16 characters. */
export function passwordStrength(password: string): PasswordStrength {
  if (!meetsPasswordRule(password)) return 'weak';
  if (password.length >= 16) return 'very_strong';
  if (password.length >= 12) return 'strong';
  if (password.length >= 10) return 'medium';
  return 'weak';
}
