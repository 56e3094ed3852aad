// School math symbols Roboto has no glyph for (∠, ⊥, ∈, ℝ, ⇒, …) print from a
// fallback font, loaded only for a document that uses one: read back with
// pdftotext, the embedded fonts with pdffonts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dashboardData, makePdf, pdfFonts, pdfPages, romanianQuiz, squeeze } from './fixtures';

/** What a teacher types in a geometry or algebra test; Roboto has only some of them (° ′ ″ π α β γ Δ √ · × ÷ ± ≈ ≠ ≤ ≥ ∞). */
const SYMBOLS = '∠ ∡ ⊥ ∥ ≅ ∼ ≈ ≠ ≤ ≥ ∈ ∉ ⊂ ∪ ∩ ∅ ∞ ° ′ ″ π α β γ Δ √ ∛ · × ÷ ± ∓ → ⇒ ⇔ ∀ ∃ ℕ ℤ ℚ ℝ ℂ'.split(' ');

function geometryQuiz() {
  const quiz = romanianQuiz();
  const [first, second] = quiz.sections;
  first!.title = 'Subiectul I: ∠B = ∠C ⇒ AB ≅ AC';
  first!.questions[1]!.text = `Triunghiul ABC are ∠B = ∠C. Simbolurile: ${SYMBOLS.join(' ')}.`;
  second!.questions[0]!.rules[0]!.description = 'Din ∠B = ∠C ⇒ AB = AC, deci x ∈ ℝ';
  return quiz;
}

const fallbackFonts = (bytes: Uint8Array) => pdfFonts(bytes).match(/DejaVu\S*/g) ?? [];

describe('math symbols in the PDFs', () => {
  it('the test prints every school math symbol, ∠ included, none as an empty box', async () => {
    const bytes = await makePdf('test', { document: geometryQuiz() }, { language: 'ro' });
    const text = squeeze(pdfPages(bytes).join('\n'));
    assert.match(text, /Triunghiul ABC are ∠B = ∠C\./);
    assert.match(text, /Subiectul I: ∠B = ∠C ⇒ AB ≅ AC/, 'in bold too');
    for (const symbol of SYMBOLS) assert.ok(text.includes(symbol), symbol);
    const fonts = pdfFonts(bytes);
    assert.match(fonts, /Roboto-Regular\S*\s+CID TrueType\s+Identity-H\s+yes/);
    assert.match(fonts, /DejaVuSans-\d+\s+CID TrueType\s+Identity-H\s+yes/, 'the fallback, embedded');
    assert.match(fonts, /DejaVuSans-Bold-\d+\s+CID TrueType\s+Identity-H\s+yes/, 'and its bold, for the section title');
    // DejaVu Sans weighs 0.7 MB a style: subset, only the symbols' glyphs travel.
    assert.ok(bytes.length < 80_000, `${bytes.length} bytes`);
  });

  it('the grading scheme and the report print them too', async () => {
    const barem = squeeze(pdfPages(await makePdf('barem', { document: geometryQuiz() }, { language: 'ro' })).join('\n'));
    assert.match(barem, /Din ∠B = ∠C ⇒ AB = AC, deci x ∈ ℝ/);
    const data = dashboardData(6);
    data.document = geometryQuiz();
    data.report.analysis.questions[1]!.text = 'Triunghiul ABC are ∠B = ∠C.';
    const report = squeeze(pdfPages(await makePdf('dashboard', data, { language: 'ro' })).join('\n'));
    assert.match(report, /Triunghiul ABC are ∠B = ∠C\./);
  });

  it('a document without such a symbol embeds Roboto only', async () => {
    const bytes = await makePdf('test', { document: romanianQuiz() }, { language: 'ro' });
    assert.deepEqual(fallbackFonts(bytes), []);
  });
});
