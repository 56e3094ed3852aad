import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { buildTest } from '../../../src/client/features/pdf/builders/test-builder';
import { loadPdfFonts } from '../../../src/client/features/pdf/fonts/font-loader';
import { nodeFontFiles } from '../../../src/client/features/pdf/fonts/node-fonts';
import { layoutContext } from '../../../src/client/features/pdf/generate';
import { nodePdfTexts } from '../../../src/client/features/pdf/i18n/node-texts';
import { loadPdfTranslator } from '../../../src/client/features/pdf/i18n/pdf-i18n';
import { type Block, blockHeight, type Row, type TextItem } from '../../../src/client/features/pdf/layout/blocks';
import type { LayoutContext } from '../../../src/client/features/pdf/layout/compose';
import { paginate, placeBlocks } from '../../../src/client/features/pdf/layout/paginate';
import type { PdfProgress } from '../../../src/client/features/pdf/pdf.types';
import { longQuiz, makePdf, pdfInfo, pdfPages, squeeze } from './fixtures';

let ctx: LayoutContext;

before(async () => {
  const fonts = await loadPdfFonts(nodeFontFiles);
  ctx = layoutContext({ language: 'en' }, fonts.metrics, await loadPdfTranslator('en', nodePdfTexts));
});

/** A row with a text item naming it, so a test can find where it went. */
const row = (name: string, height = 10): Row => ({
  height,
  items: [{ kind: 'text', x: 0, y: 0, width: 50, height: 4, lines: [name], style: { font: 'regular', size: 10, lineHeight: 1.2 } }],
});
const block = (name: string, rows: number, extra: Partial<Block> = {}): Block => ({
  rows: Array.from({ length: rows }, (_, i) => row(`${name}-${i}`)),
  ...extra,
});

function where(pages: { items: { kind: string }[] }[], name: string) {
  for (const [page, { items }] of pages.entries()) {
    const found = items.find((i): i is TextItem => i.kind === 'text' && (i as TextItem).lines[0] === name);
    if (found) return { page, y: found.y };
  }
  throw new Error(`${name} not placed`);
}

describe('paginate (A4: 264 mm of content per page)', () => {
  it('moves a block that does not fit to the next page instead of splitting it', () => {
    const { pages, spans } = placeBlocks(ctx, [block('a', 10), block('b', 10), block('c', 10)]);
    assert.equal(pages.length, 2);
    assert.deepEqual(spans, [
      { first: 0, last: 0 },
      { first: 0, last: 0 },
      { first: 1, last: 1 },
    ]);
    assert.equal(where(pages, 'c-0').y, ctx.geometry.top);
  });

  it('breaks a block taller than a page between rows, never past the bottom margin', () => {
    const { pages, spans } = placeBlocks(ctx, [block('a', 5), block('tall', 40)]);
    assert.deepEqual(spans[1], { first: 0, last: 1 });
    for (let i = 0; i < 40; i++) assert.ok(where(pages, `tall-${i}`).y + 10 <= ctx.geometry.bottom + 1e-9, `row ${i}`);
    assert.equal(where(pages, 'tall-0').page, 0);
  });

  it('keeps a heading with what follows, drops space at the top of a page, repeats a table header', () => {
    const heading = block('h', 1, { keepWithNext: true, spaceBefore: 8 });
    const { pages } = placeBlocks(ctx, [block('a', 20), heading, block('q', 5, { spaceBefore: 4 })]);
    assert.equal(where(pages, 'h-0').page, 1);
    assert.equal(where(pages, 'h-0').y, ctx.geometry.top);
    assert.equal(where(pages, 'q-0').page, 1);

    const table = { ...block('t', 40), repeatRows: [row('header')] };
    const placed = placeBlocks(ctx, [table]);
    assert.equal(placed.pages.length, 2);
    assert.equal(where([placed.pages[1]!], 'header').y, ctx.geometry.top);
  });

  it('numbers the pages and repeats the title from page 2', () => {
    const pages = paginate(ctx, { blocks: [block('a', 20), block('b', 20), block('c', 20)], runningHeader: 'My test · Group A' });
    assert.equal(pages.length, 3);
    pages.forEach((page, index) => {
      const texts = page.items.filter((i): i is TextItem => i.kind === 'text').map((i) => i.lines.join(' '));
      assert.ok(texts.includes(`Page ${index + 1} of 3`), texts.join('|'));
      assert.equal(texts.includes('My test · Group A'), index > 0);
    });
  });

  it('lays out a 60-question test without splitting any question', () => {
    const part = buildTest(ctx, { label: null, document: longQuiz(60) }, {});
    const { pages, spans } = placeBlocks(ctx, part.blocks);
    assert.ok(pages.length >= 8, `${pages.length} pages`);
    const available = ctx.geometry.bottom - ctx.geometry.top;
    part.blocks.forEach((b, i) => {
      if (blockHeight(b) <= available) assert.equal(spans[i]!.first, spans[i]!.last, `block ${i} split`);
    });
    for (const page of pages) for (const item of page.items) assert.ok(item.y + item.height <= ctx.geometry.bottom + 0.5, `item at ${item.y} + ${item.height}`);
  });
});

