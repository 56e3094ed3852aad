// The session's first token refresh, started by the page itself (an inline
// script early in <head>, before the stylesheet, which would hold any script
// after it). Without it the refresh went out only once the boot chunk had
// downloaded and run, ~350-450 ms into a cold load on a school laptop, and
// every screen's data waited for its answer. The boot takes the pending answer
// (client/core/early-refresh.ts), so the cookie is still presented once per
// page load. The CSP allows this one inline script by its hash, no other.
//
// The same refresh brings the screen's first reads (domain/api/early-reads.ts),
// listed in a JSON block the server writes before the script for the page's
// address and language (issue 15): the refresh names the page, and the server
// answers them inside its answer (server/early-answers.ts). The client takes
// each answer when it asks the same thing with the same token and language.
import { createHash } from 'node:crypto';
import { API_CALL_TIMEOUT_MS } from '../domain/api/calls';
import { EARLY_PAGE_HEADER, EARLY_READS_ELEMENT_ID, EARLY_READS_GLOBAL, EARLY_REFRESH_GLOBAL, SIGNED_OUT_COOKIE } from '../domain/api/early-refresh';
import type { Language } from '../domain/languages';

const refreshSlot = `globalThis.${EARLY_REFRESH_GLOBAL}`;
const readsSlot = `globalThis.${EARLY_READS_GLOBAL}`;
const timeout = `signal:AbortSignal.timeout(${API_CALL_TIMEOUT_MS})`;
/** The server's own refusal (errors.ts `unauthenticated`), as the script answers it when the browser is known to have no session. */
const noSession = `Promise.resolve(new Response('{"error":{"code":"authentication"}}',{status:401,headers:j}))`;
const signedOut = `/(^|;\\s*)${SIGNED_OUT_COOKIE}=1(;|$)/.test(document.cookie)`;

/**
 * The refresh is asked at high priority: the page's two dozen preloads, found by the browser before this
 * script runs, otherwise took the six connections first, and the refresh waited behind them. With the
 * page's JSON block it names the page's address (EARLY_PAGE_HEADER) in the reads' language, and its answer
 * carries the reads' bodies under `early` (server/early-answers.ts): the boot gets the refresh's answer
 * without them (parsed once, here), and each read an answer made from its body. A read the server left
 * out is asked here with the new token. A browser the server marked signed out (SIGNED_OUT_COOKIE) asks
 * nothing: the script answers the refresh with the server's 401, so a visitor's sign-in page logs no refused
 * request and waits for none. Gives up after the client's timeout for any call. Swallows a
 * failure here (no unhandled rejection): the boot awaits the same promise and sees it. A browser without
 * AbortSignal.timeout (older than 2022) skips it all, and the boot asks as before.
 */
export const EARLY_REFRESH_SCRIPT =
  `try{var e=document.getElementById("${EARLY_READS_ELEMENT_ID}"),w=e?JSON.parse(e.textContent):null,o=null,` +
  `j={"content-type":"application/json"},q=${signedOut}?${noSession}:fetch("/api/auth/refresh",{method:"POST",credentials:"same-origin",priority:"high",` +
  `headers:w?{"${EARLY_PAGE_HEADER}":location.pathname+location.search,"accept-language":w.lang}:{},${timeout}}),` +
  `r=${refreshSlot}=!w?q:q.then(function(a){return!a.ok?a:a.json().then(function(b){var x=b.early||{};delete b.early;` +
  `if(typeof b.accessToken==="string"){o={token:b.accessToken,lang:w.lang,reads:{}};var h={authorization:"Bearer "+b.accessToken,"accept-language":w.lang};` +
  `w.urls.forEach(function(u){var f=o.reads[u]=typeof x[u]==="string"?Promise.resolve(new Response(x[u],{status:200,headers:j})):` +
  `fetch(u,{headers:h,credentials:"same-origin",${timeout}});f.catch(function(){})})}` +
  `return new Response(JSON.stringify(b),{status:a.status,headers:j})})});r.catch(function(){});` +
  `if(w)${readsSlot}=r.then(function(){return o},function(){return null})}catch(x){}`;

/** The CSP source that allows exactly EARLY_REFRESH_SCRIPT. */
export const EARLY_REFRESH_CSP_SOURCE = `'sha256-${createHash('sha256').update(EARLY_REFRESH_SCRIPT).digest('base64')}'`;

export const EARLY_REFRESH_TAG = `<script>${EARLY_REFRESH_SCRIPT}</script>`;

/** The JSON block the script reads (not run: a data block needs no CSP source). `<` is escaped, so no address closes it. */
export function earlyReadsTag(urls: readonly string[], language: Language): string {
  const json = JSON.stringify({ lang: language, urls }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${EARLY_READS_ELEMENT_ID}">${json}</script>`;
}
