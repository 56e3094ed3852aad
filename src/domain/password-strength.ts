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
 * The SPEC 5 strong rule: 8+ characters with an uppercase and a lowercase
 * letter, a digit and one of @$!%*?&. Any other characters are allowed too
 * (a passphrase with spaces or diacritics is not weaker for having them).
 */
export function meetsPasswordRule(password: string): boolean {
  const c = characterClasses(password);
  return password.length >= PASSWORD_MIN_LENGTH && c.lower && c.upper && c.digit && c.special;
}

/** SPEC 4: all four classes and 8+ are needed to rise above weak; then 10, 12 and 16 characters. */
export function passwordStrength(password: string): PasswordStrength {
  if (!meetsPasswordRule(password)) return 'weak';
  if (password.length >= 16) return 'very_strong';
  if (password.length >= 12) return 'strong';
  if (password.length >= 10) return 'medium';
  return 'weak';
}
