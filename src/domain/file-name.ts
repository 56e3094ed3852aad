// What any file name the app saves or serves must not hold, on both sides.

/**
 * Bidirectional overrides and isolates: "a\u202Etxt.pdf" is shown as "afdp.txt", a name that lies about its
 * kind. No file name needs them (the marks LRM and RLM, which only nudge a neutral character, stay).
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function withoutBidiControls(name: string): string {
  return name.replace(BIDI_CONTROLS, '');
}
