// Opaque random tokens (refresh, password reset) and the signed access token.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as hashes: a leaked table gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The token that replaces `presented` at its rotation: an HMAC of it under a
 * key derived from the server secret, so it is the same every time the same
 * token is rotated. Two tabs refreshing with one cookie at the same moment
 * (plain-http school networks have no navigator.locks to serialise them)
 * both get this successor, without the raw successor ever being stored: the
 * table keeps only hashes, and recomputing the successor needs both the
 * presented token and the secret. See rotateRefreshToken for the window.
 */
export function refreshSuccessor(presented: string, successorKey: Uint8Array): string {
  return createHmac('sha256', successorKey).update(presented).digest('base64url');
}

/** The successor key, separate from the signing key so that one never stands in for the other. */
export function refreshSuccessorKey(secret: string): Uint8Array {
  return createHmac('sha256', secret).update('catedra refresh-token successor v1').digest();
}

/** Answers whether a session was revoked; a promise when it must look at the database first. */
export type RevocationCheck = (sessionId: string) => boolean | Promise<boolean>;

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/**
 * How many checked tokens are remembered (about 300 bytes each); past that the
 * memory starts over. A teacher's tab sends one token for its 15 minutes.
 */
const VERIFIED_TOKENS_KEPT = 10_000;

export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature and claims checked out, with their expiry (epoch
   * seconds). Checking an HS256 signature through WebCrypto (key import and an
   * async job per call) cost more CPU than the rest of a one-query read (issue
   * 15's profile); the same text verified before is the same claims, so only
   * the expiry (on this clock) and the revocation are looked at again.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  constructor(
    secret: string,
    private readonly lifetimeSeconds: number,
    private readonly now: () => number = Date.now,
    /** A signed, unexpired token of a revoked session is refused (sign-out, reset, replay). */
    private readonly isRevoked: RevocationCheck = () => false,
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

  /** The claims of a valid, unexpired token of a session not revoked, or null. */
  async verify(token: string): Promise<AccessClaims | null> {
    const claims = await this.verifySignature(token);
    // Outside the catch: a database that cannot be asked is an outage (503), not a sign-out.
    if (!claims || (await this.isRevoked(claims.sessionId))) return null;
    return claims;
  }

  private async verifySignature(token: string): Promise<AccessClaims | null> {
    const known = this.verified.get(token);
    // jose's rule: a token is expired once the current whole second reaches exp.
    if (known) {
      if (Math.floor(this.now() / 1000) < known.expiresAt) return known.claims;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience: 'catedra-api',
        currentDate: new Date(this.now()),
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      const claims = { userId: payload.sub, sessionId: payload.sid };
      // Every token we issue has an expiry; one without is checked in full each time.
      if (typeof payload.exp === 'number') {
        if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.clear();
        this.verified.set(token, { claims, expiresAt: payload.exp });
      }
      return claims;
    } catch {
      return null;
    }
  }
}
