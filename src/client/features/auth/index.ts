// What other parts of the client may use from the auth feature.
import { authMessages } from './messages';

// The chunk resolves only once its texts are in: the screen never renders a key.
await authMessages.ensure();

export { ForgotPasswordPage } from './ForgotPasswordPage';
export { RegisterPage } from './RegisterPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SignInPage } from './SignInPage';
export { WelcomePage } from './WelcomePage';
