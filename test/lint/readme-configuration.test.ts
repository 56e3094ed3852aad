// README's quality bar: the Configuration table names every environment
// variable the server reads. The names are collected from the code (the
// configuration's `env.NAME`, `integer(env, 'NAME')` and destructured `env`,
// and any `process.env.NAME` in src/server), so a new setting without a line
// in the table fails here.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const root = join(import.meta.dirname, '..', '..');
/** Set by Node's test runner, not by anyone configuring Catedra. */
const NOT_SETTINGS = new Set(['NODE_TEST_CONTEXT']);

function serverSources(): string[] {
  const dir = join(root, 'src', 'server');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

function variablesRead(): Set<string> {
  const names = new Set<string>();
  const config = readFileSync(join(root, 'src', 'server', 'config.ts'), 'utf8');
  for (const match of config.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) names.add(match[1]!);
  for (const match of config.matchAll(/\benv, '([A-Z][A-Z0-9_]+)'/g)) names.add(match[1]!);
  for (const match of config.matchAll(/\{([^}]*)\}\s*=\s*env\b/g)) {
    for (const name of match[1]!.matchAll(/\b([A-Z][A-Z0-9_]+)\s*:/g)) names.add(name[1]!);
  }
  for (const source of serverSources()) for (const match of source.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)) names.add(match[1]!);
  for (const name of NOT_SETTINGS) names.delete(name);
  return names;
}

test("README's Configuration table names every environment variable the server reads", () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1));
  const names = variablesRead();
  // The collection itself works: these are read today.
  for (const known of ['PORT', 'DATABASE_URL', 'OIDC_ISSUER', 'RATE_LIMIT_LOGIN_PER_MINUTE']) assert.ok(names.has(known), `${known} not found in the code`);
  const missing = [...names].filter((name) => !section.includes(`\`${name}\``)).sort();
  assert.deepEqual(missing, [], `not in README's Configuration table: ${missing.join(', ')}`);
});
