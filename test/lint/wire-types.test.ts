// DESIGN 1: no wire shape is written twice. A type exported under the same
// name by the server and by the client is a contract restated on each side;
// it belongs in src/domain/api, which both import. (A re-export, `export
// type { X } from`, is an import, not a second declaration.)
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';

const SRC = join(import.meta.dirname, '../../src');
const DECLARATION = /^export\s+(?:interface\s+([A-Z]\w*)|type\s+([A-Z]\w*)\s*[=<])/gm;

function declaredTypes(dir: string): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) {
        for (const match of readFileSync(path, 'utf8').matchAll(DECLARATION)) {
          const name = (match[1] ?? match[2])!;
          names.set(name, [...(names.get(name) ?? []), relative(SRC, path)]);
        }
      }
    }
  };
  walk(dir);
  return names;
}

/** Names the server and the client both declare, with where. */
export function typesDeclaredOnBothSides(): string[] {
  const server = declaredTypes(join(SRC, 'server'));
  const client = declaredTypes(join(SRC, 'client'));
  return [...server.keys()].filter((name) => client.has(name)).map((name) => `${name}: ${[...server.get(name)!, ...client.get(name)!].join(', ')}`);
}

describe('wire types', () => {
  it('no exported type name is declared by both the server and the client', () => {
    assert.deepEqual(typesDeclaredOnBothSides(), []);
  });

  it('the scan finds declarations on both sides (a scan that finds nothing proves nothing)', () => {
    assert.ok(declaredTypes(join(SRC, 'server')).has('GradeWrite'));
    assert.ok(declaredTypes(join(SRC, 'client')).has('SaveOutcome'));
  });
});
