// parseNumber reads what a teacher types into a number field: only numbers
// written the way people write them, never JavaScript's other spellings.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { create, StructError } from 'superstruct';
import { numberField } from '../../src/domain/number-field';
import { parseNumber } from '../../src/domain/numbers';
import { writtenNumber } from '../../src/domain/written-numbers';

test('parseNumber reads written numbers, with a point or a comma', () => {
  for (const [typed, expected] of [
    ['7,5', 7.5],
    [' 7.5 ', 7.5],
    ['10', 10],
    ['+3', 3],
    ['-2', -2],
    ['.5', 0.5],
    [',5', 0.5],
    ['5.', 5],
    ['1 000', 1000],
    ['12 500,5', 12500.5],
    ['1\u00a0000', 1000],
  ] as const) {
    assert.equal(parseNumber(typed), expected, `"${typed}"`);
  }
  assert.equal(parseNumber(''), undefined);
  assert.equal(parseNumber('   '), undefined);
  assert.equal(parseNumber(4), 4, 'a number passes through');
});

test('parseNumber leaves JavaScript-only spellings as text, so the field says "not a number"', () => {
  for (const typed of [
    '1 5',
    '7 5',
    '1 50',
    '1,5 0',
    '- 2',
    '1e1',
    '1E3',
    '0x10',
    '0b11',
    '0o7',
    'Infinity',
    '-Infinity',
    'NaN',
    '1,5,5',
    '1.5.5',
    '--1',
    '٣',
    '7,5p',
    '\u0000',
  ]) {
    assert.equal(parseNumber(typed), typed, `"${typed}" is not a written number`);
  }
});

test('a number field refuses "1e1" with the number message instead of storing 10', () => {
  const field = numberField({ min: 0, max: 100 });
  assert.equal(create('12,5', field), 12.5);
  assert.throws(
    () => create('1e1', field),
    (error: unknown) => error instanceof StructError && error.message.includes('validation.number'),
  );
});

test('writtenNumber keeps every digit and writes the decimal separator of the language', () => {
  assert.equal(writtenNumber(7.5, 'ro'), '7,5');
  assert.equal(writtenNumber(0.75, 'es'), '0,75');
  assert.equal(writtenNumber(3.14159, 'ro'), '3,14159', 'not rounded: the field is edited, not just read');
  assert.equal(writtenNumber(22.5, 'en'), '22.5');
  assert.equal(writtenNumber(10, 'ro'), '10');
});
