// Validation helpers shared by the server and the client forms. A failure
// carries an i18n message reference (key plus parameters), never text: the
// server translates it for the caller's language and the client for the
// interface language, so both show the same SPEC message.
import { array, coerce, define, dynamic, optional, type Refiner, record, refine, Struct, unknown } from 'superstruct';
import { isPhoneNumber, isWebAddress } from './contact';
import { EMAIL_PATTERN } from './email';
import { sanitizeText } from './sanitize';
import { textLength } from './text-length';

/** A translatable message: an i18n key and the values it interpolates. */
export interface MessageRef {
  key: string;
  params?: Record<string, string | number>;
}

const PARAM_SEPARATOR = '|';

/** Superstruct failures carry strings; a MessageRef travels inside one. */
export function encodeMessage(key: string, params?: MessageRef['params']): string {
  return params ? `${key}${PARAM_SEPARATOR}${JSON.stringify(params)}` : key;
}

export function decodeMessage(message: string): MessageRef {
  const at = message.indexOf(PARAM_SEPARATOR);
  if (at < 0) return { key: message };
  try {
    return { key: message.slice(0, at), params: JSON.parse(message.slice(at + 1)) as MessageRef['params'] };
  } catch {
    return { key: message.slice(0, at) };
  }
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; fields: Record<string, MessageRef> };

/**
 * The most fields one answer names. Superstruct finds failures one by one as they are read, so the walk stops
 * there too: a body of 60,000 bad keys was read whole and answered with 3.8 MB of messages.
 */
export const MAX_FIELD_MESSAGES = 50;

/** The type of a list's wrong count (boundedArray), whose message is its own. */
const LIST_TYPE = 'list';

/** Validates (and coerces) a value, keeping the first failure of every field (of the first MAX_FIELD_MESSAGES). */
export function validate<T, S>(struct: Struct<T, S>, value: unknown): ValidationResult<T> {
  const [error, result] = struct.validate(value, { coerce: true });
  if (!error) return { ok: true, value: result as T };
  // Paths carry user-chosen keys ("constructor", "toString"): a Map, never a plain object's lookup.
  const fields = new Map<string, MessageRef>();
  for (const failure of error.failures()) {
    if (fields.size >= MAX_FIELD_MESSAGES) break;
    const path = failure.path.length ? failure.path.join('.') : '_';
    if (fields.has(path)) continue;
    const custom = failure.refinement !== undefined || failure.type === 'text' || failure.type === LIST_TYPE;
    fields.set(path, custom ? decodeMessage(failure.message) : genericMessage(failure.type, failure.value));
  }
  return { ok: false, fields: Object.fromEntries(fields) };
}

/**
 * A list's or a record's wrong count. It fails as a type ('list'), not a refinement: a rule across fields
 * (crossField) or a refinement around the list must not read items nobody checked.
 */
const wrongCount = <T>(key: string, params?: MessageRef['params']) => define<T>(LIST_TYPE, () => encodeMessage(key, params));

/**
 * A list of `min` to `max` items, refused by its length before any item is read: 100,000 bad items were each
 * checked (the server's only thread busy for half a second) before the list's own limit was, and a test's save of
 * 2.7 million empty sections (8 MB, within its body limit) ran the server out of memory. Every list a body
 * carries is one of these (superstruct's `array`, `size` and `record` are for this file only: biome.json).
 */
export function boundedArray<T, S>(item: Struct<T, S>, max: number, min = 0): Struct<T[], null> {
  const tooMany = wrongCount<T[]>('validation.maxItems', { n: max });
  const tooFew = wrongCount<T[]>('validation.atLeastOne');
  return dynamic<T[]>((value) => {
    if (!Array.isArray(value)) return array(item);
    if (value.length > max) return tooMany;
    return value.length < min ? tooFew : array(item);
  });
}

/** A record of at most `max` keys, refused by its count before any entry is read (as boundedArray). */
export function boundedRecord<K extends string, V>(key: Struct<K>, value: Struct<V>, max: number): Struct<Record<K, V>, null> {
  const tooMany = wrongCount<Record<K, V>>('validation.maxItems', { n: max });
  return dynamic<Record<K, V>>((entries) => {
    const many = entries !== null && typeof entries === 'object' && !Array.isArray(entries) && Object.keys(entries).length > max;
    return many ? tooMany : record(key, value);
  });
}

/**
 * A rule across fields (points that add up, pairs that name real items). It
 * runs only when every field inside has the right type: superstruct runs a
 * refiner even after a field failed by type when a later field failed only a
 * format rule, and the rule would then read a string as a list and throw.
 */
export function crossField<T, S>(struct: Struct<T, S>, name: string, rule: Refiner<T>): Struct<T, S> {
  return refine(struct, name, (value, context) => {
    const [error] = struct.validate(value);
    const typesHold = !error?.failures().some((failure) => failure.refinement === undefined);
    return typesHold ? rule(value, context) : true;
  });
}

