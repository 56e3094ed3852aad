import { useT } from '../../core/i18n';
import type { FieldBinding } from '../../core/use-form';
import { TextField } from '../../ui/TextField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

export interface NewPasswordFieldsProps {
  password: FieldBinding;
  confirmPassword: FieldBinding;
  /** i18n key of the first field's label ('Password' on registration, 'New password' on a reset). */
  passwordLabelKey: string;
  /** Id of the strength meter, unique on the page. */
  strengthId: string;
}

/** A new password with the SPEC 5 hint and the SPEC 4 strength meter, then its confirmation. */
export function NewPasswordFields({ password, confirmPassword, passwordLabelKey, strengthId }: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <TextField
        {...password}
        label={t(passwordLabelKey)}
        type="password"
        autoComplete="new-password"
        required
        hint={t('auth.passwordHint')}
        describedBy={strengthId}
      >
        <PasswordStrengthMeter id={strengthId} password={password.value} />
      </TextField>
      <TextField {...confirmPassword} label={t('auth.fields.confirmPassword')} type="password" autoComplete="new-password" required />
    </>
  );
}
