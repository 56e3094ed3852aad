// Contract between the page the server answers and the client's boot: the
// page's inline script starts the session's first token refresh while the
// page is still parsing and leaves the pending answer (a fetch Response
// promise) on `globalThis` under this name; the boot takes it instead of asking
// again (client/core/early-refresh.ts, server/early-refresh.ts).
export const EARLY_REFRESH_GLOBAL = 'catedraEarlyRefresh';

/**
 * The page's early reads (domain/api/early-reads.ts): the JSON block's id, and the global where the script
 * leaves a promise of { token, lang, reads: { [address]: Promise<Response> } }, or null without a session.
 */
export const EARLY_READS_ELEMENT_ID = 'catedra-early-reads';
export const EARLY_READS_GLOBAL = 'catedraEarlyReads';

/**
 * The header in which the page's first refresh names the page's address (path and query): the server answers
 * that page's early reads inside the refresh's answer, under `early` (server/early-answers.ts).
 */
export const EARLY_PAGE_HEADER = 'x-catedra-page';

/**
 * A cookie the server sets wherever it ends or refuses the browser's session, and clears when it starts one
 * (server/auth/cookies.ts). Not a secret, so the page's script may read it: with it, the script answers the
 * first refresh itself (401) instead of asking, and a signed-out visitor's page logs no refused refresh.
 */
export const SIGNED_OUT_COOKIE = 'catedra_signed_out';
