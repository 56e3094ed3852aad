import { useSelector } from '@legendapp/state/react';
import { FormField } from '../../../ui/FormField';
import { draftAt, useFieldProblem, useSession } from '../editor-context';
import { touch } from '../editor-session';
import { fieldId } from '../quiz-draft';

export interface SelectChoice {
  value: string;
  label: string;
}

export interface BoundSelectProps {
  /** The value's schema path. */
  path: string;
  /** For a value that is not a string (a true/false answer): how it reads as an option value, and back. */
  format?: (value: unknown) => string;
  parse?: (text: string) => unknown;
  label: string;
  hint?: string;
  hideLabel?: boolean;
  choices: readonly SelectChoice[];
  className?: string;
}

/** A native select bound to one value of the document (arrow keys and first letters choose). */
export function BoundSelect({ path, format = String, parse = (text) => text, label, hint, hideLabel, choices, className = '' }: BoundSelectProps) {
  const session = useSession();
  const value$ = draftAt<unknown>(session, path);
  const value = useSelector(() => format(value$.get()));
  const error = useFieldProblem(path);
  return (
    <FormField
      id={fieldId(path)}
      label={label}
      hint={hint}
      error={error}
      className={`flex min-w-0 flex-col gap-1 ${hideLabel ? '[&>label]:sr-only' : ''} ${className}`}
    >
      {(control) => (
        <select
          {...control}
          className="input"
          value={value}
          onChange={(event) => value$.set(parse(event.currentTarget.value))}
          onBlur={() => touch(session, path)}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
