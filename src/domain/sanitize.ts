// SPEC 5 input sanitising: markup tags are stripped from plain text, or, when
// HTML is allowed, scripts, iframes and event handlers are. Applied by the
// shared schemas, so the server stores what the form showed.

export const DEFAULT_MAX_LENGTH = 1000;

const TAG = /<\/?[a-zA-Z!][^<>]*>/g;
// Control characters other than tab and newline have no place in a name or a question.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Plain text: tags removed, control characters removed, Unicode normalised (NFC). */
export function sanitizeText(value: string, maxLength = DEFAULT_MAX_LENGTH): string {
  let previous: string;
  let text = value.normalize('NFC');
  // Repeat: "<scr<b>ipt>" leaves "<script>" after one pass.
  do {
    previous = text;
    text = text.replace(TAG, '');
  } while (text !== previous);
  return text.replace(CONTROL, '').slice(0, maxLength);
}

/** HTML that may keep its formatting: scripts, iframes and event-handler attributes are removed. */
export function sanitizeHtml(value: string, maxLength = DEFAULT_MAX_LENGTH): string {
  return value
    .replace(/<(script|iframe|object|embed|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(script|iframe|object|embed|style)\b[^>]*\/?>/gi, '')
    .replace(/\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/(href|src)\s*=\s*(["']?)\s*javascript:[^"'\s>]*\2/gi, '$1="#"')
    .replace(CONTROL, '')
    .slice(0, maxLength);
}
