import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { readFontMetrics } from '../../../src/client/features/pdf/fonts/font-metrics';
import { linesHeightMm, measureText, PT_PER_MM, textWidthPt, wrapText } from '../../../src/client/features/pdf/layout/text-measure';

const fontFile = (path: string) => new Uint8Array(readFileSync(createRequire(import.meta.url).resolve(`@expo-google-fonts/roboto/${path}`)));
const regularBytes = fontFile('400Regular/Roboto_400Regular.ttf');
const boldBytes = fontFile('700Bold/Roboto_700Bold.ttf');
const regular = readFontMetrics(regularBytes);
const bold = readFontMetrics(boldBytes);
const fonts = { regular, bold };

describe('font metrics read from the TTF', () => {
  it("has Roboto's units and vertical metrics", () => {
    assert.equal(regular.unitsPerEm, 2048);
    assert.equal(bold.unitsPerEm, 2048);
    assert.ok(regular.ascent > 0 && regular.descent < 0);
  });

  it('has every Romanian and Spanish letter, in both weights, as wide as its base letter', () => {
    for (const char of 'șțăîâȘȚĂÎÂñÑáéíóúü¿¡«»„”–—×±²') {
      assert.ok(regular.hasGlyph(char.codePointAt(0)!), `regular ${char}`);
      assert.ok(bold.hasGlyph(char.codePointAt(0)!), `bold ${char}`);
    }
    assert.equal(regular.hasGlyph(0xe000), false);
    for (const [accented, base] of [
      ['ș', 's'],
      ['ț', 't'],
      ['ă', 'a'],
      ['â', 'a'],
      ['ñ', 'n'],
      ['á', 'a'],
      ['é', 'e'],
      ['ó', 'o'],
      ['ú', 'u'],
      ['Ș', 'S'],
      ['Ț', 'T'],
      ['Ă', 'A'],
    ] as const) {
      assert.equal(regular.advance(accented.codePointAt(0)!), regular.advance(base.codePointAt(0)!), accented);
      assert.equal(bold.advance(accented.codePointAt(0)!), bold.advance(base.codePointAt(0)!), `bold ${accented}`);
    }
    assert.ok(textWidthPt('m', regular, 10) > textWidthPt('i', regular, 10));
    assert.ok(textWidthPt('Evaluare', bold, 10) > textWidthPt('Evaluare', regular, 10));
    assert.equal(textWidthPt('ab', regular, 20), 2 * textWidthPt('ab', regular, 10));
  });
});

describe('wrapText', () => {
  const width = (text: string) => textWidthPt(text, regular, 10);

  it('keeps a short text on one line and every line within the box', () => {
    assert.deepEqual(wrapText('Cât face 2 + 3?', 200, regular, 10), ['Cât face 2 + 3?']);
    const text = 'Stabiliți dacă afirmațiile de mai jos sunt adevărate sau false și justificați pe scurt fiecare răspuns.';
    for (const box of [60, 100, 150]) {
      const lines = wrapText(text, box, regular, 10);
      assert.ok(lines.length > 1, `${box}`);
      for (const line of lines) assert.ok(width(line) <= box, `${line} in ${box}`);
      assert.equal(lines.join(' '), text);
    }
  });

  it('breaks between words, keeps paragraphs and empty lines, breaks a word only when it is wider than the box', () => {
    assert.deepEqual(wrapText('unu doi\n\ntrei', 500, regular, 10), ['unu doi', '', 'trei']);
    const long = 'a'.repeat(60);
    const box = width('a'.repeat(25));
    const lines = wrapText(`x ${long}`, box, regular, 10);
    // As pdfme did: the long word starts on the current line and continues on the next ones.
    assert.equal(lines.join(''), `x ${long}`);
    assert.ok(lines.length >= 3 && lines.every((l) => width(l) <= box));
    assert.deepEqual(wrapText('unu doi trei', box, regular, 10), ['unu doi trei']);
    assert.deepEqual(wrapText('', 100, regular, 10), ['']);
  });

  it('measures height as lines x size x line height', () => {
    const style = { font: 'regular', size: 10, lineHeight: 1.3 } as const;
    const measured = measureText('unu\ndoi\ntrei', 100, style, fonts);
    assert.equal(measured.lines.length, 3);
    assert.equal(measured.height, linesHeightMm(3, style));
    assert.ok(Math.abs(measured.height - (3 * 10 * 1.3) / PT_PER_MM) < 1e-9);
  });
});
