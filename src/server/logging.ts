// Structured JSON logs (pino). Secrets never reach them: authorization and
// cookie headers are redacted, and so are the token of a password-reset URL
// and an invitation's token in its path (the API's and the /join page's).
import type { FastifyServerOptions } from 'fastify';

const REDACTED_QUERY = /([?&](?:token|code|state)=)[^&]*/g;

const REDACTED_SEGMENT = /^(\/api\/invitations\/|\/join\/)[^/?#]+/;

/** The URL to log, secrets out. Read decoded (reserved characters stay escaped), as the router and the query parser read it: "/%61pi/invitations/<token>" is the same route. */
export function redactUrl(url: string): string {
  let decoded = url;
  try {
    decoded = decodeURI(url);
  } catch {
    // Not decodable: the router refused it too (no route reads it); logged as sent.
  }
  return decoded.replace(REDACTED_SEGMENT, '$1[redacted]').replace(REDACTED_QUERY, '$1[redacted]');
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.confirmPassword',
        '*.accessToken',
        '*.refreshToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { id: request.id, method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
    },
  };
}
