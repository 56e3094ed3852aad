// Validates a request body with a shared domain schema, or throws the 400.
import type { Struct } from 'superstruct';
import { validate } from '../domain/validation';
import { validationError } from './errors';

export function parseBody<T, S>(schema: Struct<T, S>, body: unknown): T {
  const result = validate(schema, body ?? {});
  if (!result.ok) throw validationError(result.fields);
  return result.value;
}
