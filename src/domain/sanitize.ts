// SPEC 5 input sanitising: markup tags are stripped from plain text. Applied
// by the shared schemas, so the server stores what the form showed. No field
// takes HTML: every screen, PDF and export shows stored text as text, never
// as markup or a link (issue 12), so this is a second line, not the only one.

export const DEFAULT_MAX_LENGTH = 1000;

// What is stripped is markup a person wrote as markup: a tag of an HTML (or
// SVG/MathML) element with attributes as HTML writes them (ASCII names,
// values quoted or without spaces), a comment, a doctype, a processing
// instruction. Not every "<" then a letter: "dacă 0<a și a=2, atunci x<y și
// y>z" is mathematics, and an earlier rule (any "<" and letter up to the next
// ">") cut it to "dacă 0z" without a word. Nothing shows stored text as
// markup (this module's test holds every sink): this is SPEC 5's second line.
// Read by hand, left to right, in time linear in the text: the regular
// expressions it replaces took seconds on a field of "<a x=1" repeated.
const ELEMENTS = new Set(
  (
    'a abbr address animate applet area article aside audio b base bdi bdo bgsound big blink blockquote body br button ' +
    'canvas caption center cite code col colgroup data datalist dd del details dfn dialog div dl dt em embed fieldset ' +
    'figcaption figure font footer foreignobject form frame frameset h1 h2 h3 h4 h5 h6 head header hr html i iframe ' +
    'ilayer image img input ins isindex kbd keygen label layer legend li link listing main map mark marquee math menu ' +
    'meta meter nav noembed noframes noscript object ol optgroup option output p param picture plaintext pre progress q ' +
    'rp rt ruby s samp script section select set slot small source span strike strong style sub summary sup svg table ' +
    'tbody td template textarea tfoot th thead time title tr track tt u ul use var video wbr xmp'
  ).split(' '),
);
/** Passes over a text whose removals keep making new markup. */
const MAX_PASSES = 16;
/** A quoted attribute value longer than this is not markup anyone typed; it also bounds each tag's reading. */
const MAX_QUOTED = 1024;

const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';
const isAsciiLetter = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
/** An attribute name's character: printable ASCII but space, quotes, "/", "=", "<", ">" and the backtick. */
const isNameChar = (c: string) => c > ' ' && c <= '~' && !'"\'/=<>`'.includes(c);
/** An unquoted value's character: anything but space, quotes, "=", "<", ">" and the backtick. */
const isBareValueChar = (c: string) => !isSpace(c) && !'"\'=<>`'.includes(c);

/**
 * Where the markup starting at `start` (a "<") ends: the index after its ">", the text's end for an element's
 * tag left open at the end with an attribute ("<img src=x onerror=…"), or -1 when it is not markup.
 */
function markupEnd(text: string, start: number, lastCommentEnd: number): number {
  const next = text[start + 1] ?? '';
  if (text.startsWith('<!--', start)) {
    // Past the last "-->" no comment closes: each "<!--" would otherwise search to the end again.
    return start + 4 > lastCommentEnd ? -1 : text.indexOf('-->', start + 4) + 3;
  }
  if ((next === '!' || next === '?') && isAsciiLetter(text[start + 2] ?? '')) {
    // A doctype or a processing instruction: up to the next ">", with no "<" before it.
    for (let i = start + 2; i < text.length; i++) {
      if (text[i] === '>') return i + 1;
      if (text[i] === '<') return -1;
    }
    return -1;
  }
  let i = start + 1;
  if (text[i] === '/') i++;
  const nameStart = i;
  while (i < text.length && /[a-zA-Z0-9]/.test(text[i]!)) i++;
  if (!ELEMENTS.has(text.slice(nameStart, i).toLowerCase())) return -1;
  let sawValue = false;
  while (true) {
    const separated = i < text.length && (isSpace(text[i]!) || text[i] === '/');
    while (i < text.length && (isSpace(text[i]!) || text[i] === '/')) i++;
    if (i >= text.length) return sawValue ? text.length : -1;
    if (text[i] === '>') return i + 1;
    if (!separated) return -1;
    // A stray "<" among the attributes ("<img src=x <>") is read as the browser reads it, as an attribute's name.
    if (text[i] === '<' && !isAsciiLetter(text[i + 1] ?? '') && text[i + 1] !== '/' && text[i + 1] !== '!') {
      i++;
      continue;
    }
    const attributeStart = i;
    while (i < text.length && isNameChar(text[i]!)) i++;
    if (i === attributeStart) return -1;
    let j = i;
    while (j < text.length && isSpace(text[j]!)) j++;
    if (text[j] !== '=') continue;
    j++;
    while (j < text.length && isSpace(text[j]!)) j++;
    const quote = text[j];
    if (quote === '"' || quote === "'") {
      let close = j + 1;
      while (close < text.length && close - j <= MAX_QUOTED && text[close] !== quote) close++;
      if (text[close] !== quote) return -1;
      i = close + 1;
    } else {
      const valueStart = j;
      while (j < text.length && isBareValueChar(text[j]!)) j++;
      if (j === valueStart) return -1;
      i = j;
    }
    sawValue = true;
  }
}

/** The text without its markup (see above), in one pass; run again by the caller until nothing changes. */
function withoutMarkup(text: string): string {
  let kept = '';
  let from = 0;
  const lastCommentEnd = text.lastIndexOf('-->');
  let at = text.indexOf('<');
  while (at !== -1) {
    const end = markupEnd(text, at, lastCommentEnd);
    if (end === -1) {
      at = text.indexOf('<', at + 1);
      continue;
    }
    kept += text.slice(from, at);
    from = end;
    at = text.indexOf('<', end);
  }
  return kept + text.slice(from);
}

// Control characters other than tab and newline have no place in a name or a question; nor U+FFFE and
// U+FFFF, which Unicode keeps out of text for good and XML refuses (an xlsx holding one cannot be opened);
// nor the zero-width space and word joiner, which show nothing: a comment of only those was a blank
// comment the required rule let through (an outside tester). The joiners inside emoji and words stay.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B\u2060\uFFFE\uFFFF]/g;

/** Plain text: tags removed, control characters removed, Unicode normalised (NFC). */
export function sanitizeText(value: string, maxLength = DEFAULT_MAX_LENGTH): string {
  let previous: string;
  let text = value.normalize('NFC').replace(CONTROL, '');
  // Repeat: removing one tag can join the pieces of another ("<scr<b>ipt>"). A bounded number of times: text
  // built to need more ("<a x=1" a thousand times, each left open at the end once the next one goes) is not
  // something a person types, and each pass reads the whole text.
  let passes = 0;
  do {
    previous = text;
    text = withoutMarkup(text);
  } while (text !== previous && ++passes < MAX_PASSES);
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
