// What every request passes before any route sees it (issue 12): the JSON
// body parser and the query-string check. Placed here, and installed once on
// the root app, so that no route can forget them.
//
// - Depth: a real body nests about ten levels (quiz > sections > questions >
//   rules > sub-rules). Deeper JSON is refused before it is parsed, by one
//   cheap scan of the text, so 8 KB of brackets cannot overflow the stack of
//   the parser or of whatever walks the value later.
// - Text that cannot be stored (half a surrogate pair, NUL), in any string or
//   key of the body or any query value, is refused with a field message: the
//   one rule for all text, the same one the shared text() schema applies. So
//   are bytes that are not UTF-8 (decoded leniently, they were stored as
//   U+FFFD), and a body declared in another character set or compressed is
//   refused (415) rather than read as plain UTF-8.
// - Printing: superstruct formats a message for every failure with
//   `${value}`, which throws for an object whose own `toString` is not a
//   function ({"toString":1}) and is slow for a huge array. Such objects get a
//   harmless Symbol.toPrimitive, invisible to JSON, Object.keys and the schemas.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isStorableText, type MessageRef } from '../domain/validation';
import { validationError } from './errors';

/** Deepest nesting of objects and arrays a body may have; real bodies need about ten. */
export const MAX_JSON_DEPTH = 32;

/** True when the JSON text opens more than `max` objects or arrays inside one another. Strings are skipped. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

const INVALID_CHARACTERS: MessageRef = { key: 'validation.invalidCharacters' };

/** A path as the error's fields name it; a key that is not text itself is shown with U+FFFD. */
const pathOf = (path: readonly (string | number)[]) =>
  path.length ? path.map((p) => (typeof p === 'string' && !isStorableText(p) ? p.replace(/[\ud800-\udfff\u0000]/g, '\ufffd') : p)).join('.') : '_';

function printable(this: object) {
  return Array.isArray(this) ? '[array]' : '[object]';
}

/**
 * Containers larger than this are printed as "[array]" or "[object]" too:
 * printing a 20,000-item array for a message nobody reads cost more than the
 * rest of the request. Smaller ones keep the default (marking every node
 * would cost more than it saves).
 */
const PRINT_IN_FULL = 16;

function makePrintable(node: object) {
  Object.defineProperty(node, Symbol.toPrimitive, { value: printable, enumerable: false });
}

/**
 * Text decoded from UTF-8 cannot hold half a surrogate pair or a raw NUL (JSON
 * forbids raw control characters), so a body can only carry them as escapes:
 * when its text has none, no string needs looking at.
 */
const NOT_TEXT_ESCAPE = /\\u(?:0000|d[89a-f])/i;

/**
 * Walks a parsed body once: makes large objects and those that shadow
 * toString or valueOf safe to print, and, when `text` (the raw JSON) holds
 * suspicious escapes or is not given, collects the paths of text that cannot
 * be stored.
 */
export function inspectBody(value: unknown, text?: string): Map<string, MessageRef> {
  const problems = new Map<string, MessageRef>();
  const checkText = text === undefined || NOT_TEXT_ESCAPE.test(text);
  const path: (string | number)[] = [];
  // Recursion is bounded: the parser has already refused anything deeper than MAX_JSON_DEPTH.
  const visit = (node: unknown) => {
    if (typeof node === 'string') {
      if (checkText && !isStorableText(node)) problems.set(pathOf(path), INVALID_CHARACTERS);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      if (node.length > PRINT_IN_FULL) makePrintable(node);
      for (let index = 0; index < node.length; index++) {
        path.push(index);
        visit(node[index]);
        path.pop();
      }
      return;
    }
    const keys = Object.keys(node);
    if (keys.length > PRINT_IN_FULL || Object.hasOwn(node, 'toString') || Object.hasOwn(node, 'valueOf')) makePrintable(node);
    for (const key of keys) {
      path.push(key);
      if (checkText && !isStorableText(key)) problems.set(pathOf(path), INVALID_CHARACTERS);
      visit((node as Record<string, unknown>)[key]);
      path.pop();
    }
  };
  visit(value);
  return problems;
}

/** UTF-8 (a byte order mark is dropped), or null for bytes that are not: never a U+FFFD standing in for them. */
const decodeUtf8 = (body: Buffer): string | null => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return null;
  }
};

/** A 415: Fastify's own status for a media type it does not read, answered in the one error shape (error-handler.ts). */
const unsupportedMediaType = () => Object.assign(new Error('unsupported media type'), { statusCode: 415 });

/** The JSON body's declared character set, when it names one other than UTF-8. */
function foreignCharset(request: FastifyRequest): string | null {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
  return charset && charset !== 'utf-8' && charset !== 'utf8' ? charset : null;
}

/** Query values reach SQL (the title filter) and headers (redirects): refused when they are not storable text, or given twice. */
function checkQuery(request: FastifyRequest) {
  const query = request.query;
  if (!query || typeof query !== 'object') return;
  const problems = new Map<string, MessageRef>();
  for (const [key, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (!isStorableText(key) || values.some((v) => typeof v === 'string' && !isStorableText(v))) problems.set(pathOf([key]), INVALID_CHARACTERS);
    // No route reads a parameter twice: "?title=a&title=b" filtered nothing (an array is not a title) and answered every test.
    else if (values.length > 1) problems.set(pathOf([key]), { key: 'validation.invalid' });
  }
  if (problems.size > 0) throw validationError(Object.fromEntries(problems));
}

export function installRequestInputChecks(app: FastifyInstance) {
  // Fastify's own parser (secure-json-parse: "__proto__" keys refused), behind the depth scan and followed by the walk.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    if (foreignCharset(request)) return done(unsupportedMediaType(), undefined);
    // An empty body labelled JSON is no body, as without the label: a client that labels every call (the
    // SPEC's "JSON content") got 400 from sign-out, which then ended nothing. A route that needs a body says so.
    if ((body as Buffer).length === 0) return done(null, undefined);
    const text = decodeUtf8(body as Buffer);
    if (text === null) return done(validationError({ _: INVALID_CHARACTERS }), undefined);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(validationError({ _: { key: 'validation.tooDeep', params: { n: MAX_JSON_DEPTH } } }), undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      const problems = inspectBody(value, text);
      if (problems.size > 0) return done(validationError(Object.fromEntries(problems)), undefined);
      done(null, value);
    });
  });
  // HTTP/1.1 asks every request for a Host header. Node's own refusal (app.ts turns it off) was a 400 with no body;
  // this one is the one error shape, in the request's language.
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) throw validationError({ host: { key: 'validation.required' } });
  });
  // No body coding is unpacked here (no route needs one): a gzip body read as text would be nonsense, so it is refused.
  app.addHook('onRequest', async (request) => {
    const coding = request.headers['content-encoding'];
    if (coding && coding.trim().toLowerCase() !== 'identity') throw unsupportedMediaType();
  });
  app.addHook('preValidation', async (request) => checkQuery(request));
}
