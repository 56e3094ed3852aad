import { type PasswordStrength, passwordStrength } from '../../../domain/password-strength';
import { useT } from '../../core/i18n';

/** How many of the four bars fill, their colour, and the level's label key (class names literal for UnoCSS). */
const LEVELS: Record<PasswordStrength, { bars: number; color: string; labelKey: string }> = {
  weak: { bars: 1, color: 'bg-red-600', labelKey: 'auth.passwordStrength.weak' },
  medium: { bars: 2, color: 'bg-amber-500', labelKey: 'auth.passwordStrength.medium' },
  strong: { bars: 3, color: 'bg-emerald-500', labelKey: 'auth.passwordStrength.strong' },
  very_strong: { bars: 4, color: 'bg-emerald-700', labelKey: 'auth.passwordStrength.very_strong' },
};

export interface PasswordStrengthMeterProps {
  /** Id of the text, for the input's aria-describedby. */
  id: string;
  password: string;
}

/** SPEC 4 strength levels. The text is a polite live region, so it stays mounted and only its content changes. */
export function PasswordStrengthMeter({ id, password }: PasswordStrengthMeterProps) {
  const t = useT();
  const level = LEVELS[passwordStrength(password)];
  const empty = password.length === 0;
  return (
    <div className="mt-1 flex flex-col gap-1">
      <div aria-hidden="true" className="grid grid-cols-4 gap-1">
        {[1, 2, 3, 4].map((bar) => (
          <span key={bar} className={`h-1.5 rounded-full ${!empty && bar <= level.bars ? level.color : 'bg-slate-200 dark:bg-slate-700'}`} />
        ))}
      </div>
      <p id={id} aria-live="polite" className="min-h-5 text-sm text-slate-600 dark:text-slate-300">
        {empty ? '' : t('auth.passwordStrength.label', { level: t(level.labelKey) })}
      </p>
    </div>
  );
}
