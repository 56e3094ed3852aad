// SPEC 5 input sanitising: markup tags are stripped from plain text. Applied
// by the shared schemas, so the server stores what the form showed. No field
// takes HTML: every screen, PDF and export shows stored text as text, never
// as markup or a link (issue 12), so this is a second line, not the only one.

export const DEFAULT_MAX_LENGTH = 1000;

// A tag is "<" then a letter, "/", "!" or "?", up to the next ">". Browsers
// read a "<" inside a tag as part of an attribute, so it does not end the tag:
// "<img src=x onerror=alert(1) <>" is one tag.
const TAG = /<\/?[a-zA-Z!?][^>]*>/g;
// A tag never closed, but with an attribute ("<img src=x onerror=…" at the end of the text).
const UNCLOSED_TAG = /<\/?[a-zA-Z!?][^>]*=[^>]*$/;
// Control characters other than tab and newline have no place in a name or a question; nor U+FFFE and
// U+FFFF, which Unicode keeps out of text for good and XML refuses (an xlsx holding one cannot be opened).
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g;

/** Plain text: tags removed, control characters removed, Unicode normalised (NFC). */
export function sanitizeText(value: string, maxLength = DEFAULT_MAX_LENGTH): string {
  let previous: string;
  let text = value.normalize('NFC').replace(CONTROL, '');
  // Repeat: removing one tag can join the pieces of another ("<scr<b>ipt>").
  do {
    previous = text;
    text = text.replace(TAG, '').replace(UNCLOSED_TAG, '');
  } while (text !== previous);
  return cutAt(text, maxLength);
}

/** At most `maxLength` UTF-16 units, never ending in half of a surrogate pair (an emoji cut in two). */
export function cutAt(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const last = text.charCodeAt(maxLength - 1);
  const splitsPair = last >= 0xd800 && last <= 0xdbff;
  return text.slice(0, splitsPair ? maxLength - 1 : maxLength);
}

// A surrogate with no partner: no text encoding can store it.
const LONE_SURROGATE = /\p{Surrogate}/gu;

/**
 * A label the client sent that is stored but never validated (a browser's User-Agent):
 * cleaned instead of refused, since refusing would refuse the request it came with.
 */
export function sanitizeLabel(value: string, maxLength: number): string {
  return cutAt(value.replace(LONE_SURROGATE, '').replace(CONTROL, '').trim(), maxLength);
}
