import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldBinding } from '../core/use-form';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'className' | 'aria-describedby' | 'aria-invalid'
>;

export interface TextFieldProps extends FieldBinding, NativeProps {
  label: string;
  /** Help shown under the input and read with it. */
  hint?: string;
  /** Ids of further elements that describe the input (a strength meter). */
  describedBy?: string;
  /** Extra content under the input (a strength meter). */
  children?: ReactNode;
}

/** A labelled input whose hint and error are tied to it for assistive technology. */
export function TextField({ id, label, hint, error, describedBy, children, onValueChange, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onValueChange(event.currentTarget.value)}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {children}
    </div>
  );
}
