// Turns every failure into the one error shape, in the caller's language.
// A 500 answers only an error id; the log has the detail under the same id.
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { MessageRef } from '../domain/validation';
import { ApiError, type ErrorCode } from './errors';
import { type Language, languageFrom, translate } from './i18n';

interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string>; errorId?: string; [extra: string]: unknown };
}

function render(lang: Language, code: ErrorCode, message: MessageRef, fields?: Record<string, MessageRef>): ErrorBody {
  const body: ErrorBody = { error: { code, message: translate(lang, message.key, message.params) } };
  if (fields) {
    body.error.fields = Object.fromEntries(Object.entries(fields).map(([path, ref]) => [path, translate(lang, ref.key, ref.params)]));
  }
  return body;
}

/** PostgreSQL's SQLSTATE for a row that names a parent row which does not exist. */
const FOREIGN_KEY_VIOLATION = '23503';

const isForeignKeyViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === FOREIGN_KEY_VIOLATION;

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '53300']);

/**
 * The database is down or unreachable, or closed under a request still running
 * at shutdown (its client gone; PGlite closing or closed, Kysely's driver
 * destroyed): a 503 the client may retry, not a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  if (!e) return false;
  if (e.code && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true;
  return /Connection terminated|timeout exceeded when trying to connect|PGlite is clos(?:ed|ing)|driver has already been destroyed|Client has encountered a connection error/i.test(
    e.message ?? '',
  );
}

export function classify(error: FastifyError | ApiError): { status: number; code: ErrorCode; message: MessageRef } | undefined {
  if (error instanceof ApiError) return { status: error.status, code: error.code, message: error.messageRef };
  const status = (error as FastifyError).statusCode ?? 500;
  if (status === 413) return { status, code: 'payload_too_large', message: { key: 'errors.payloadTooLarge' } };
  if (status === 415) return { status, code: 'validation', message: { key: 'errors.validation' } };
  if (status === 429) return { status, code: 'rate_limited', message: { key: 'errors.rateLimited', params: { seconds: 60 } } };
  // Only the static files answer 403 on their own (a path with "//" or an encoded ".."): there is no such file.
  if (status === 403 || status === 404) return { status: 404, code: 'not_found', message: { key: 'errors.notFound' } };
  if (status >= 400 && status < 500) return { status, code: 'validation', message: { key: 'errors.validation' } };
  if (isDatabaseUnavailable(error)) return { status: 503, code: 'unavailable', message: { key: 'errors.unavailable' } };
  // A row written under a parent that a delete in another request removed first (a file added to a quiz being
  // deleted): the database refused it and the transaction rolled back, so nothing was written. For the caller
  // the parent is gone, as if it had been deleted a moment earlier.
  if (isForeignKeyViolation(error)) return { status: 404, code: 'not_found', message: { key: 'errors.notFound' } };
  return undefined;
}

export function errorHandler(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  const lang = languageFrom(request.headers['accept-language']);
  const known = classify(error);
  if (known) {
    const fields = error instanceof ApiError ? error.fields : undefined;
    const body = render(lang, known.code, known.message, fields);
    if (error instanceof ApiError && error.details) Object.assign(body.error, error.details);
    // Kept in the log: a parent gone under a write is a race, but the same refusal could also be a bug.
    if (isForeignKeyViolation(error)) request.log.warn({ err: error }, 'a write lost its parent row to a concurrent delete');
    if (known.status === 503) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
    }
    return reply.status(known.status).send(body);
  }
  const errorId = randomUUID();
  request.log.error({ err: error, errorId }, 'unhandled error');
  const body = render(lang, 'internal', { key: 'errors.server' });
  body.error.errorId = errorId;
  return reply.status(500).send(body);
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/** The Accept-Language line among the bytes the parser refused (headers are ASCII; a line cut off by the limit is not read). */
function acceptLanguageIn(rawPacket: unknown): string | undefined {
  if (!Buffer.isBuffer(rawPacket)) return undefined;
  return /\r\naccept-language:[ \t]*([^\r\n]*)\r\n/i.exec(rawPacket.toString('latin1'))?.[1];
}

/**
 * What Node's HTTP parser refuses before any route or hook runs (an address
 * or headers over the size limit, a request line that is not HTTP): answered
 * in the one error shape, as Fastify's default answers in its own, in the
 * language of the request's Accept-Language when the refused bytes hold it
 * (browsers send it before the cookie, the usual cause of headers too large).
 */
export function clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request'];
  const language = languageFrom(acceptLanguageIn(error.rawPacket));
  const body = JSON.stringify(render(language, 'validation', { key: status === 431 ? 'errors.payloadTooLarge' : 'errors.validation' }));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
