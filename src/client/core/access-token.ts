// The access token lives only in memory (DESIGN 3): a page reload gets a new
// one from the refresh cookie, and nothing readable by scripts outlives the tab.

interface HeldToken {
  value: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

let held: HeldToken | null = null;

export function setAccessToken(value: string, expiresAt: string | number): void {
  const time = typeof expiresAt === 'number' ? expiresAt : Date.parse(expiresAt);
  // An unparseable expiry is treated as "use once and refresh soon" rather than "forever".
  held = { value, expiresAt: Number.isFinite(time) ? time : Date.now() };
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
