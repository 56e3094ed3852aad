// Form state for the shared superstruct schemas: values, field messages
// (translated at render, so switching language re-translates them), the
// server's per-field messages, a form-level message and the pending flag.
import { type FormEvent, useMemo, useRef, useState } from 'react';
import type { Struct } from 'superstruct';
import { type MessageRef, validate } from '../../domain/validation';
import { type ApiError, toApiError } from './http';
import { useT } from './i18n';

export interface FieldBinding {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onValueChange: (value: string) => void;
  onBlur: () => void;
}

export interface UseFormOptions<V extends Record<string, string>, T, S> {
  /** Prefix of the input ids (`${id}-${name}`), unique on the page. */
  id: string;
  schema: Struct<T, S>;
  initialValues: V;
  /** The form-level message for a failed submit; the error's own message by default. */
  formatError?: (error: ApiError) => string;
}

export function useForm<V extends Record<string, string>, T, S>(options: UseFormOptions<V, T, S>) {
  const { id, schema, initialValues, formatError } = options;
  const t = useT();
  const [values, setValues] = useState<V>(initialValues);
  const [blurred, setBlurred] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);

  const clientErrors = useMemo<Record<string, MessageRef>>(() => {
    const result = validate(schema, values);
    return result.ok ? {} : result.fields;
  }, [schema, values]);

  const inputId = (name: keyof V & string) => `${id}-${name}`;

  function setValue(name: keyof V & string, value: string) {
    setValues((previous) => ({ ...previous, [name]: value }));
    // The server judged the old value; its message no longer applies.
    setServerFields((previous) => {
      if (!(name in previous)) return previous;
      const { [name]: _dropped, ...rest } = previous;
      return rest;
    });
  }

  /** Messages appear once a field was left non-empty or a submit was tried: no red on an untouched form. */
  function errorOf(name: keyof V & string): string | undefined {
    const server = serverFields[name];
    if (server) return server;
    const ref = clientErrors[name];
    return ref && (submitted || blurred.has(name)) ? t(ref.key, ref.params) : undefined;
  }

  function field(name: keyof V & string): FieldBinding {
    const value = values[name] ?? '';
    return {
      id: inputId(name),
      name,
      value,
      error: errorOf(name),
      onValueChange: (value) => setValue(name, value),
      onBlur: () => {
        if (value !== '' && !blurred.has(name)) setBlurred(new Set(blurred).add(name));
      },
    };
  }

  function focusFirstInvalid(names: string[]) {
    const first = Object.keys(initialValues).find((name) => names.includes(name));
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  /** Validates, then runs onValid; a thrown error becomes field and form messages. */
  function handleSubmit(onValid: (value: T) => Promise<void> | void) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (pendingRef.current) return;
      setSubmitted(true);
      setFormError(null);
      setServerFields({});
      const result = validate(schema, values);
      if (!result.ok) {
        focusFirstInvalid(Object.keys(result.fields));
        return;
      }
      pendingRef.current = true;
      setPending(true);
      try {
        await onValid(result.value);
      } catch (error) {
        const apiError = toApiError(error);
        setServerFields(apiError.fields);
        setFormError(formatError ? formatError(apiError) : apiError.message);
        focusFirstInvalid(Object.keys(apiError.fields));
      } finally {
        pendingRef.current = false;
        setPending(false);
      }
    };
  }

  return { values, field, setValue, handleSubmit, pending, formError, setFormError };
}
