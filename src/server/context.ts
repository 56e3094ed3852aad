// What route modules share: configuration and the services built at start.

import type { LoginThrottle } from './auth/login-throttle';
import type { Mailer } from './auth/mailer';
import type { PasswordHasher } from './auth/password';
import type { SessionRevocations } from './auth/revocations';
import type { AccessTokens } from './auth/tokens';
import type { Config } from './config';
import type { Db } from './db/index';

export interface AppContext {
  config: Config;
  db: Db;
  tokens: AccessTokens;
  mailer: Mailer;
  loginThrottle: LoginThrottle;
  passwords: PasswordHasher;
  /** Sessions revoked here or on another instance; the access-token check reads it. */
  revocations: SessionRevocations;
  /** Keys the successor of a rotated refresh token (see refreshSuccessor). */
  refreshSuccessorKey: Uint8Array;
  /** The base of every absolute URL we hand out: PUBLIC_URL, else the listening address, never a request header. */
  publicBaseUrl: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearer check on every protected /api route. */
    auth?: { userId: string; sessionId: string };
  }
}
