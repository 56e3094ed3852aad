import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

const root = join(import.meta.dirname, '..', '..', '..');
type Tree = { [key: string]: string | Tree };

function text(tree: Tree, key: string): string {
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  assert.equal(typeof value, 'string', key);
  return value as string;
}

// Words a teacher must not confuse: a grid's Undo next to a dialog's Cancel
// read the same in Romanian ("Anulează"), so a button could mean either.
const distinct: [string, string[], string[]][] = [
  ['Cancel and Undo', ['dialog.cancel', 'assignments.actions.cancel', 'comments.cancel'], ['grading.actions.undo', 'grading.keys.undo']],
];

describe('wording', () => {
  for (const language of ['en', 'ro', 'es']) {
    const dictionary = JSON.parse(readFileSync(join(root, 'i18n', `${language}.json`), 'utf8')) as Tree;
    for (const [what, left, right] of distinct) {
      it(`${language}: ${what} read differently`, () => {
        const leftTexts = new Set(left.map((key) => text(dictionary, key).toLocaleLowerCase(language)));
        const clashes = right.filter((key) => leftTexts.has(text(dictionary, key).toLocaleLowerCase(language)));
        assert.deepEqual(clashes, []);
      });
    }
  }
});
