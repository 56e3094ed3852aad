// The refresh the page's inline script started while it parsed
// (server/early-refresh.ts): the first refresh of this page load takes its
// pending answer instead of presenting the cookie again, which would rotate it
// twice. Taken once: every later refresh goes out as usual.
//
// With its token the script also asked for the screen's reads (domain/api/
// early-reads.ts): a GET the client makes takes the matching answer, once,
// when it carries the same token and language; anything else goes out.
import { EARLY_READS_GLOBAL, EARLY_REFRESH_GLOBAL } from '../../domain/api/early-refresh';

interface EarlyReads {
  token: string;
  lang: string;
  reads: Record<string, Promise<Response> | undefined>;
}

type EarlySlot = Record<typeof EARLY_REFRESH_GLOBAL, Promise<Response> | undefined> & Record<typeof EARLY_READS_GLOBAL, Promise<EarlyReads | null> | undefined>;

const slot = () => globalThis as unknown as EarlySlot;

export function takeEarlyRefresh(): Promise<Response> | undefined {
  const early = slot()[EARLY_REFRESH_GLOBAL];
  slot()[EARLY_REFRESH_GLOBAL] = undefined;
  return early;
}

/**
 * The page's answer to this GET, when the page asked the very same (address, token, language); taken once.
 * Undefined when the page asked for nothing or this is not a GET: the caller fetches as usual.
 */
export function takeEarlyRead(input: unknown, init: RequestInit | undefined): Promise<Response> | undefined {
  const pending = slot()[EARLY_READS_GLOBAL];
  if (!pending || typeof input !== 'string' || (init?.method ?? 'GET').toUpperCase() !== 'GET') return undefined;
  const headers = new Headers(init?.headers);
  return pending.then((early) => {
    const same = early && headers.get('authorization') === `Bearer ${early.token}` && headers.get('accept-language') === early.lang;
    const read = same ? early.reads[input] : undefined;
    if (early && read) early.reads[input] = undefined;
    return read ?? fetch(input, init);
  });
}

/** Forgets the page's reads: once the teacher has moved on, an answer from the page's first moments would be stale. */
export function dropEarlyReads(): void {
  slot()[EARLY_READS_GLOBAL] = undefined;
}
