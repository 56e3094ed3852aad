import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { makePdf, pdfPages, romanianQuiz, squeeze } from './fixtures';

const quiz = romanianQuiz();
const title = quiz.title;

async function testText(versions: ('A' | 'B')[], seed: number | string) {
  return pdfPages(await makePdf('test', { document: quiz }, { language: 'ro', versions, seed })).map(squeeze);
}

/** The words of a version with what legitimately differs taken out: numbering, letters, the group and page furniture. */
function contentWords(pages: string[]): string[] {
  return pages
    .join('\n')
    .replace(/Pagina \d+ din \d+/g, '')
    .replace(new RegExp(`^${title} · Grupa [AB]$`, 'gm'), '')
    .replace(/Grupa [AB]/g, '')
    .split(/\s+/)
    .filter((word) => word && !/^\d+\.$/.test(word) && !/^[a-d]\)$/.test(word))
    .sort();
}

function questionOrder(pages: string[]): string[] {
  const texts = quiz.sections.flatMap((s) => s.questions.map((q) => q.text));
  const all = pages.join('\n');
  return texts
    .map((text) => ({ text, at: all.indexOf(text) }))
    .sort((a, b) => a.at - b.at)
    .map((q) => q.text);
}

/** The letter printed before `text` ("b) Paris" -> "b"). */
function letterOf(text: string, item: string): string {
  const match = new RegExp(`([a-d])\\) ${item.replace(/[()]/g, '\\$&')}`).exec(text);
  assert.ok(match, `${item} not found`);
  return match[1]!;
}

describe('versions A and B', async () => {
  const a = await testText(['A'], 2024);
  const b = await testText(['B'], 2024);

  it('print the same questions and options in a different order', () => {
    assert.deepEqual(contentWords(a), contentWords(b));
    assert.notDeepEqual(a.join('\n'), b.join('\n'));
    assert.match(a[0]!, /Grupa A/);
    assert.match(b[0]!, /Grupa B/);
    const orders = [questionOrder(a), questionOrder(b)];
    const options = ['șapte (7)', 'nouă (9)', 'unsprezece (11)', 'cincisprezece (15)'];
    const optionLetters = [a, b].map((pages) => options.map((o) => letterOf(pages.join('\n'), o)).join(''));
    assert.ok(orders[0]!.join() !== orders[1]!.join() || optionLetters[0] !== optionLetters[1], 'A and B print in the same order');
  });

  it('are reproducible from the seed and change with it, one PDF holding both groups one after the other', async () => {
    assert.deepEqual(await testText(['A'], 2024), a);
    const both = await testText(['A', 'B'], 2024);
    assert.deepEqual(both, [...a, ...b]);
    const other = await testText(['A'], 'another seed');
    assert.deepEqual(contentWords(other), contentWords(a));
    assert.notDeepEqual(other, a);
  });

  it("each come with their own grading scheme, answers in that version's order", async () => {
    for (const [label, test] of [
      ['A', a],
      ['B', b],
    ] as const) {
      const barem = pdfPages(await makePdf('barem', { document: quiz }, { language: 'ro', versions: [label], seed: 2024 }))
        .map(squeeze)
        .join('\n');
      const paper = test.join('\n');
      assert.match(barem, new RegExp(`Barem de evaluare și de notare Grupa ${label}`));
      assert.match(barem, /Nota finală = \(punctaj \+ 10\) \/ 10/);
      // Multiple choice: the correct options under the letters the pupils see.
      const correct = /Răspunsuri corecte:\n([a-d])\) (.+?) 5 ?p\n([a-d])\) (.+?) 5 ?p/.exec(barem);
      assert.ok(correct, barem);
      assert.deepEqual(new Set([correct[2], correct[4]]), new Set(['șapte (7)', 'unsprezece (11)']));
      assert.equal(correct[1], letterOf(paper, correct[2]!));
      assert.equal(correct[3], letterOf(paper, correct[4]!));
      // Matching: the letter of each capital in this version's right column.
      assert.match(barem, new RegExp(`1 – ${letterOf(paper, 'Paris')} \\(Franța – Paris\\)`));
      assert.match(barem, new RegExp(`2 – ${letterOf(paper, 'Madrid')} \\(Spania – Madrid\\)`));
      // True/false: statements in this version's order.
      assert.match(barem, new RegExp(`${letterOf(paper, 'București este capitala României.')}\\) A \\(adevărat\\) – București`));
      assert.match(barem, new RegExp(`${letterOf(paper, 'Dunărea se varsă în Marea Nordului.')}\\) F \\(fals\\) – Dunărea`));
      // Question numbers follow the version's order too.
      const numberIn = (text: string, question: string) => new RegExp(`(\\d+)\\. ${question.replace(/[?+()]/g, '\\$&')}`).exec(text)?.[1];
      for (const question of quiz.sections.flatMap((s) => s.questions))
        assert.equal(numberIn(barem, question.text), numberIn(paper, question.text), question.text);
    }
  });
});
