// "Last graded" was cut at 1280 px in English ("12/28/26, 10:58 PM" in 150
// px) while the grid's frame had room to its right. The columns are now
// fitted to the frame: the last column as wide as its longest time, and the
// comments taking what the others leave.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildColumns, fitColumns, type GridColumn } from '../../../src/client/features/grading/model/grid-columns';

const sevenQuestions = {
  sections: [
    {
      id: 's1',
      title: '',
      context: '',
      questions: Array.from({ length: 7 }, (_, i) => ({ id: `q${i + 1}`, type: 'open', text: `Q${i + 1}`, points: 25, lines: 2, rules: [] })),
    },
  ],
} as unknown as Parameters<typeof buildColumns>[0];

const total = (columns: readonly GridColumn[]) => columns.reduce((sum, column) => sum + column.width, 0);
const widthOf = (columns: readonly GridColumn[], kind: GridColumn['kind']) => columns.find((column) => column.kind === kind)?.width;

describe('grade grid columns fitted to the frame', () => {
  const columns = buildColumns(sevenQuestions, 175, new Set());

  it('at 1280 px (a 1230 px frame) the last column holds its longest time and the grid fills the frame exactly', () => {
    const fitted = fitColumns(columns, 1230, 175);
    assert.equal(widthOf(fitted, 'gradedAt'), 175);
    assert.equal(total(fitted), 1230, 'no sideways scrolling, no empty strip');
    assert.ok(widthOf(fitted, 'comments')! >= 160);
  });

  it('with room to spare the comments take it; short of room they keep 160 px and the grid scrolls', () => {
    assert.equal(total(fitColumns(columns, 1600, 150)), 1600);
    const narrow = fitColumns(columns, 800, 150);
    assert.equal(widthOf(narrow, 'comments'), 160);
    assert.ok(total(narrow) > 800);
  });

  it('unmeasured (no frame yet, a hidden tab) the widths stay as built; a short time never narrows the column', () => {
    assert.deepEqual(fitColumns(columns, 0, 0), columns);
    assert.equal(widthOf(fitColumns(columns, 1230, 90), 'gradedAt'), 150);
  });

  it('a grid without comments (a double correction’s) keeps its widths', () => {
    const withoutComments = columns.filter((column) => column.kind !== 'comments' && column.kind !== 'gradedAt');
    assert.deepEqual(fitColumns(withoutComments, 1230, 175), withoutComments);
  });
});
