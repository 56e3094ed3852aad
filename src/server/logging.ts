// Structured JSON logs (pino). Secrets never reach them: authorization and
// cookie headers are redacted, and so are the token of a password-reset URL
// and an invitation's token in its path (the API's and the /join page's).
import type { FastifyServerOptions } from 'fastify';

const REDACTED_QUERY = /([?&](?:token|code|state)=)[^&]*/g;

const REDACTED_SEGMENT = /^(\/api\/invitations\/|\/join\/)[^/?#]+/;

export function redactUrl(url: string): string {
  return url.replace(REDACTED_SEGMENT, '$1[redacted]').replace(REDACTED_QUERY, '$1[redacted]');
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
