// What route modules share: configuration and the services built at start.
import type { Config } from './config';
import type { Db } from './db/index';
import type { AccessTokens } from './auth/tokens';
import type { Mailer } from './auth/mailer';
import type { LoginThrottle } from './auth/login-throttle';

export interface AppContext {
  config: Config;
  db: Db;
  tokens: AccessTokens;
  mailer: Mailer;
  loginThrottle: LoginThrottle;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearer check on every protected /api route. */
    auth?: { userId: string; sessionId: string };
  }
}
