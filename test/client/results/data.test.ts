// The pure shaping behind the results screens: chart data, label fitting,
// plain-language readings, hand-entered counts, distributions, formats and
// download names.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileNameFromDisposition } from '../../../src/client/core/content-disposition';
import { consistencyLevel, discriminationLevel, facilityLevel } from '../../../src/client/features/results/analysis-hints';
import { classAverageChart, fitLabel, labelledIndexes, labelStep, pupilHistoryChart, xAxisLabels } from '../../../src/client/features/results/chart/chart-data';
import { formattersFor } from '../../../src/client/features/results/format';
import { checkCounts, draftsFor, serverCountErrors } from '../../../src/client/features/results/manual-counts';
import { bandRows, markRows } from '../../../src/client/features/results/report-data';
import { analysisFixture, summaryFixture } from './fixtures';

describe('chart data', () => {
  it('the class average over time: graded tests only, in the order given (due date), marks as values', () => {
    const data = classAverageChart(summaryFixture.quizzes, 'Class average');
    assert.deepEqual(data, { labels: ['Test 1', 'Test 2'], series: [{ label: 'Class average', tone: 'primary', values: [7.13, 6.7] }] });
  });

  it("a pupil's history: their marks, and the class average dashed beside them (a gap where unknown)", () => {
    const data = pupilHistoryChart(
      [
        { title: 'Test 1', mark: 4, classAverageMark: 7.13 },
        { title: 'Test 2', mark: 9, classAverageMark: null },
      ],
      'Ana Pop',
      'Class average',
    );
    assert.deepEqual(data.labels, ['Test 1', 'Test 2']);
    assert.deepEqual(
      data.series.map((s) => [s.label, s.tone, s.values]),
      [
        ['Ana Pop', 'primary', [4, 9]],
        ['Class average', 'secondary', [7.13, null]],
      ],
    );
  });

  it('labels every test while they fit, then every k-th, always keeping the last', () => {
    assert.equal(labelStep(5, 640), 1);
    assert.equal(labelStep(30, 320), 6);
    assert.equal(labelStep(1, 0), 1);
    assert.deepEqual(labelledIndexes(5, 1), [0, 1, 2, 3, 4]);
    assert.deepEqual(labelledIndexes(10, 3), [0, 3, 6, 9]);
    // 0, 4, 8 and the last (10) would crowd 8: it gives way.
    assert.deepEqual(labelledIndexes(11, 4), [0, 4, 10]);
    assert.deepEqual(labelledIndexes(0, 1), []);
  });

  it('cuts long titles with an ellipsis until they fit, counting characters (not bytes) of Romanian text', () => {
    const sevenEach = (text: string) => [...text].length * 7;
    assert.equal(fitLabel('Test 1', 70, sevenEach), 'Test 1');
    assert.equal(fitLabel('Evaluare la matematică', 84, sevenEach), 'Evaluare la…');
    assert.equal(fitLabel('Științe', 49, sevenEach), 'Științe');
    assert.equal(fitLabel('Științe ale naturii', 28, sevenEach), 'Ști…');
    assert.equal(fitLabel('Științe', 3, sevenEach), '…');
  });

  // Estimated at 7 px a character, "TEZĂ MATEMATICĂ SEMESTRUL I" ran into the next title on a phone:
  // capitals are wider. Measured, no label reaches its neighbour or the canvas's edge.
  it("fits each x label to its room, so no two labels touch and none leaves the canvas, whatever the letters' widths", () => {
    const drawn = (text: string) => [...text].reduce((sum, char) => sum + (char === '…' ? 12 : /[A-ZĂÂÎȘȚMW]/.test(char) ? 9 : 6.5), 0);
    const titles = [
      'TEZĂ MATEMATICĂ SEMESTRUL I',
      'EVALUARE MODULARĂ',
      'WWW MMM TEST',
      'Evaluare națională model',
      'MMMMMMMMMMMMMMMMMMM',
      'Simulare',
      'Test 7',
      'LUCRARE SCRISĂ',
    ];
    for (let count = 1; count <= titles.length; count++) {
      const labels = titles.slice(0, count);
      for (const canvasWidth of [280, 320, 358, 600, 1000]) {
        const plot = { left: 36, width: canvasWidth - 46, canvasWidth };
        const step = labelStep(count, plot.width);
        const placed = xAxisLabels(labels, labelledIndexes(count, step), step, plot, drawn);
        const spans = placed.map(({ center, text }) => ({ text, from: center - drawn(text) / 2, to: center + drawn(text) / 2 }));
        for (const [i, span] of spans.entries()) {
          const where = `${count} titles on ${canvasWidth} px: "${span.text}" at ${span.from.toFixed(1)}-${span.to.toFixed(1)}`;
          assert.ok(span.from >= 0 && span.to <= canvasWidth, `${where} leaves the canvas`);
          const next = spans[i + 1];
          if (next) assert.ok(span.to < next.from, `${where} touches "${next.text}" at ${next.from.toFixed(1)}`);
        }
      }
    }
  });
});

