// How long a text is, as a person counts it: one per character (Unicode code
// point), not per UTF-16 unit. A letter outside the first plane (the "𝑥" of
// Word's equation editor, most emoji) is two units in JavaScript but one
// character to the teacher, to the "at most N characters" message and to
// PostgreSQL's char_length. A character built of several code points (a flag,
// a letter with a separate accent) still counts each: code points are what the
// server can count cheaply and the same everywhere, and NFC (sanitize.ts)
// joins a letter and its accent before the text is counted.

/** The number of code points in `value` (a lone surrogate counts as one). */
export function textLength(value: string): number {
  let length = value.length;
  for (let i = 0; i < value.length - 1; i += 1) {
    const unit = value.charCodeAt(i);
    if (unit < 0xd800 || unit > 0xdbff) continue;
    const next = value.charCodeAt(i + 1);
    if (next >= 0xdc00 && next <= 0xdfff) {
      length -= 1;
      i += 1;
    }
  }
  return length;
}
