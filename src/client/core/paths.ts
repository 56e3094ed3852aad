// Every route the client links to, in one place (SPEC 2).

export const paths = {
  home: '/',
  welcome: '/welcome',
  signIn: '/sign-in',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
} as const;

/** The full-page login redirect; the server shows /sign-in when no identity provider is configured. */
export const LOGIN_REDIRECT_PATH = '/oauth2/authorization/keycloak';
