// Hostile input for the property-based route tests (issues 9 and 12): every
// class of input that once reached a 500, generated for bodies, path
// parameters, query strings and headers alike.
import fc from 'fast-check';

/** Keys every plain object inherits, and names that tools treat specially. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'toJSON',
  'then',
  'length',
] as const;

/** Strings that broke something once, or could. */
export const hostileString = fc.constantFrom(
  "'; DROP TABLE app_user; --",
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1) <>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\ud83d',
  '\u0001\u202e\ufeff',
  '𝕋𝕖𝕤𝕥 👩‍🏫 ',
  'Ş̧̌ț̆'.repeat(50),
  '../../etc/passwd',
  '%',
  '%ZZ.pdf',
  '%00',
  '%ED%A0%80',
  '2147483648',
  '1e28',
  '-0',
  'NaN',
  'x'.repeat(5000),
  '',
  ' ',
  ...PROTOTYPE_KEYS,
);

// biome-ignore lint/correctness/noPrecisionLoss: 2^53 + 1 is here because it cannot be represented.
const hugeNumber = fc.constantFrom(2147483648, -2147483649, 1e28, -1e28, 9007199254740993, 1e308, -1e308, 5e-324, 0.1 + 0.2, -0);

const leaf = fc.oneof(hostileString, fc.string(), fc.integer(), hugeNumber, fc.double(), fc.boolean(), fc.constant(null));

/** An object whose own key shadows one every object inherits ({"toString": 1}). */
const shadowing = (value: fc.Arbitrary<unknown>) =>
  fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS.filter((k) => k !== '__proto__')), value).map(([key, v]) => ({ [key]: v }));

export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    leaf,
    shadowing(leaf),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.string(), hostileString, fc.constantFrom('name', 'title', 'grades', 'pupils', 'sections', 'questionScores', 'version', 'classroomIds')),
      tie('value'),
      { maxKeys: 5 },
    ),
  ),
})).value;

/** A body of the route's own shape with one field replaced by something hostile, possibly deep inside. */
function mutated(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const paths = leafPaths(valid);
  return fc.tuple(fc.constantFrom(...paths), hostileValue).map(([path, value]) => setAt(structuredClone(valid), path, value));
}

function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [path];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [path, ...entries.flatMap(([key, v]) => leafPaths(v, [...path, key]))];
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  Object.defineProperty(node, path.at(-1)!, { value, enumerable: true, writable: true, configurable: true });
  return root;
}

/** JSON nested `depth` levels deep, as text (JSON.stringify itself would overflow first). */
export function deeplyNested(depth: number, open = '[', close = ']'): string {
  return `${open.repeat(depth)}1${close.repeat(depth)}`;
}

/** Request bodies as JSON text (and a few that are not JSON at all). */
export function bodies(valid: Record<string, unknown> | undefined): fc.Arbitrary<string> {
  const shaped = valid ? [mutated(valid).map((v) => JSON.stringify(v)), fc.constant(JSON.stringify(valid))] : [];
  return fc.oneof(
    hostileValue.map((v) => JSON.stringify(v) ?? 'null'),
    ...shaped,
    fc.constant(deeplyNested(4000)),
    fc.constant(`{"a":${deeplyNested(4000, '{"a":', '}')}}`),
    fc.integer({ min: 30, max: 40 }).map((depth) => deeplyNested(depth)),
    fc.constant('[{"toString":1}]'),
    fc.constant(JSON.stringify(Array.from({ length: 20_000 }, () => 1))),
    fc.constantFrom(
      '{',
      '{"a":1,}',
      'null',
      '"\\ud800"',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '',
      '\u0000',
      '{"a":"\\u0000"}',
    ),
  );
}

/** Stands for the fixture's id at the time of the request (fixtures are re-created after a delete). */
export const CURRENT_ID = '@current';
export const CURRENT_ID_UPPER = '@CURRENT';

/** Values for a path parameter: the real id most of the time, else something hostile. */
export function paramValue(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(CURRENT_ID) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        CURRENT_ID_UPPER,
        '00000000-0000-0000-0000-000000000000',
        '%',
        '%ZZ',
        '%00',
        '%ED%A0%80',
        '..%2F..',
        'constructor',
        '__proto__',
        '1e28',
        '2147483648',
        'x'.repeat(300),
        encodeURIComponent('<script>'),
      ),
    },
  );
}

/** Percent-encoded, or as it is when it cannot be (half a surrogate pair): a malformed query is a case too. */
function encodeOrRaw(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value;
  }
}

const queryValue = fc.oneof(
  fc.constantFrom('%00', '%', '%ZZ', '%ED%A0%80', '%F0%9F', '1e28', '2147483648', 'csv', 'xlsx', '//evil.example', '/\\evil', `/${'%2F'.repeat(3)}x`, ''),
  fc.string().map(encodeURIComponent),
  hostileString.map(encodeOrRaw),
);
const queryKey = fc.constantFrom('title', 'classroomId', 'format', 'returnTo', 'token', ...PROTOTYPE_KEYS, 'a[b]', '%', '%00');

/** A raw query string ("" or "?k=v&…"), malformed encodings included. */
export const queryString: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  {
    weight: 3,
    arbitrary: fc.array(fc.tuple(queryKey, queryValue), { minLength: 1, maxLength: 3 }).map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
  },
);

const headerText = fc.constantFrom(
  '%',
  '%ZZ.pdf',
  '%00.pdf',
  '%ED%A0%80.pdf',
  'a.pdf',
  '..%2F..%2Fa.pdf',
  'x'.repeat(2000),
  '',
  '__proto__',
  'constructor',
  'é.pdf',
);

/** Extra request headers, hostile values included. The signed-in test adds its own authorization. */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'x-file-name': headerText,
    'accept-language': fc.constantFrom('ro', 'es-ES,es;q=0.9', '*', 'ro;q=abc', '__proto__', 'constructor;q=1', 'x'.repeat(3000), ''),
    cookie: fc.constantFrom(
      'catedra_refresh=%',
      'catedra_refresh=s:abc.def',
      'catedra_refresh=',
      '__proto__=1',
      'constructor=1; toString=2',
      'catedra_oidc=%ZZ',
    ),
    origin: fc.constantFrom('null', 'http://evil.example', 'http://localhost', '%'),
    authorization: fc.constantFrom('Bearer', 'Bearer x.y.z', 'Basic Zm9vOmJhcg==', `Bearer ${'a'.repeat(5000)}`),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', '::1, 2.2.2.2', 'nonsense', ''),
    // Stored with a new session (sign-in, registration, OIDC): NUL and lone surrogates only reach it through inject.
    'user-agent': fc.constantFrom('Mozilla/5.0', '\u0000', 'a\ud800b', `${'é'.repeat(299)}😀`, '\u007f\u00ff'.repeat(4000), '__proto__', ''),
  },
  { requiredKeys: [] },
);

/** The content type a body is sent with: JSON most of the time. */
export const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-16',
      'application/json;',
      'text/plain',
      'application/octet-stream',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ),
  },
);
