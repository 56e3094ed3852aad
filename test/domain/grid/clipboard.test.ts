import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formatTsv, guessSeparator, parseClipboardTable, planPaste, tileToRange } from '../../../src/domain/grid/clipboard';
import { readComment, readMark } from '../../../src/domain/grid/mark-input';

describe('clipboard parsing', () => {
  test('TSV from a spreadsheet: tabs, CRLF, the trailing newline dropped', () => {
    assert.deepEqual(parseClipboardTable('7\t8\t9\r\n6\t5\t4\r\n'), [
      ['7', '8', '9'],
      ['6', '5', '4'],
    ]);
  });

  test('the decimal comma stays inside a TSV cell', () => {
    assert.deepEqual(parseClipboardTable('7,5\t8,25\n10\t0,5\n'), [
      ['7,5', '8,25'],
      ['10', '0,5'],
    ]);
  });

  test('one column of decimal-comma numbers is one column, not two', () => {
    assert.deepEqual(parseClipboardTable('7,5\n8\n9,25\n'), [['7,5'], ['8'], ['9,25']]);
    assert.deepEqual(parseClipboardTable('7,5'), [['7,5']]);
    assert.equal(guessSeparator('7,5\n8'), '\t');
  });

  test('comma- and semicolon-separated values', () => {
    assert.deepEqual(parseClipboardTable('7,8,9\n1,2,3'), [
      ['7', '8', '9'],
      ['1', '2', '3'],
    ]);
    assert.deepEqual(parseClipboardTable('7,5;8;9\n1;2,5;3'), [
      ['7,5', '8', '9'],
      ['1', '2,5', '3'],
    ]);
    assert.deepEqual(parseClipboardTable('"Pop, Ana",7'), [['Pop, Ana', '7']]);
  });

  test('ragged rows, empty cells and blank lines inside the block are kept', () => {
    assert.deepEqual(parseClipboardTable('1\t2\t3\n4\n\t6\n\n7\t8\n'), [['1', '2', '3'], ['4'], ['', '6'], [''], ['7', '8']]);
  });

  test('quoted cells with tabs, newlines and quotes (as Excel writes them)', () => {
    assert.deepEqual(parseClipboardTable('"a\tb"\t"two\nlines"\t"say ""hi"""\n'), [['a\tb', 'two\nlines', 'say "hi"']]);
  });

  test('empty text is an empty block; a BOM is ignored', () => {
    assert.deepEqual(parseClipboardTable(''), []);
    assert.deepEqual(parseClipboardTable('\n'), []);
    assert.deepEqual(parseClipboardTable('\uFEFF5\t6'), [['5', '6']]);
  });

  test('formatTsv round-trips through the parser', () => {
    const rows = [
      ['Ana Pop', '7,5', ''],
      ['say "x"', 'a\tb', '10'],
    ];
    assert.equal(
      formatTsv([
        ['1', '2'],
        ['3', '4'],
      ]),
      '1\t2\r\n3\t4\r\n',
    );
    assert.deepEqual(parseClipboardTable(formatTsv(rows)), rows);
  });
});

