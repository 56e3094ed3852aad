// The page's first refresh answers the screen's first reads too (issue 15).
// The page's inline script (server/early-refresh.ts) names its address in
// the refresh; the server works out the same reads it wrote into the page
// for that address (domain/api/early-reads.ts: never an address the client
// chose), runs each through the app itself with the fresh token, and sends
// their answers inside the refresh's. Before, the script asked for them once
// the refresh had answered and the page's main thread was free to run its
// callback: 40-55 ms later on a cold load here, busy evaluating the app's
// modules, and one more round trip on every screen.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { earlyReadsOf } from '../domain/api/early-reads';
import { EARLY_PAGE_HEADER } from '../domain/api/early-refresh';

/** Longer than any address the app's pages have (ids are at most 100 characters each). */
const MAX_PAGE_ADDRESS = 1000;

/** An answer the client can take as its own: a 200 with a JSON body, as the read would have had. */
const isJsonOk = (status: number, type: unknown) => status === 200 && typeof type === 'string' && type.startsWith('application/json');

/**
 * The bodies of the reads a page at `request`'s named address makes as it opens, by their address, asked
 * with `accessToken` and the request's language. A read that does not answer 200 with JSON is left out: the
 * page asks it itself and meets its error as usual. Undefined when the request names no page.
 */
export async function earlyAnswers(app: FastifyInstance, request: FastifyRequest, accessToken: string): Promise<Record<string, string> | undefined> {
  const page = request.headers[EARLY_PAGE_HEADER];
  if (typeof page !== 'string' || !page.startsWith('/') || page.length > MAX_PAGE_ADDRESS) return undefined;
  const at = page.indexOf('?');
  const urls = earlyReadsOf(at < 0 ? page : page.slice(0, at), at < 0 ? '' : page.slice(at));
  const headers = { authorization: `Bearer ${accessToken}`, ...pick(request, ['accept-language', 'host', 'user-agent']) };
  // A read that fails in any way is left out, never the refresh's failure: its cookie is already rotated.
  const answers = await Promise.all(
    urls.map((url) =>
      app.inject({ method: 'GET', url, headers, remoteAddress: request.ip }).catch((error: unknown) => {
        request.log.warn({ err: error, url }, 'early read failed');
        return null;
      }),
    ),
  );
  const bodies: Record<string, string> = {};
  answers.forEach((answer, index) => {
    if (answer && isJsonOk(answer.statusCode, answer.headers['content-type'])) bodies[urls[index]!] = answer.payload;
  });
  return bodies;
}

function pick(request: FastifyRequest, names: readonly string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = request.headers[name];
    if (typeof value === 'string') picked[name] = value;
  }
  return picked;
}
