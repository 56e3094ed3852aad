// What other parts of the client may use from the auth feature.
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { RegisterPage } from './RegisterPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SignInPage } from './SignInPage';
export { WelcomePage } from './WelcomePage';
