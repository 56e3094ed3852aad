import { useSelector } from '@legendapp/state/react';
import { type HTMLAttributes, useRef } from 'react';
import { textLength } from '../../../../domain/text-length';
import { writtenNumber } from '../../../../domain/written-numbers';
import { useLanguage } from '../../../core/i18n';
import { CharacterCount, isNear } from '../../../ui/CharacterCount';
import { FormField } from '../../../ui/FormField';
import { draftAt, useFieldProblem, usePointsFixed, useSession } from '../editor-context';
import { touch } from '../editor-session';
import { fieldId } from '../quiz-draft';

export interface BoundTextProps {
  /**
   * The schema path: the value it edits (a text, or a number kept as typed:
   * the schema reads "7,5" on save), the control's id and its message.
   */
  path: string;
  label: string;
  /** Visually hidden label (rows of options), still the control's accessible name. */
  hideLabel?: boolean;
  required?: boolean;
  hint?: string;
  multiline?: boolean;
  rows?: number;
  /** `decimal` for points and numbers: the phone shows digits, nothing refuses "7,5". */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /**
   * The schema's limit in characters. Never an input's maxLength, which cut a pasted text silently: the
   * field holds all of it, counts near the limit and says the limit at once when over it (the save waits).
   */
  limit?: number;
  placeholder?: string;
  className?: string;
  /** Points a double correction fixes (ex-officio, a question's, a scoring rule's): read-only while they are fixed. */
  fixedPoints?: boolean;
}

/**
 * An input bound to one slice of the editor document: it alone re-renders
 * while the teacher types in it, and its schema message shows under it.
 */
export function BoundText({
  path,
  label,
  hideLabel,
  required,
  hint,
  multiline,
  rows = 3,
  inputMode,
  limit,
  placeholder,
  className = '',
  fixedPoints = false,
}: BoundTextProps) {
  const session = useSession();
  const value$ = draftAt<string | number>(session, path);
  const value = useSelector(() => value$.get());
  const error = useFieldProblem(path);
  const language = useLanguage();
  const readOnly = usePointsFixed() && fixedPoints;
  // A number is one the editor did not get from the keyboard (a stored test, a default): written as the
  // teacher writes it, "7,5" in Romanian, as the previews and the grid show it. What she types stays as typed.
  const text = value === null || value === undefined ? '' : typeof value === 'number' ? writtenNumber(value, language) : value;
  // Passing through an untouched field (Tab, a dialog opening) is not "leaving it wrong": no message yet.
  const edited = useRef(false);
  const onBlur = () => {
    if (edited.current) touch(session, path);
  };
  const onChange = (next: string) => {
    edited.current = true;
    value$.set(next);
  };
  const layout = `flex min-w-0 flex-col gap-1 ${hideLabel ? '[&>label]:sr-only' : ''} ${className}`;
  const id = fieldId(path);
  // Over the limit is said at once (a paste), without waiting for the teacher to leave the field.
  const over = limit !== undefined && typeof value === 'string' && textLength(value.trim()) > limit;
  const counted = limit !== undefined && isNear(text, limit);
  return (
    <FormField
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={over ? { key: 'validation.maxLength', params: { n: limit } } : error}
      describedBy={counted ? `${id}-count` : undefined}
      className={layout}
    >
      {(control) => (
        <>
          {multiline ? (
            <textarea
              {...control}
              className="input resize-y"
              rows={rows}
              value={text}
              placeholder={placeholder}
              onChange={(event) => onChange(event.currentTarget.value)}
              onBlur={onBlur}
            />
          ) : (
            <input
              {...control}
              className="input"
              type="text"
              inputMode={inputMode}
              autoComplete="off"
              readOnly={readOnly}
              value={text}
              placeholder={placeholder}
              onChange={(event) => onChange(event.currentTarget.value)}
              onBlur={onBlur}
            />
          )}
          {limit !== undefined && <CharacterCount id={`${id}-count`} text={text} max={limit} />}
        </>
      )}
    </FormField>
  );
}
