// Route ids are UUIDs. Anything else cannot name a row, so it is a 404 like
// any other id the caller may not see (and never reaches the database, where
// a malformed uuid would be an error).
import type { FastifyRequest } from 'fastify';
import { notFound } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function idParam(request: FastifyRequest, name: string): string {
  const value = (request.params as Record<string, unknown>)[name];
  if (!isUuid(value)) throw notFound();
  return value.toLowerCase();
}

/** An id in the query (?classroomId=): absent or empty is undefined, anything but a UUID a 404, written as the server writes ids. */
export function optionalIdQuery(value: unknown): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isUuid(value)) throw notFound();
  return value.toLowerCase();
}
