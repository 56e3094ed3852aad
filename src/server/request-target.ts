// The request line's target as the checks read it. HTTP/1.1 lets a client
// name the resource in absolute form ("GET http://host/api/schools",
// RFC 9112 3.2.2; proxies send it, and a server must accept it). Fastify
// routes it by its path but kept the whole target in `request.url`, which the
// bearer guard, the no-store rule for API answers and the SPA's paths read:
// such a request reached an API route as if it were public (answered 401 only
// by the route's own check) and its answer went out without `no-store`.

/** Scheme and authority at the start of an absolute-form target. */
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/** The origin form of a request target ("/api/schools?x=1"), whatever form it came in; "*" and paths unchanged. */
export function originForm(target: string): string {
  const match = ABSOLUTE_FORM.exec(target);
  if (!match) return target;
  const rest = target.slice(match[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}
