// SPEC 9: a call of the client gives up after this long; also the page's early refresh (server/early-refresh.ts).
export const API_CALL_TIMEOUT_MS = 30_000;
