// The access token lives only in memory (DESIGN 3): a page reload gets a new
// one from the refresh cookie, and nothing readable by scripts outlives the
// tab. Getting a new one is coordinated here: one refresh at a time in this
// tab, and one at a time across the tabs of this browser, because the server
// rotates the refresh cookie with reuse detection (two tabs presenting the
// same cookie would sign the user out).
import { config } from './config';

interface HeldToken {
  value: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

let held: HeldToken | null = null;

/** Milliseconds since the epoch of an ISO instant or a number; null when unparseable. */
export function toExpiryTime(expiresAt: string | number): number | null {
  const time = typeof expiresAt === 'number' ? expiresAt : Date.parse(expiresAt);
  return Number.isFinite(time) ? time : null;
}

export function setAccessToken(value: string, expiresAt: string | number): void {
  // An unparseable expiry is treated as "use once and refresh soon" rather than "forever".
  held = { value, expiresAt: toExpiryTime(expiresAt) ?? Date.now() };
}

/**
 * The held token, even past its expiry: the server is the judge, and a client
 * clock running fast must not silently drop a still-valid token.
 */
export function getAccessToken(): string | null {
  return held?.value ?? null;
}

/** Expiry in milliseconds since the epoch, for the refresh-ahead logic. */
export function getAccessTokenExpiry(): number | null {
  return held?.expiresAt ?? null;
}

export function clearAccessToken(): void {
  held = null;
}

/** What the client reads of a token: whose account and which session it is for. */
export interface TokenClaims {
  account: string | null;
  session: string | null;
}

/**
 * The account (JWT subject) and session (`sid`) a token names, read without
 * checking its signature: the server judges a token; the client only notices
 * that the browser's account changed. Nulls for a token it cannot read.
 */
export function tokenClaims(token: string | null): TokenClaims {
  const payload = token?.split('.')[1];
  if (!payload) return { account: null, session: null };
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    return { account: typeof claims.sub === 'string' ? claims.sub : null, session: typeof claims.sid === 'string' ? claims.sid : null };
  } catch {
    return { account: null, session: null };
  }
}

/** Whether two tokens are for two different accounts (unknown counts as the same: nothing to compare). */
export function forAnotherAccount(token: string | null, other: string | null): boolean {
  const first = tokenClaims(token).account;
  const second = tokenClaims(other).account;
  return first !== null && second !== null && first !== second;
}

/**
 * True when a token is held and does not expire within the margin (SPEC 4:
 * refresh when missing or within 60 s of expiry).
 */
export function isAccessTokenFresh(marginMs: number, now: number = Date.now()): boolean {
  return held !== null && held.expiresAt - now > marginMs;
}

// ---------------------------------------------------------------- refresh coordination

/** What POST /api/auth/refresh answers (SPEC 3), also what one tab tells the others. */
export interface TokenGrant {
  accessToken: string;
  /** ISO 8601 instant (or milliseconds since the epoch). */
  expiresAt: string | number;
}

export function toTokenGrant(value: unknown): TokenGrant | null {
  if (!value || typeof value !== 'object') return null;
  const { accessToken, expiresAt } = value as Record<string, unknown>;
  if (typeof accessToken !== 'string' || !accessToken) return null;
  if ((typeof expiresAt !== 'string' && typeof expiresAt !== 'number') || toExpiryTime(expiresAt) === null) return null;
  return { accessToken, expiresAt };
}

