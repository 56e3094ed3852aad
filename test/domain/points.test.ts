// Points as people read them, and as cheaply as the grid needs: formatting a
// mark must not build a new Intl formatter each time (the grid's headers
// built ~70 on open, 40 ms of a cold load's main thread).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatHundredths } from '../../src/domain/hundredths';
import { formatPoints, sumPoints } from '../../src/domain/points';

test("formatPoints writes up to two decimals in the locale's own way", () => {
  assert.equal(formatPoints(7.5, 'ro'), '7,5');
  assert.equal(formatPoints(7.5, 'en'), '7.5');
  assert.equal(formatPoints(7, 'es'), '7');
  assert.equal(formatPoints(7.255, 'en'), '7.26');
  assert.equal(sumPoints([0.1, 0.2]), 0.3);
});

test('formatPoints writes every number below 1000 as Intl.NumberFormat does, without building one', async () => {
  // A module of its own: no formatter kept from the tests above.
  const fresh = '../../src/domain/points.ts?without-intl';
  const { formatPoints } = (await import(fresh)) as typeof import('../../src/domain/points');
  const intl = Object.fromEntries(['en', 'ro', 'es'].map((locale) => [locale, new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })]));
  // Hundredths and thousandths (the ties: 7.255, -0.125), both signs, and doubles with long tails.
  const values: number[] = [];
  for (let i = -99_999; i <= 99_999; i++) values.push(i / 100);
  for (let i = -999_999; i <= 999_999; i += 7) values.push(i / 1000);
  let seed = 42;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
  for (let i = 0; i < 20_000; i++) values.push(random() * 999.99, random() / 1000, random() * 1e-7);
  const Original = Intl.NumberFormat;
  Intl.NumberFormat = (() => {
    throw new Error('no formatter below 1000');
  }) as unknown as typeof Intl.NumberFormat;
  const differ: string[] = [];
  try {
    for (const value of values) {
      // Negative zero aside; from 999.995 the text is 1000 or more, grouped by Intl (checked below).
      if (Object.is(value, -0) || Math.abs(value) >= 999.995) continue;
      for (const locale of ['en', 'ro', 'es']) {
        const ours = formatPoints(value, locale);
        const theirs = intl[locale]!.format(value);
        if (ours !== theirs && differ.length < 10) differ.push(`${locale} ${value}: ${ours} vs ${theirs}`);
      }
    }
  } finally {
    Intl.NumberFormat = Original;
  }
  assert.deepEqual(differ, []);
  assert.equal(formatPoints(-0, 'ro'), '0', 'negative zero is just 0');
  assert.equal(formatPoints(1234.5, 'ro'), intl.ro!.format(1234.5), 'from 1000 up, Intl groups the digits');
  assert.equal(formatPoints(999.996, 'en'), '1,000', 'rounding up to 1000 groups too');
  assert.equal(formatPoints(Number.NaN, 'en'), 'NaN');
});

test('formatPoints builds one formatter per locale, however many marks it formats', () => {
  const Original = Intl.NumberFormat;
  let built = 0;
  // Counts constructions; formats as the real one does.
  const Counting = function (this: unknown, ...args: ConstructorParameters<typeof Intl.NumberFormat>) {
    built++;
    return new Original(...args);
  } as unknown as typeof Intl.NumberFormat;
  Intl.NumberFormat = Counting;
  try {
    for (let i = 0; i < 500; i++) {
      formatPoints(i / 4, 'de');
      formatPoints(i / 4, 'fr');
    }
  } finally {
    Intl.NumberFormat = Original;
  }
  assert.ok(built <= 2, `${built} formatters built for 1000 marks`);
});

test('a mark on an exam record has two decimals in every language: 7,00 beside 7,02, never 7', () => {
  assert.deepEqual(
    [7, 6.5, 7.02, 10, 0, -1.5].map((value) => formatHundredths(value, 'ro')),
    ['7,00', '6,50', '7,02', '10,00', '0,00', '-1,50'],
  );
  assert.equal(formatHundredths(7.2, 'en'), '7.20');
  assert.equal(formatHundredths(1, 'es'), '1,00');
  assert.equal(formatHundredths(7.005, 'ro'), '7,01', 'rounded as formatPoints rounds');
});
