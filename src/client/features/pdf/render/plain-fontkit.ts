// The fontkit pdf-lib embeds fonts with, minus a cost that bought nothing
// here (issue 15: most of a document's time went to it): shaping. pdf-lib asks fontkit to lay out every string it draws, which
//   runs Roboto's whole OpenType machinery (GSUB ligatures, GPOS kerning)
//   only to learn the glyph ids; it never uses the positions. Latin text
// needs none of it, and the layout measures plain advances (font-metrics),
// so glyphs straight from the cmap print exactly what was measured (an "fi"
// is two glyphs, as wide as the layout thought).
//
// A parsed font is not reused between documents: fontkit caches each glyph
// with the characters it was first asked for, and a subset's save asks for
// composite glyphs' parts with none (the s of ș), which would leave the next
// document's "s" without its text (pdftotext read "Ră pun uri").
import type { PDFDocument } from '@pdfme/pdf-lib';
import { create } from 'fontkit';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type FontkitFont = ReturnType<Fontkit['create']>;
type GlyphRun = ReturnType<FontkitFont['layout']>;

function createPlain(bytes: Uint8Array): FontkitFont {
  const font = create(bytes);
  // pdf-lib reads only `glyphs` of a run (encodeText, widthOfTextAtSize); see the comment above.
  font.layout = (text) => ({ glyphs: font.glyphsForString(text) }) as GlyphRun;
  return font;
}

export const plainFontkit: Fontkit = { create: createPlain };
