// The reconciliation sheet (the "borderou") of a whole class: a teacher
// printed a 30-pupil class's and found the evaluators' signature lines alone
// on page 2, under nothing they certify. The signatures stay with the table:
// on its page when they fit there, or with at least its last rows when the
// class is too long for one page.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ReconciliationPdfData } from '../../../src/client/features/pdf/pdf.types';
import { makePdf, pdfPages, romanianQuiz, squeeze } from './fixtures';

const EVALUATORS: ReconciliationPdfData['evaluators'] = [
  { slot: 1, name: 'Ion Ionescu' },
  { slot: 2, name: 'Elena Dumitru' },
  { slot: 3, name: '' },
];

function sheet(pupils: number): ReconciliationPdfData {
  return {
    document: { ...romanianQuiz(), title: 'Teză la matematică - semestrul I', language: 'ro' },
    threshold: 1,
    finalMark: 'meanTruncated',
    evaluators: EVALUATORS,
    rows: Array.from({ length: pupils }, (_, i) => ({
      name: `Elev${String(i + 1).padStart(2, '0')} Ana`,
      first: 7,
      second: 7.05,
      difference: 0.05,
      third: null,
      final: 7.02,
    })),
  };
}

async function pages(pupils: number): Promise<string[]> {
  const bytes = await makePdf('reconciliation', sheet(pupils), {
    language: 'ro',
    header: { schoolName: 'Școala Gimnazială Nr. 5', classLabel: 'a VII-a B', date: '28.11.2026' },
  });
  return pdfPages(bytes).map(squeeze);
}

const SIGNATURE = /Evaluatorul 1: Ion Ionescu Semnătura:/;

describe('the reconciliation sheet of a whole class', () => {
  it('a class of 30 fits on one page, signatures under the last pupil', async () => {
    const printed = await pages(30);
    assert.equal(printed.length, 1, printed.join('\n----\n'));
    assert.match(
      printed[0]!,
      /Elev30 Ana 7,00 7,05 0,05 — 7,02\n[\s\S]*Evaluatorul 1: Ion Ionescu Semnătura:\nEvaluatorul 2: Elena Dumitru Semnătura:\nAl treilea evaluator: Semnătura:/,
    );
  });

  for (const pupils of [31, 34, 36, 40, 60]) {
    it(`a class of ${pupils} never leaves the signatures alone on a page: the table's last rows go with them`, async () => {
      const printed = await pages(pupils);
      const last = printed.at(-1)!;
      assert.match(last, SIGNATURE);
      for (const page of printed.slice(0, -1)) assert.doesNotMatch(page, SIGNATURE);
      // The last page carries the table's heading again and at least its last three pupils, then the rule and the signatures.
      const lastRows = [pupils - 2, pupils - 1, pupils].map((n) => `Elev${String(n).padStart(2, '0')} Ana`);
      assert.match(last, new RegExp(`Elev Evaluatorul 1 Evaluatorul 2 Diferența[\\s\\S]*${lastRows.join(' [^\\n]*\\n')}[\\s\\S]*fără rotunjire`));
      // Every pupil printed once.
      const names = printed.join('\n').match(/Elev\d\d Ana/g) ?? [];
      assert.equal(names.length, pupils);
    });
  }
});
