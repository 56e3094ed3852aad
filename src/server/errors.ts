// The one error shape of every API failure (DESIGN.md 2):
//   { "error": { "code": "...", "message": "...", "fields"?: {...}, "errorId"?: "..." } }
// Messages are i18n references until the error handler translates them for
// the caller's language.
import type { MessageRef } from '../domain/validation';

export type ErrorCode =
  | 'validation'
  | 'authentication'
  | 'not_found'
  | 'conflict'
  /** A quiz save that would change grades already entered, not yet confirmed (details: impact, fingerprint). */
  | 'grades_affected'
  /** A quiz delete that would take a double correction's record with it, not yet confirmed (details: classes, fingerprint). */
  | 'double_correction_deleted'
  | 'plan_limit'
  /** 410: an invitation link that existed and no longer works, and why. */
  | 'invitation_expired'
  | 'invitation_used'
  | 'invitation_revoked'
  | 'forbidden'
  | 'forbidden_origin'
  | 'payload_too_large'
  | 'rate_limited'
  | 'unavailable'
  | 'internal';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly messageRef: MessageRef,
    readonly fields?: Record<string, MessageRef>,
    /** Extra data a client can act on (the server's version in a 409, say). */
    readonly details?: object,
  ) {
    super(messageRef.key);
    this.name = 'ApiError';
  }
}

export const validationError = (fields: Record<string, MessageRef>) => new ApiError(400, 'validation', { key: 'errors.validation' }, fields);

export const unauthenticated = (key = 'errors.authenticationRequired') => new ApiError(401, 'authentication', { key });

/** 403: the caller sees the thing but may not do this to it (a school's teacher renaming it, an owner grading). */
export const forbidden = () => new ApiError(403, 'forbidden', { key: 'errors.permission' });

/** Missing and not-yours look the same: never confirm that someone else's id exists. */
export const notFound = () => new ApiError(404, 'not_found', { key: 'errors.notFound' });

/**
 * What a route reads back after its write, for its answer. Gone by then (a delete in another request ran
 * between the two) is a 404 like any missing record, never an empty 200 or 201.
 */
export function found<T>(record: T | null | undefined): T {
  if (record === null || record === undefined) throw notFound();
  return record;
}

export const conflict = (key = 'errors.conflict', details?: object, params?: MessageRef['params']) =>
  new ApiError(409, 'conflict', params ? { key, params } : { key }, undefined, details);

export type LimitedResource = 'classes' | 'students' | 'quizzes';

export const planLimit = (what: LimitedResource, limit: number) =>
  new ApiError(403, 'plan_limit', { key: `limits.${what}`, params: { limit, count: limit } }, undefined, { limit, resource: what });

export const foreignOrigin = () => new ApiError(403, 'forbidden_origin', { key: 'auth.errors.foreignOrigin' });
