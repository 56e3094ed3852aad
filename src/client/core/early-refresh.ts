// The refresh the page's inline script started while it parsed
// (server/early-refresh.ts): the first refresh of this page load takes its
// pending answer instead of presenting the cookie again, which would rotate it
// twice. Taken once: every later refresh goes out as usual.
import { EARLY_REFRESH_GLOBAL } from '../../domain/api/early-refresh';

type EarlySlot = Record<typeof EARLY_REFRESH_GLOBAL, Promise<Response> | undefined>;

export function takeEarlyRefresh(): Promise<Response> | undefined {
  const slot = globalThis as unknown as EarlySlot;
  const early = slot[EARLY_REFRESH_GLOBAL];
  slot[EARLY_REFRESH_GLOBAL] = undefined;
  return early;
}
