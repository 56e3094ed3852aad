// The lint plugin test/lint/assert-in-wait-for.grit must flag assert.ok
// without a message inside waitFor (each failed retry parses the test file:
// it made one page test take 30 s) and leave the other forms alone.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';

const root = join(import.meta.dirname, '..', '..');
const biome = join(root, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');

// A project of its own with only the plugin on (biome reports no plugin findings for stdin).
const dir = mkdtempSync(join(tmpdir(), 'catedra-grit-'));
after(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(
  join(dir, 'biome.json'),
  JSON.stringify({ plugins: [join(root, 'test', 'lint', 'assert-in-wait-for.grit')], linter: { rules: { recommended: false } } }),
);
let files = 0;

/** Plugin diagnostics biome reports for a test file with this text. */
function pluginFindings(text: string): number {
  const file = join(dir, `example-${++files}.test.tsx`);
  writeFileSync(file, text);
  const result = spawnSync(process.execPath, [biome, 'lint', file], { cwd: dir, encoding: 'utf8' });
  return (result.stderr + result.stdout).split('assert.ok inside waitFor needs a message').length - 1;
}

describe('lint: assert.ok inside waitFor', () => {
  it('flags a bare assert.ok in a one-line and in a block waitFor', () => {
    assert.equal(pluginFindings('await waitFor(() => assert.ok(saved));\n'), 1);
    assert.equal(pluginFindings('await waitFor(() => {\n  assert.equal(a, 1);\n  assert.ok(saved);\n});\n'), 1);
  });

  it('leaves assert.ok with a message, and a bare one outside waitFor', () => {
    assert.equal(pluginFindings("await waitFor(() => assert.ok(saved, 'the set-up was saved'));\n"), 0);
    assert.equal(pluginFindings('assert.ok(saved);\n'), 0);
  });
});
