// Slows down password guessing against one account. Per-IP limits (the
// rate-limit plugin) stop one machine; this stops many machines aiming at one
// account. The block is short and bounded (at most 15 minutes), so an
// attacker cannot keep a real teacher locked out for long, and a success
// clears it. State is per process: behind several instances each counts alone.
const FREE_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;
const MAX_BLOCK_MS = 15 * 60_000;

interface Entry {
  failures: number;
  firstFailureAt: number;
  blockedUntil: number;
}

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds to wait before this account may try again, or 0. */
  retryAfterSeconds(account: string): number {
    const entry = this.entries.get(account.toLowerCase());
    if (!entry) return 0;
    const wait = entry.blockedUntil - this.now();
    return wait > 0 ? Math.ceil(wait / 1000) : 0;
  }

  recordFailure(account: string): void {
    const key = account.toLowerCase();
    const now = this.now();
    let entry = this.entries.get(key);
    if (!entry || now - entry.firstFailureAt > WINDOW_MS) {
      entry = { failures: 0, firstFailureAt: now, blockedUntil: 0 };
      this.entries.set(key, entry);
    }
    entry.failures++;
    if (entry.failures >= FREE_FAILURES) {
      // 30 s after the 5th failure, doubling with each further one, capped.
      const block = Math.min(30_000 * 2 ** (entry.failures - FREE_FAILURES), MAX_BLOCK_MS);
      entry.blockedUntil = now + block;
    }
    this.prune(now);
  }

  recordSuccess(account: string): void {
    this.entries.delete(account.toLowerCase());
  }

  /** Keeps memory bounded under a spray of made-up accounts. */
  private prune(now: number): void {
    if (this.entries.size < 10_000) return;
    for (const [key, entry] of this.entries) {
      if (now - entry.firstFailureAt > WINDOW_MS && entry.blockedUntil < now) this.entries.delete(key);
    }
  }
}
