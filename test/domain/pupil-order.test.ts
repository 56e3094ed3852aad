// Every list of pupils follows the class register: alphabetical in the
// language's own alphabet, so Ș comes after S and Ț after T in Romanian, not
// after Z as a byte order puts them.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { comparePupils, inPupilOrder } from '../../src/domain/pupil-order';

const ROMANIAN_REGISTER = [
  'Ana Maria',
  'Ăsandei Ioana',
  'Âmbrus Dan',
  'Ionescu Vlad',
  'Îonel Radu',
  'Sandu Elena',
  'Șerban Mihai',
  'Ștefan Paul',
  'Tudor Ilie',
  'Țurcanu Ana',
  'Zamfir Ion',
];

const named = (names: readonly string[]) => names.map((name) => ({ name }));
const shuffled = [...ROMANIAN_REGISTER].reverse().sort((a, b) => (a.length % 3) - (b.length % 3));

describe('pupil order', () => {
  test('Romanian: ă â after a, î after i, ș after s, ț after t, all before z', () => {
    assert.deepEqual(
      inPupilOrder(named(shuffled), 'ro').map((p) => p.name),
      ROMANIAN_REGISTER,
    );
  });

  test('the surname decides, then the given name; case does not matter', () => {
    const names = ['popescu Ion', 'Popescu Ana', 'Pop Zoe', 'Popa Ana'];
    assert.deepEqual(
      inPupilOrder(named(names), 'ro').map((p) => p.name),
      ['Pop Zoe', 'Popa Ana', 'Popescu Ana', 'popescu Ion'],
    );
  });

  test('the comparer sorts in place like any comparer, and keeps the input order for equal names', () => {
    const twins = [
      { name: 'Ionescu Ana', id: 'first' },
      { name: 'Ionescu Ana', id: 'second' },
    ];
    assert.deepEqual(
      [...twins].sort(comparePupils('ro')).map((p) => p.id),
      ['first', 'second'],
    );
  });

  test('an unknown language falls back to a collation, never throws', () => {
    assert.equal(inPupilOrder(named(['b', 'a']), 'xx-invalid-').length, 2);
  });
});
