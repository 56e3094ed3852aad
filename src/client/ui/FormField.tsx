import type { ReactNode } from 'react';
import type { MessageRef } from '../../domain/validation';
import { useT } from '../core/i18n';

/** What the control inside a FormField spreads onto itself to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  /** aria-required rather than required: the browser's own bubbles would preempt our translated messages. */
  'aria-required': true | undefined;
}

export interface FormFieldProps {
  /** The control's id; the label, hint and error ids derive from it. */
  id: string;
  label: string;
  required?: boolean;
  /** Help shown under the control and read with it. */
  hint?: string;
  /** A translated message (the server's per-field one) or a superstruct MessageRef (translated here). */
  error?: string | MessageRef | null;
  /** Ids of further elements describing the control (a counter, a meter). */
  describedBy?: string;
  /** The control: `{(control) => <select {...control} />}`. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

/**
 * A labelled slot for any control (select, textarea, a custom picker) with
 * the required marker, hint and error wired for assistive technology, so
 * every form says the same things the same way. TextField is the ready-made
 * text input.
 */
export function FormField({ id, label, required, hint, error, describedBy, children, className }: FormFieldProps) {
  const t = useT();
  const message = !error ? undefined : typeof error === 'string' ? error : t(error.key, error.params);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  const described = [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? 'flex flex-col gap-1'}>
      <label htmlFor={id} className="field-label">
        {label}
        {/* The star and its tooltip are for the eye: a title inside a label joins the field's name ("School namerequired");
            screen readers say "required" from the control's aria-required instead. */}
        {required && (
          <span aria-hidden="true" className="ml-1 text-red-700 dark:text-red-400" title={t('common.required')}>
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-describedby': described,
        'aria-invalid': message ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {message && (
        <p id={errorId} className="field-error">
          {message}
        </p>
      )}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