/** Superstruct's own failures (wrong type, missing key) mapped onto SPEC 5's generic messages. */
function genericMessage(type: string, value: unknown): MessageRef {
  if (value === undefined || value === null || value === '') return { key: 'validation.required' };
  if (type === 'number' || type === 'integer') return { key: type === 'integer' ? 'validation.wholeNumber' : 'validation.number' };
  if (type === 'never') return { key: 'validation.unknownField' };
  return { key: 'validation.invalid' };
}

interface TextRules {
  min?: number;
  max: number;
  pattern?: RegExp;
  /** Message key used when the pattern does not match (and, if set, for length failures too). */
  patternKey?: string;
  requiredKey?: string;
  /** When true, the pattern message also covers a length outside min..max (the SPEC's name rule does). */
  patternCoversLength?: boolean;
  /**
   * Passwords are taken exactly as typed (trim: false); everything else is
   * trimmed and sanitised (markup tags and control characters removed).
   */
  trim?: boolean;
}

/**
 * Characters no text may hold: half of a surrogate pair (a broken emoji, which
 * UTF-8 and PostgreSQL cannot store) and NUL (PostgreSQL text refuses it).
 * The one rule for all text (issue 12): refused with a field message, never
 * silently replaced, since changing what a teacher typed is worse than asking.
 */
const NOT_TEXT = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|\u0000/;

export function isStorableText(value: string): boolean {
  return !NOT_TEXT.test(value);
}

/**
 * A trimmed string with SPEC 5's generic length messages. Trimming happens by
 * coercion, so the validated value is what gets stored.
 */
/** The longest text the sanitiser reads for a field of `max` characters: room for markup several times the text. */
const sanitizedUpTo = (max: number) => 4 * max + 1000;

export function text(rules: TextRules): Struct<string, null> {
  const isText = define<string>('text', (value) => typeof value === 'string' || encodeMessage('validation.text'));
  // Text that is not storable is left as typed, so the rule below refuses it instead of the sanitiser hiding it;
  // so is text far over the limit (a 1 MB body of one field), which no markup removed could bring within it.
  const clean = (value: string) =>
    rules.trim === false || !isStorableText(value) || value.length > sanitizedUpTo(rules.max) ? value : sanitizeText(value, Number.MAX_SAFE_INTEGER).trim();
  const trimmed = coerce(isText, unknown(), (value) => (typeof value === 'string' ? clean(value) : (value ?? '')));
  return refine(trimmed, 'text', (value) => {
    if (!isStorableText(value)) return encodeMessage('validation.invalidCharacters');
    if (value.length === 0) return rules.min === 0 || encodeMessage(rules.requiredKey ?? 'validation.required');
    // Characters as a person counts them (code points): 1,001 "𝑥" are 2,002 UTF-16 units but within 2,000 characters.
    const length = textLength(value);
    const tooShort = rules.min !== undefined && length < rules.min;
    const tooLong = length > rules.max;
    if ((tooShort || tooLong) && rules.patternCoversLength && rules.patternKey) return encodeMessage(rules.patternKey);
    if (tooShort) return encodeMessage('validation.minLength', { n: rules.min ?? 0 });
    if (tooLong) return encodeMessage('validation.maxLength', { n: rules.max });
    if (rules.pattern && !rules.pattern.test(value)) return encodeMessage(rules.patternKey ?? 'validation.invalid');
    return true;
  });
}

/** An optional address: empty is fine, anything else must look like an email (a pupil's, a colleague invited). */
export function optionalEmail(): Struct<string, null> {
  return refine(optionalText(254), 'email', (value) => value === '' || EMAIL_PATTERN.test(value) || encodeMessage('validation.emailValid'));
}

/** An optional trimmed string: empty becomes ''. */
export function optionalText(max: number): Struct<string, null> {
  return text({ min: 0, max });
}

/**
 * Superstruct's optional() still runs the inner coercer, which turns a
 * missing text into ''. A field left out of an update must stay undefined
 * ("leave as it is"), so this one skips coercion for undefined.
 */
export function optionalField<T, S>(struct: Struct<T, S>): Struct<T | undefined, S> {
  const base = optional(struct);
  return new Struct({ ...base, coercer: (value, context) => (value === undefined ? undefined : struct.coercer(value, context)) });
}

/**
 * Superstruct's nullable() keeps the inner coercer, and text() coerces null
 * to '' (then "Field is required"). Here null is a value of its own ("none",
 * say no due date) and passes through untouched.
 */
export function nullableField<T, S>(struct: Struct<T, S>): Struct<T | null, S> {
  return new Struct<T | null, S>({
    ...struct,
    coercer: (value, context) => (value === null ? null : struct.coercer(value, context)),
    validator: (value, context) => value === null || struct.validator(value, context),
    refiner: (value, context) => value === null || struct.refiner(value as T, context),
  });
}

/** An optional web address: empty, or SPEC 5's URL rule. */
export function optionalUrl(max = 500): Struct<string, null> {
  return refine(optionalText(max), 'url', (value) => value === '' || isWebAddress(value) || encodeMessage('validation.url'));
}

/** An optional phone number: empty, or SPEC 5's phone rule. */
export function optionalPhone(): Struct<string, null> {
  return refine(optionalText(40), 'phone', (value) => value === '' || isPhoneNumber(value) || encodeMessage('validation.phone'));
}
