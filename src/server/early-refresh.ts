// The session's first token refresh, started by the page itself (an inline
// script early in <head>, before the stylesheet, which would hold any script
// after it). Without it the refresh went out only once the boot chunk had
// downloaded and run, ~350-450 ms into a cold load on a school laptop, and
// every screen's data waited for its answer. The boot takes the pending answer
// (client/core/early-refresh.ts), so the cookie is still presented once per
// page load. The CSP allows this one inline script by its hash, no other.
import { createHash } from 'node:crypto';
import { API_CALL_TIMEOUT_MS } from '../domain/api/calls';
import { EARLY_REFRESH_GLOBAL } from '../domain/api/early-refresh';

const slot = `globalThis.${EARLY_REFRESH_GLOBAL}`;

/**
 * Gives up after the client's timeout for any call. Swallows a failure here (no unhandled rejection): the
 * boot awaits the same promise and sees it. A browser without AbortSignal.timeout (older than 2022)
 * skips it all, and the boot asks as before.
 */
export const EARLY_REFRESH_SCRIPT = `try{${slot}=fetch("/api/auth/refresh",{method:"POST",credentials:"same-origin",signal:AbortSignal.timeout(${API_CALL_TIMEOUT_MS})});${slot}.catch(function(){})}catch(e){}`;

/** The CSP source that allows exactly EARLY_REFRESH_SCRIPT. */
export const EARLY_REFRESH_CSP_SOURCE = `'sha256-${createHash('sha256').update(EARLY_REFRESH_SCRIPT).digest('base64')}'`;

export const EARLY_REFRESH_TAG = `<script>${EARLY_REFRESH_SCRIPT}</script>`;
