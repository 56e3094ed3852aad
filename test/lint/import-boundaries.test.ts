// The boundary rule must fail on each kind of wrong import (a rule that
// never fires passes any codebase) and pass the real src/.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { importViolations } from './import-boundaries';

const root = mkdtempSync(join(tmpdir(), 'catedra-boundaries-'));
after(() => rmSync(root, { recursive: true, force: true }));

function tree(name: string, files: Record<string, string>): string {
  const src = join(root, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(src, path)), { recursive: true });
    writeFileSync(join(src, path), text);
  }
  return src;
}

const BASE = {
  'domain/points.ts': 'export const p = 1;\n',
  'server/db.ts': 'export const db = 1;\n',
  'client/core/http.ts': "import { p } from '../../domain/points';\nexport const api = p;\n",
  'client/ui/Button.tsx': "import { api } from '../core/http';\nexport const B = api;\n",
  'client/features/schools/index.ts': "export { S } from './SchoolsPage';\n",
  'client/features/schools/SchoolsPage.tsx': "import { B } from '../../ui/Button';\nexport const S = B;\n",
  'client/features/grading/index.ts': "import { S } from '../schools';\nexport const G = S;\n",
  'client/app/App.tsx': "import { G } from '../features/grading';\nconst lazy = () => import('../features/schools');\nexport const A = [G, lazy];\n",
};

const cases: [string, Record<string, string>, RegExp][] = [
  ['domain reaching into the server', { 'domain/bad.ts': "import { db } from '../server/db';\n" }, /domain imports nothing of server/],
  ['domain reaching into the client', { 'domain/bad.ts': "export { api } from '../client/core/http';\n" }, /domain imports nothing of client/],
  ['the client reaching into the server', { 'client/core/bad.ts': "import '../../server/db';\n" }, /client imports nothing of the server/],
  ['the server reaching into the client', { 'server/bad.ts': "const load = () => import('../client/core/http');\n" }, /server imports nothing of the client/],
  ['core reaching up into a feature', { 'client/core/bad.ts': "import { S } from '../features/schools';\n" }, /core imports nothing of features/],
  ['ui reaching up into the app', { 'client/ui/bad.tsx': "import { A } from '../app/App';\n" }, /ui imports nothing of app/],
  [
    "a feature reaching into another's internals",
    { 'client/features/grading/bad.ts': "import { S } from '../schools/SchoolsPage';\n" },
    /only through its index\.ts/,
  ],
  [
    "the app reaching into a feature's internals",
    { 'client/app/bad.ts': "import { S } from '../features/schools/SchoolsPage';\n" },
    /only through its index\.ts/,
  ],
];

describe('import boundaries (DESIGN 1)', () => {
  it('a tree that follows the layers passes', () => {
    assert.deepEqual(importViolations(tree('clean', BASE)), []);
  });

  for (const [name, extra, rule] of cases) {
    it(`fails on ${name}`, () => {
      const violations = importViolations(tree(name.replaceAll(/\W+/g, '-'), { ...BASE, ...extra }));
      assert.equal(violations.length, 1, JSON.stringify(violations));
      assert.match(violations[0]!.rule, rule);
      assert.match(violations[0]!.file, /bad\.tsx?$/);
    });
  }

  it('src/ passes', () => {
    assert.deepEqual(importViolations(join(import.meta.dirname, '../../src')), []);
  });
});