/** The part of navigator.locks the refresh uses. */
export interface RefreshLock {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The part of BroadcastChannel the refresh uses. */
export interface TokenChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface TokenCoordination {
  locks: () => RefreshLock | null;
  openChannel: () => TokenChannel | null;
  now: () => number;
  /** A token expiring within this margin counts as missing. */
  marginMs: number;
}

const REFRESH_LOCK = 'catedra-refresh';
const TOKEN_CHANNEL = 'catedra-auth';

export const defaultTokenCoordination: TokenCoordination = {
  locks: () => (typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null),
  openChannel: () => {
    if (typeof BroadcastChannel !== 'function') return null;
    const channel = new BroadcastChannel(TOKEN_CHANNEL);
    // Node (tests) keeps the process alive for an open channel; browsers have no unref.
    (channel as BroadcastChannel & { unref?: () => void }).unref?.();
    return channel;
  },
  now: () => Date.now(),
  marginMs: config.auth.tokenRefreshMarginMs,
};

let coordination: TokenCoordination = defaultTokenCoordination;
let channel: TokenChannel | null | undefined;
let inflight: Promise<string> | null = null;

/**
 * Who hears that this tab's account is no longer the browser's: the teacher
 * signed out in another tab, or someone else signed in there (core/session
 * ends the session here, and with it the teacher's data on screen).
 */
let accountLeftHandler: (() => void) | null = null;

export function onAccountLeft(handler: () => void): () => void {
  accountLeftHandler = handler;
  return () => {
    if (accountLeftHandler === handler) accountLeftHandler = null;
  };
}

function accountLeft(): void {
  clearAccessToken();
  accountLeftHandler?.();
}

/** What a tab that signed out tells the others. */
interface SignOutNotice {
  signedOut: string;
}

const isSignOutNotice = (value: unknown): value is SignOutNotice =>
  typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>).signedOut === 'string';

/** Tells the browser's other tabs that this account signed out here: they drop it too. */
export function announceSignOut(account: string | null): void {
  if (!account) return;
  listenForTokens();
  channel?.postMessage({ signedOut: account } satisfies SignOutNotice);
}

/** Replaces the coordination (tests); forgets the channel and any refresh in flight. */
export function configureTokenCoordination(next: TokenCoordination): void {
  channel?.close();
  channel = undefined;
  inflight = null;
  coordination = next;
}

/**
 * Another tab refreshed: take its token when it outlives ours, so this tab need not rotate the cookie again;
 * but never another account's (someone else signed in there: this tab's teacher is no longer signed in
 * here). Another tab signed this account out: so does this one.
 */
function listenForTokens(): void {
  if (channel !== undefined) return;
  channel = coordination.openChannel();
  channel?.addEventListener('message', (event) => {
    if (isSignOutNotice(event.data)) {
      if (held && tokenClaims(held.value).account === event.data.signedOut) accountLeft();
      return;
    }
    const grant = toTokenGrant(event.data);
    if (!grant) return;
    if (held && forAnotherAccount(held.value, grant.accessToken)) accountLeft();
    else if ((toExpiryTime(grant.expiresAt) ?? 0) > (held?.expiresAt ?? 0)) setAccessToken(grant.accessToken, grant.expiresAt);
  });
}

async function exchangeAndShare(exchange: () => Promise<TokenGrant>): Promise<string> {
  const grant = await exchange();
  setAccessToken(grant.accessToken, grant.expiresAt);
  channel?.postMessage(grant);
  return grant.accessToken;
}

/**
 * Runs `exchange` (the refresh call) to get and hold a new token. Every
 * caller meanwhile shares that one exchange; renewing a token it holds, a
 * tab runs it under a lock across tabs, and a tab that waited for the lock
 * first checks whether the token it had was replaced meanwhile (another
 * tab's broadcast), using that instead.
 */
export function coordinateRefresh(exchange: () => Promise<TokenGrant>): Promise<string> {
  if (inflight) return inflight;
  const before = getAccessToken();
  listenForTokens();
  // A page's first refresh (no token yet) goes out at once: Chromium granted a page's first lock ~100 ms
  // later on a busy laptop, on every cold load's critical path. Tabs opening together then both present
  // the cookie, and the server's grace window gives them the same successor (sessions.repo).
  const locks = before === null ? null : coordination.locks();
  const run = !locks
    ? exchangeAndShare(exchange)
    : locks.request(REFRESH_LOCK, async () => {
        const current = getAccessToken();
        if (current && current !== before && isAccessTokenFresh(coordination.marginMs, coordination.now())) return current;
        return exchangeAndShare(exchange);
      });
  const shared = run.finally(() => {
    if (inflight === shared) inflight = null;
  });
  inflight = shared;
  return shared;
}
