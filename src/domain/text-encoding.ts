// The bytes of a text file a teacher chooses, as text: a roster to import
// (client) or a .txt attachment (server). Windows programs save text in one
// of five ways here: UTF-8 (Excel's "CSV UTF-8", Notepad since 2019), UTF-16
// (Excel's "Unicode Text", Notepad's "Unicode"), or the system's code page
// (plain "CSV", Notepad's "ANSI"): windows-1250 on a Romanian Windows,
// windows-1252 on a Spanish or English one; an older tool may write
// ISO-8859-2. The interface language says little about the computer that
// saved the file (a Romanian teacher may use the app in English), so a
// legacy file is read in each code page and the reading whose letters look
// most like Romanian, Spanish or English words wins; the language only
// breaks a tie.

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | LegacyEncoding;
export type LegacyEncoding = 'windows-1250' | 'iso-8859-2' | 'windows-1252';

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
}

/** A guess from the letters, which the teacher should be able to check (the roster's preview says which was used). */
export function isGuessedEncoding(encoding: TextEncodingName): encoding is LegacyEncoding {
  return encoding !== 'utf-8' && encoding !== 'utf-16le' && encoding !== 'utf-16be';
}

function utf16ByBom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

/**
 * UTF-16 without a BOM: names, words and separators are mostly ASCII, so
 * every other byte is zero (the high byte: odd positions in LE, even in BE).
 * No text in UTF-8 or a code page holds NUL bytes, and NUL is valid UTF-8,
 * so this is asked before UTF-8.
 */
function utf16ByZeros(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const pairs = Math.min(bytes.length, 1024) >> 1;
  if (pairs < 2) return null;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < pairs * 2; i++) {
    if (bytes[i] === 0) {
      if (i % 2 === 0) even++;
      else odd++;
    }
  }
  if (odd > pairs / 4 && even * 10 < odd) return 'utf-16le';
  if (even > pairs / 4 && odd * 10 < even) return 'utf-16be';
  return null;
}

/** Letters of the words a Romanian, Spanish or English class writes (Hungarian ő ű too: Romania's schools teach in it). */
const WORD_LETTERS = new Set('ăâîșțşţáéíóúñüöäëïçàèòôêûőű');
/**
 * No word mixes ă ș ț with letters Romanian lacks: "Conceiçăo" is
 * windows-1252's "Conceição" read as windows-1250.
 */
const ROMANIAN_ONLY = /[ășțşţ]/u;
const WESTERN_ONLY = /[áéíóúñçàèòùüöäëïãõêôûőű]/u;
/** Ordinal signs: letters to Unicode, in no name; ª º are what Ş ş become in windows-1252. */
const ORDINALS = new Set('ªº');
/**
 * Letters real only beside other signs of their language (Portuguese ã õ,
 * Icelandic þ ð): alone in a word, they are what ă ţ Ţ become in windows-1252
 * ("Bãlan", "Þiþei"), while "Conceição" keeps its ã.
 */
const NEEDS_COMPANY: Record<string, string> = {
  ã: 'õçâêôáéíóúà',
  õ: 'ãçâêôáéíóúà',
  þ: 'ðæöáéíóúý',
  ð: 'þæöáéíóúý',
};

function letterScore(letter: string, word: string): number {
  if (ORDINALS.has(letter) || /\p{Lm}/u.test(letter)) return -3;
  if (WORD_LETTERS.has(letter)) return 1;
  const company = NEEDS_COMPANY[letter];
  if (company) return [...word].some((other) => other !== letter && company.includes(other)) ? 0 : -2;
  return 0;
}

/**
 * How much a reading looks like our languages' words (a list of names, a
 * teacher's notes): +1 for each letter they have, penalties for what no word
 * holds (control characters, symbols such as © or ˇ, ª º, a lone ã or þ, ă
 * beside ç in one word). ASCII is the same in every reading and counts for
 * nothing; other letters (ń, ø) and punctuation („ ” –) neither.
 */
function letterPlausibility(text: string): number {
  let score = 0;
  for (const [word] of text.matchAll(/[\p{L}\p{M}]+/gu)) {
    const lower = word.toLowerCase();
    for (const letter of lower) if (!/\p{ASCII}/u.test(letter)) score += letterScore(letter, lower);
    if (ROMANIAN_ONLY.test(lower) && WESTERN_ONLY.test(lower)) score -= 3;
  }
  const noise = text.match(/[^\p{L}\p{M}\p{P}\p{Zs}\p{ASCII}]/gu)?.length ?? 0;
  return score - 3 * noise;
}

/** The code pages in the order a tie is settled: the one Windows uses for the reader's language first. */
function legacyOrder(language: string): LegacyEncoding[] {
  return language === 'ro' ? ['windows-1250', 'iso-8859-2', 'windows-1252'] : ['windows-1252', 'windows-1250', 'iso-8859-2'];
}

function decodeLegacy(bytes: Uint8Array, language: string): DecodedText {
  let best: DecodedText | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const encoding of legacyOrder(language)) {
    const text = new TextDecoder(encoding).decode(bytes);
    const score = letterPlausibility(text);
    if (score > bestScore) {
      best = { text, encoding };
      bestScore = score;
    }
  }
  return best!;
}

/**
 * The text of a file: UTF-16 by its BOM (or its zero bytes), UTF-8 when the
 * bytes are valid UTF-8 (with or without a BOM), else the code page whose
 * reading looks most like words (see letterPlausibility). A BOM is not part
 * of the text. Any bytes give some text: decodeTextFile says whether they
 * were text at all.
 */
export function decodeText(bytes: Uint8Array, language: string): DecodedText {
  const utf16 = utf16ByBom(bytes) ?? utf16ByZeros(bytes);
  if (utf16) return { text: new TextDecoder(utf16).decode(bytes).replace(/^\uFEFF/, ''), encoding: utf16 };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, ''), encoding: 'utf-8' };
  } catch {
    return decodeLegacy(bytes, language);
  }
}

/**
 * What a text file holds but a binary one read as text is full of: control
 * characters other than tab, line and page breaks (NUL included; a code
 * page's unassigned bytes read as C1 controls), and U+FFFD (half a UTF-16
 * surrogate pair).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what this looks for
const NOT_IN_TEXT = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\ufffd]/u;

/**
 * decodeText for a file that must be text: undefined when the bytes are not
 * (an image, an executable, a zip renamed .txt). Valid UTF-8 is text unless it
 * holds a NUL, as it always was here; a UTF-16 or code-page reading must also
 * be free of control characters, since every byte means something in a code
 * page.
 */
export function decodeTextFile(bytes: Uint8Array, language: string): DecodedText | undefined {
  const decoded = decodeText(bytes, language);
  if (decoded.encoding === 'utf-8') return bytes.includes(0) ? undefined : decoded;
  return NOT_IN_TEXT.test(decoded.text) ? undefined : decoded;
}
