// What an email address must look like, everywhere one is typed (an account's,
// a school's contact). Its own module: a school form must not carry the
// account schemas and the password rules with it (issue 15's bytes per screen).
// No invisible format characters (a zero-width space, a joiner, a direction mark) and no full-width forms: an
// address with one reads exactly as another in a school's members and a test's shares (an outside tester
// registered "ana@t.ro" followed by a zero-width space, and with a full-width "ａ").
const ADDRESS_PART = '[^\\s@\\p{Cf}\\uFF00-\\uFFEF]+';
export const EMAIL_PATTERN = new RegExp(`^${ADDRESS_PART}@${ADDRESS_PART}\\.${ADDRESS_PART}$`, 'u');
