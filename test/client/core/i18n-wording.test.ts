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

// Romanian joins words with a hyphen ("într-un", "s-a", "autentificați-vă"), and a browser breaks a line after one:
// the welcome page read "într-⏎un singur loc", a dialog "nu s-⏎a salvat?". The screens' texts use the non-breaking
// hyphen (U+2011). Printed texts (the PDFs' fonts), files and mail keep the plain one, and so do hints and examples,
// which a teacher may copy into a field ("a IX-a").
const PLAIN_HYPHEN_NAMESPACES = new Set(['pdf', 'pdfReports', 'exports', 'mail', 'quizRules', 'questionTypes', 'marks', 'validation', 'language']);

function hyphenatedWords(tree: Tree, path: string[] = []): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value !== 'string') return hyphenatedWords(value, [...path, key]);
    if (/hint|placeholder|example/i.test(key)) return [];
    const words = [...value.matchAll(/(?<![\w‑-])([^\W\d_]+)-([^\W\d_]+)(?![\w-])/gu)].filter((match) => !/^[IVXLC]+$/.test(match[1]!));
    return words.map((match) => `${[...path, key].join('.')}: ${match[0]}`);
  });
}

describe('Romanian hyphens on screen', () => {
  it('words joined by a hyphen do not break at a line’s end', () => {
    const dictionary = JSON.parse(readFileSync(join(root, 'i18n', 'ro.json'), 'utf8')) as Tree;
    const onScreen = Object.entries(dictionary).filter(([namespace]) => !PLAIN_HYPHEN_NAMESPACES.has(namespace));
    assert.deepEqual(
      onScreen.flatMap(([namespace, tree]) => (typeof tree === 'string' ? [] : hyphenatedWords(tree, [namespace]))),
      [],
    );
  });
});
