// Glyph advance widths read straight from a TrueType file (head, hhea, hmtx,
// cmap), so the layout can measure text synchronously (the sum of the glyph
// advances, no kerning) without loading fontkit into the layout code. Only
// what measuring needs is parsed.

export interface FontMetrics {
  unitsPerEm: number;
  /** hhea ascender, in font units (positive). */
  ascent: number;
  /** hhea descender, in font units (negative). */
  descent: number;
  /** Advance width of one code point, in font units (the .notdef width for unmapped ones). */
  advance(codePoint: number): number;
  /** False when the font would print the code point as .notdef (a box). */
  hasGlyph(codePoint: number): boolean;
}

interface TableRecord {
  offset: number;
  length: number;
}

function tables(view: DataView): Map<string, TableRecord> {
  const found = new Map<string, TableRecord>();
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));
    found.set(tag, { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
  }
  return found;
}

function required(map: Map<string, TableRecord>, tag: string): TableRecord {
  const table = map.get(tag);
  if (!table) throw new Error(`font has no ${tag} table`);
  return table;
}

/** cmap format 4 (the Basic Multilingual Plane) or 12 (all planes) -> code point to glyph id. */
function readCmap(view: DataView, cmap: TableRecord): (codePoint: number) => number {
  const count = view.getUint16(cmap.offset + 2);
  let format4 = -1;
  let format12 = -1;
  for (let i = 0; i < count; i++) {
    const at = cmap.offset + 4 + i * 8;
    const platform = view.getUint16(at);
    const encoding = view.getUint16(at + 2);
    const subtable = cmap.offset + view.getUint32(at + 4);
    const format = view.getUint16(subtable);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    if (format === 12 && format12 < 0) format12 = subtable;
    if (format === 4 && format4 < 0) format4 = subtable;
  }
  if (format12 >= 0) {
    const groups = view.getUint32(format12 + 12);
    return (codePoint) => {
      let low = 0;
      let high = groups - 1;
      while (low <= high) {
        const mid = (low + high) >> 1;
        const at = format12 + 16 + mid * 12;
        const start = view.getUint32(at);
        const end = view.getUint32(at + 4);
        if (codePoint < start) high = mid - 1;
        else if (codePoint > end) low = mid + 1;
        else return view.getUint32(at + 8) + codePoint - start;
      }
      return 0;
    };
  }
  if (format4 < 0) throw new Error('font has no Unicode cmap');
  const segments = view.getUint16(format4 + 6) / 2;
  const ends = format4 + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    if (codePoint > 0xffff) return 0;
    for (let i = 0; i < segments; i++) {
      if (codePoint > view.getUint16(ends + i * 2)) continue;
      const start = view.getUint16(starts + i * 2);
      if (codePoint < start) return 0;
      const delta = view.getInt16(deltas + i * 2);
      const rangeOffset = view.getUint16(rangeOffsets + i * 2);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = view.getUint16(rangeOffsets + i * 2 + rangeOffset + (codePoint - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

export function readFontMetrics(bytes: Uint8Array): FontMetrics {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const map = tables(view);
  const head = required(map, 'head');
  const hhea = required(map, 'hhea');
  const hmtx = required(map, 'hmtx');
  const glyphOf = readCmap(view, required(map, 'cmap'));
  const longMetrics = view.getUint16(hhea.offset + 34);
  const widthOfGlyph = (glyph: number) => view.getUint16(hmtx.offset + Math.min(glyph, longMetrics - 1) * 4);
  const cache = new Map<number, number>();
  const present = new Map<number, boolean>();
  return {
    unitsPerEm: view.getUint16(head.offset + 18),
    ascent: view.getInt16(hhea.offset + 4),
    descent: view.getInt16(hhea.offset + 6),
    advance(codePoint) {
      let width = cache.get(codePoint);
      if (width === undefined) {
        width = widthOfGlyph(glyphOf(codePoint));
        cache.set(codePoint, width);
      }
      return width;
    },
    hasGlyph(codePoint) {
      let has = present.get(codePoint);
      if (has === undefined) {
        has = glyphOf(codePoint) !== 0;
        present.set(codePoint, has);
      }
      return has;
    },
  };
}

/**
 * A font with a fallback for the code points it lacks (∠, ⊥, ℝ, ⇒ in Roboto): each character measured in the
 * font that will print it, in the primary font's units; ascent and descent stay the primary's (render-pdf.ts).
 */
export function withFallback(primary: FontMetrics, fallback: FontMetrics): FontMetrics {
  const scale = primary.unitsPerEm / fallback.unitsPerEm;
  return {
    unitsPerEm: primary.unitsPerEm,
    ascent: primary.ascent,
    descent: primary.descent,
    advance: (codePoint) => (primary.hasGlyph(codePoint) || !fallback.hasGlyph(codePoint) ? primary.advance(codePoint) : fallback.advance(codePoint) * scale),
    hasGlyph: (codePoint) => primary.hasGlyph(codePoint) || fallback.hasGlyph(codePoint),
  };
}
