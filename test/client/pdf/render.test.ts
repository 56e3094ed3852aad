// The renderer's font engine (render/plain-fontkit.ts): glyphs straight
// from the cmap, no shaping, so what prints is what the layout measured.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readFontMetrics } from '../../../src/client/features/pdf/fonts/font-metrics';
import { nodeFontFiles } from '../../../src/client/features/pdf/fonts/node-fonts';
import { plainFontkit } from '../../../src/client/features/pdf/render/plain-fontkit';
import { makePdf, pdfPages, romanianQuiz, squeeze } from './fixtures';

describe('the plain font engine', () => {
  it('gives one glyph per character, the cmap one, with its advance: no fi ligature, no kerning', async () => {
    const { regular } = await nodeFontFiles();
    const metrics = readFontMetrics(regular);
    const text = 'fișier flori AVATAR Țară';
    const glyphs = plainFontkit.create(regular).layout(text).glyphs;
    assert.equal(glyphs.length, [...text].length);
    [...text].forEach((char, index) => {
      assert.deepEqual(glyphs[index]!.codePoints, [char.codePointAt(0)], char);
      assert.equal(glyphs[index]!.advanceWidth, metrics.advance(char.codePointAt(0)!), char);
    });
  });

  it('keeps each letter of a document after one whose subset split ș into s and its comma', async () => {
    const quiz = romanianQuiz();
    await makePdf('test', { document: quiz }, { language: 'ro' });
    const barem = squeeze(pdfPages(await makePdf('barem', { document: quiz }, { language: 'ro' })).join('\n'));
    assert.match(barem, /Asocieri corecte:/);
    assert.match(barem, /Răspunsuri corecte:/);
  });
});
