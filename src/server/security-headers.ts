// Helmet's security headers, our CSP among them, are the same on every
// answer: they are worked out once at start and set from that table.
// (@fastify/helmet builds helmet's middleware on every request, parsing the
// whole CSP again each time: ~2 % of the grading sheet's CPU.)
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet's middleware sets for these options, by name in lower case. */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  // Our options hold no per-request values (no CSP nonces), so the request is never read.
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return Object.freeze(headers);
}

export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
