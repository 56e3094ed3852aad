import type { PasswordPolicy } from '../../../domain/password-strength';
import { useT } from '../../core/i18n';
import type { FieldBinding } from '../../core/use-form';
import { TextField } from '../../ui/TextField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { PASSWORD_HINT_KEY } from './password-policy';

export interface NewPasswordFieldsProps {
  password: FieldBinding;
  confirmPassword: FieldBinding;
  /** i18n key of the first field's label ('Password' on registration, 'New password' on a reset). */
  passwordLabelKey: string;
  /** Id of the strength meter, unique on the page. */
  strengthId: string;
  /** The server's rule, stated in the hint. */
  policy: PasswordPolicy;
}

/** A new password with the SPEC 5 hint of the server's policy and the SPEC 4 strength meter, then its confirmation. */
export function NewPasswordFields({ password, confirmPassword, passwordLabelKey, strengthId, policy }: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <TextField
        {...password}
        label={t(passwordLabelKey)}
        type="password"
        autoComplete="new-password"
        required
        hint={t(PASSWORD_HINT_KEY[policy])}
        describedBy={strengthId}
      >
        <PasswordStrengthMeter id={strengthId} password={password.value} />
      </TextField>
      <TextField {...confirmPassword} label={t('auth.fields.confirmPassword')} type="password" autoComplete="new-password" required />
    </>
  );
}