describe('answer space', () => {
  const essay = (lineStyle: 'ruled' | 'grid') => {
    const quiz = longQuiz(7);
    const part = buildTest({ ...ctx, lineStyle }, { label: null, document: quiz }, {});
    // The 7th question is the essay ('open', 12 lines), the last block of the test.
    return part.blocks.at(-1)!;
  };

  it('is ruled lines 8 mm apart, one row per line so that a long essay can continue overleaf', () => {
    const block = essay('ruled');
    const lines = block.rows.slice(1);
    assert.equal(lines.length, 12);
    assert.ok(lines.every((r) => r.height === 8 && r.items.length === 1 && r.items[0]!.kind === 'hline'));
  });

  it('is 5 mm squared paper of the same height with the grid option', () => {
    const block = essay('grid');
    const rows = block.rows.slice(1);
    assert.ok(rows.every((r) => r.items.every((i) => i.kind === 'grid' && i.cellSize === 5 && i.width % 5 === 0)));
    const height = rows.reduce((sum, r) => sum + r.items[0]!.height, 0);
    assert.equal(height, Math.ceil((12 * 8) / 5) * 5);
  });
});

describe('a long test as a PDF', () => {
  it('spans several pages, each numbered, with every question whole on one page', async () => {
    const progress: PdfProgress[] = [];
    const bytes = await makePdf('test', { document: longQuiz(60) }, { language: 'ro', header: { schoolName: 'Școala Gimnazială nr. 5' } }, (p) =>
      progress.push(p),
    );
    const pages = pdfPages(bytes);
    const count = pages.length;
    assert.ok(count >= 8, `${count} pages`);
    assert.equal(Number(pdfInfo(bytes).Pages), count);
    pages.forEach((text, index) => assert.match(text, new RegExp(`Pagina ${index + 1} din ${count}\\s*$`)));
    // Progress: every page once, in order.
    assert.deepEqual(
      progress,
      Array.from({ length: count }, (_, i) => ({ page: i + 1, pages: count })),
    );
    for (let n = 1; n <= 60; n++) {
      const onPages = pages
        .map((text, page) => ({ page, text: squeeze(text) }))
        .filter(({ text }) => text.includes(`numărul ${n}:`) || text.includes(`#${n} `) || text.includes(`#${n}\n`));
      assert.equal(new Set(onPages.map((p) => p.page)).size, 1, `question ${n} on pages ${onPages.map((p) => p.page)}`);
    }
    // Questions come in order.
    const firstPageOf = (n: number) => pages.findIndex((text) => text.includes(`numărul ${n}:`));
    for (let n = 2; n <= 60; n++) assert.ok(firstPageOf(n) >= firstPageOf(n - 1), `question ${n}`);
  });

  it('prints on US Letter when asked, A4 otherwise', async () => {
    const a4 = pdfInfo(await makePdf('test', { document: longQuiz(30) }, { language: 'ro' }));
    const letter = pdfInfo(await makePdf('test', { document: longQuiz(30) }, { language: 'ro', paper: 'LETTER' }));
    assert.match(a4['Page size']!, /^595\.2\d* x 841\.8\d* pts \(A4\)/);
    assert.match(letter['Page size']!, /^61[12](\.\d+)? x 79[12](\.\d+)? pts \(letter\)/);
    assert.ok(Number(letter.Pages) >= Number(a4.Pages));
  });

  // The bench's 10-page test (its time is a bench row, test/bench/domain.bench.ts, not asserted here).
  it("prints the bench's 54-question test on about 10 pages", async (t) => {
    const bytes = await makePdf('test', { document: longQuiz(54) }, { language: 'ro' });
    const pages = Number(pdfInfo(bytes).Pages);
    t.diagnostic(`${pages} pages, ${Math.round(bytes.length / 1024)} KB`);
    assert.ok(pages >= 9 && pages <= 11, `${pages} pages`);
  });
});
