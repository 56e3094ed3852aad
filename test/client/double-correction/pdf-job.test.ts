// The reconciliation sheet's PDF job (the "borderou"): its header names the
// class's school (it printed "Școala:" blank while the report filled it in),
// and its pupils are in the class register's order of the sheet's language,
// the test's (it printed Popa before Pîrvu, Stoica before Sîrbu, and Șerban
// and Țurcanu after Voicu: the database's byte order).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { reconciliationPdfJob } from '../../../src/client/features/double-correction/pdf-job';
import type { GradedQuiz } from '../../../src/client/features/grading';
import type { DoubleCorrectionView, ReconciliationRow } from '../../../src/domain/api/double-correction';

const NAMES = ['Popa Ilinca', 'Pîrvu Ștefan', 'Stoica Irina', 'Stănescu Gabriel', 'Sîrbu Ionuț', 'Voicu Ana', 'Șerban Andrei', 'Țurcanu Dănuț'];
const row = (index: number): ReconciliationRow => ({
  pupilId: `p${index}`,
  first: 7,
  second: 8,
  difference: 1,
  outcome: 'settled',
  third: null,
  final: 7.5,
});
const view = {
  threshold: 1,
  finalMark: 'meanTruncated',
  evaluators: [
    { slot: 1, user: { id: 'u1', name: 'Ion Ionescu' }, submittedAt: '2026-11-28T09:00:00.000Z' },
    { slot: 2, user: { id: 'u2', name: 'Elena Dumitru' }, submittedAt: '2026-11-28T09:00:00.000Z' },
    { slot: 3, user: null, submittedAt: null },
  ],
} as unknown as DoubleCorrectionView;

function job(
  documentLanguage: 'ro' | 'en' | undefined,
  classroom: { name: string; schoolName: string } | null = { name: 'a VII-a B', schoolName: 'Școala Gimnazială Nr. 5' },
) {
  const document = {
    title: 'Teză la matematică',
    basePoints: 10,
    sections: [],
    ...(documentLanguage ? { language: documentLanguage } : {}),
  } as unknown as GradedQuiz;
  return reconciliationPdfJob({
    view,
    rows: NAMES.map((_, index) => row(index)),
    names: new Map(NAMES.map((name, index) => [`p${index}`, name])),
    document,
    classroom,
    language: 'en',
    today: new Date(2026, 10, 28, 12, 0),
  });
}

describe('the reconciliation sheet PDF job', () => {
  it("fills School, Class and Date: the class's school, and today in the test's language", () => {
    assert.deepEqual(job('ro').options.header, { schoolName: 'Școala Gimnazială Nr. 5', classLabel: 'a VII-a B', date: '28.11.2026' });
  });

  it('leaves the fields to fill in by hand when the class could not be read', () => {
    assert.deepEqual(job('ro', null).options.header, { schoolName: undefined, classLabel: undefined, date: '28.11.2026' });
  });

  it("lists the pupils in the Romanian register's order on a Romanian test, whatever the interface's language", () => {
    assert.deepEqual(
      job('ro').data.rows.map((printed) => printed.name),
      ['Pîrvu Ștefan', 'Popa Ilinca', 'Sîrbu Ionuț', 'Stănescu Gabriel', 'Stoica Irina', 'Șerban Andrei', 'Țurcanu Dănuț', 'Voicu Ana'],
    );
    assert.deepEqual(job('ro').data.rows[0], { name: 'Pîrvu Ștefan', first: 7, second: 8, difference: 1, third: null, final: 7.5 });
  });

  it("a test without a language is printed, and ordered, in the interface's", () => {
    assert.equal(job(undefined).options.language, 'en');
    assert.equal(job(undefined).options.header?.date, '11/28/2026');
    assert.deepEqual(
      job(undefined)
        .data.rows.map((printed) => printed.name)
        .slice(0, 4),
      ['Pîrvu Ștefan', 'Popa Ilinca', 'Șerban Andrei', 'Sîrbu Ionuț'],
    );
  });

  it('names the evaluators, a slot nobody holds left blank', () => {
    assert.deepEqual(job('ro').data.evaluators, [
      { slot: 1, name: 'Ion Ionescu' },
      { slot: 2, name: 'Elena Dumitru' },
      { slot: 3, name: '' },
    ]);
  });
});