describe('paste plan', () => {
  const size = { rows: 4, cols: 4 };
  const asNumber = (text: string) => {
    const reading = readMark(text, 10);
    return reading;
  };

  test('lays the block from the cursor and reads every cell', () => {
    const plan = planPaste(
      [
        ['1', '2'],
        ['3', '4'],
      ],
      { row: 1, col: 1 },
      size,
      asNumber,
    );
    assert.deepEqual(
      plan.changes.map(({ row, col, value }) => [row, col, value]),
      [
        [1, 1, 1],
        [1, 2, 2],
        [2, 1, 3],
        [2, 2, 4],
      ],
    );
    assert.deepEqual(plan.range, { top: 1, left: 1, bottom: 2, right: 2 });
    assert.equal(plan.clipped, 0);
  });

  test('refuses the bad cells with a reason and applies the rest', () => {
    const plan = planPaste([['7,5', '11', 'abc', '']], { row: 0, col: 0 }, size, asNumber);
    assert.deepEqual(
      plan.changes.map(({ col, value }) => [col, value]),
      [
        [0, 7.5],
        [3, null],
      ],
    );
    assert.deepEqual(
      plan.refused.map(({ col, reason }) => [col, reason.key]),
      [
        [1, 'marks.tooHigh'],
        [2, 'validation.number'],
      ],
    );
    assert.deepEqual(plan.refused[0]!.reason.params, { max: 10, count: 10 });
  });

  test('a block larger than the grid is clipped at the edges and the rest counted', () => {
    const block = Array.from({ length: 6 }, () => ['1', '2', '3']);
    const plan = planPaste(block, { row: 2, col: 2 }, size, asNumber);
    assert.equal(plan.changes.length, 4, 'rows 2-3 x cols 2-3');
    assert.equal(plan.clipped, 18 - 4);
    assert.deepEqual(plan.range, { top: 2, left: 2, bottom: 3, right: 3 });
  });

  test('ragged rows paste what they have; a block wholly outside lands nowhere', () => {
    const plan = planPaste([['1', '2', '3'], ['4']], { row: 0, col: 0 }, size, asNumber);
    assert.equal(plan.changes.length, 4);
    assert.deepEqual(plan.range, { top: 0, left: 0, bottom: 1, right: 2 });
    const outside = planPaste([['1']], { row: 9, col: 0 }, size, asNumber);
    assert.equal(outside.range, null);
    assert.equal(outside.clipped, 1);
  });

  test('one value over a larger selection fills it; a block that fits whole times is repeated', () => {
    assert.deepEqual(tileToRange([['5']], { top: 0, left: 0, bottom: 2, right: 1 }), [
      ['5', '5'],
      ['5', '5'],
      ['5', '5'],
    ]);
    assert.deepEqual(tileToRange([['1', '2']], { top: 0, left: 0, bottom: 1, right: 1 }), [
      ['1', '2'],
      ['1', '2'],
    ]);
    assert.deepEqual(tileToRange([['1', '2', '3']], { top: 0, left: 0, bottom: 1, right: 1 }), [['1', '2', '3']], 'does not fit: as it is');
    assert.deepEqual(tileToRange([['1', '2'], ['3']], { top: 0, left: 0, bottom: 3, right: 3 }), [['1', '2'], ['3']], 'ragged: as it is');
  });
});

describe('reading a typed mark', () => {
  test('decimal comma or point, spaces, and an empty cell that clears', () => {
    assert.deepEqual(readMark('7,5', 10), { ok: true, value: 7.5 });
    assert.deepEqual(readMark(' 7.25 ', 10), { ok: true, value: 7.25 });
    assert.deepEqual(readMark('', 10), { ok: true, value: null });
    assert.deepEqual(readMark('  ', 10), { ok: true, value: null });
    assert.deepEqual(readMark('10', 10), { ok: true, value: 10 });
    assert.deepEqual(readMark('-0', 10), { ok: true, value: 0 });
  });

  test('refuses with the server’s reasons', () => {
    assert.deepEqual(readMark('10,5', 10), { ok: false, reason: { key: 'marks.tooHigh', params: { max: 10, count: 10 } } });
    assert.deepEqual(readMark('x', 10), { ok: false, reason: { key: 'validation.number' } });
    assert.deepEqual(readMark('-1', 10), { ok: false, reason: { key: 'grading.refused.negative' } });
    assert.deepEqual(readMark('1,255', 10), { ok: false, reason: { key: 'validation.decimals', params: { n: 2 } } });
  });

  test('comments are trimmed and limited', () => {
    assert.deepEqual(readComment('  bine  '), { ok: true, value: 'bine' });
    assert.equal(readComment('x'.repeat(2001)).ok, false);
    // Characters, as the server counts them: Word's mathematical letters are two UTF-16 units each.
    assert.deepEqual(readComment('𝑥'.repeat(2000)), { ok: true, value: '𝑥'.repeat(2000) });
  });
});