describe('plain-language readings of the statistics', () => {
  it('facility: easy from 0.7, hard up to 0.3', () => {
    assert.deepEqual([0.95, 0.7, 0.5, 0.3, 0.1, null].map(facilityLevel), ['easy', 'easy', 'moderate', 'hard', 'hard', null]);
  });

  it('discrimination: good from 0.3, fair from 0.2, poor below, negative against the test', () => {
    assert.deepEqual([0.6, 0.3, 0.25, 0.1, -0.2, null].map(discriminationLevel), ['good', 'good', 'fair', 'poor', 'negative', null]);
  });

  it("Cronbach's alpha: good from 0.8, acceptable from 0.7", () => {
    assert.deepEqual([0.91, 0.8, 0.75, 0.4, null].map(consistencyLevel), ['good', 'good', 'acceptable', 'low', null]);
  });
});

describe('hand-entered counts', () => {
  it('offers the questions graded only as a total, with what was entered before', () => {
    const analysis = analysisFixture();
    analysis.questions.push({ ...analysis.questions[2]!, questionId: 'q4', number: 4, source: 'manual', correctCount: 5, totalPupils: 9, successRate: 0.5556 });
    assert.deepEqual(draftsFor(analysis.questions), [
      { questionId: 'q3', correct: '', total: '' },
      { questionId: 'q4', correct: '5', total: '9' },
    ]);
  });

  it('sends complete rows, skips empty ones and explains the rest', () => {
    const checked = checkCounts([
      { questionId: 'a', correct: '18', total: '27' },
      { questionId: 'b', correct: '', total: '' },
      { questionId: 'c', correct: '4', total: '' },
      { questionId: 'd', correct: '30', total: '27' },
      { questionId: 'e', correct: '2.5', total: '0' },
      { questionId: 'f', correct: '-1', total: '20000' },
    ]);
    assert.deepEqual(checked.counts, [{ questionId: 'a', correctCount: 18, totalCount: 27 }]);
    assert.deepEqual(checked.errors, {
      c: { total: { key: 'validation.required' } },
      d: { correct: { key: 'results.correctAboveTotal' } },
      e: { correct: { key: 'validation.wholeNumber' }, total: { key: 'validation.min', params: { n: 1 } } },
      f: { correct: { key: 'validation.min', params: { n: 0 } }, total: { key: 'validation.max', params: { n: 10000 } } },
    });
  });

  it("maps the server's field messages back onto the questions sent", () => {
    const sent = [
      { questionId: 'q3', correctCount: 28, totalCount: 27 },
      { questionId: 'q5', correctCount: 1, totalCount: 2 },
    ];
    assert.deepEqual(
      serverCountErrors(
        { 'questions.0.correctCount': 'Cannot be more than the number of pupils', 'questions.1.totalCount': 'Must be at most 10000', other: 'x' },
        sent,
      ),
      {
        q3: { correct: 'Cannot be more than the number of pupils' },
        q5: { total: 'Must be at most 10000' },
      },
    );
  });
});

describe('report distributions', () => {
  it('the SPEC 9 bands, A to F, with their ranges', () => {
    assert.deepEqual(
      bandRows({ A: 1, B: 2, C: 0, D: 0, F: 3 }).map((row) => [row.band, row.min, row.max, row.count]),
      [
        ['A', 90, 100, 1],
        ['B', 80, 89, 2],
        ['C', 70, 79, 0],
        ['D', 60, 69, 0],
        ['F', 0, 59, 3],
      ],
    );
  });

  it('every Romanian mark from 10 down to 1, zero where missing', () => {
    assert.deepEqual(
      markRows({ '9': 2, '4': 1 }).map((row) => [row.mark, row.count]),
      [
        [10, 0],
        [9, 2],
        [8, 0],
        [7, 0],
        [6, 0],
        [5, 0],
        [4, 1],
        [3, 0],
        [2, 0],
        [1, 0],
      ],
    );
  });
});

describe('formats', () => {
  it("numbers, rates and statistics in the reader's language", () => {
    const en = formattersFor('en');
    const ro = formattersFor('ro');
    assert.equal(en.number(7.125), '7.13');
    assert.equal(ro.number(7.13), '7,13');
    assert.equal(en.rate(0.6667), '67%');
    assert.equal(ro.rate(0.25), '25\u00a0%');
    assert.equal(en.statistic(0.4), '0.40');
    assert.equal(en.statistic(-0.12), '-0.12');
    assert.equal(en.number(null), '—');
    assert.equal(en.rate(Number.NaN), '—');
  });

  it('a due date is that calendar day wherever the reader is', () => {
    assert.equal(formattersFor('en').day('2026-10-01'), 'Oct 1, 2026');
    assert.equal(formattersFor('ro').day('2026-10-01'), '1 oct. 2026');
    assert.equal(formattersFor('en').day(null), '—');
    assert.equal(formattersFor('en').day('not a date'), '—');
  });
});

describe('download file names', () => {
  it('prefers the UTF-8 name, falls back to the plain one, keeps only the last path segment', () => {
    assert.equal(
      fileNameFromDisposition(`attachment; filename="Evaluare la matematica.csv"; filename*=UTF-8''Evaluare%20la%20matematic%C4%83.csv`),
      'Evaluare la matematică.csv',
    );
    assert.equal(fileNameFromDisposition('attachment; filename="a IX-a B.xlsx"'), 'a IX-a B.xlsx');
    assert.equal(fileNameFromDisposition('attachment; filename=plain.csv'), 'plain.csv');
    assert.equal(fileNameFromDisposition('attachment; filename="../../etc/passwd"'), 'passwd');
    assert.equal(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A.csv; filename="safe.csv"`), 'safe.csv');
    assert.equal(fileNameFromDisposition('attachment'), null);
    assert.equal(fileNameFromDisposition(null), null);
  });
});
