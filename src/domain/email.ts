// What an email address must look like, everywhere one is typed (an account's,
// a school's contact). Its own module: a school form must not carry the
// account schemas and the password rules with it (issue 15's bytes per screen).
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
