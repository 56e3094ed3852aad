// Opaque random tokens (refresh, password reset) and the signed access token.
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as hashes: a leaked table gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly lifetimeSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(claims: AccessClaims): Promise<{ accessToken: string; expiresAt: string }> {
    const issuedAt = Math.floor(this.now() / 1000);
    const expiresAt = issuedAt + this.lifetimeSeconds;
    const accessToken = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .setAudience('catedra-api')
      .sign(this.key);
    return { accessToken, expiresAt: new Date(expiresAt * 1000).toISOString() };
  }

  /** The claims of a valid, unexpired token, or null. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience: 'catedra-api',
        currentDate: new Date(this.now()),
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { userId: payload.sub, sessionId: payload.sid };
    } catch {
      return null;
    }
  }
}
