import type { ChangeEvent } from 'react';
import type { FieldBinding } from '../../core/use-form';

/** A useForm field's value and handlers, for a native input or textarea inside a FormField. */
export function bindField(field: FieldBinding) {
  return {
    name: field.name,
    value: field.value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => field.onValueChange(event.currentTarget.value),
    onBlur: field.onBlur,
  };
}
