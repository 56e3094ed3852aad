// The import-boundary rule of DESIGN 1, as code: data flows one way, and the
// layout shows it. `npm run lint` runs it over src/; its test runs it over a
// tree with a deliberate violation of each kind.
//   domain  imports nothing of server or client
//   server  imports nothing of client; client nothing of server
//   client: core <- ui <- features <- app (never the other way), and a
//           feature is reached from outside only through its index.ts
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

const SOURCE = /\.(ts|tsx|mts)$/;
// Static imports and re-exports, side-effect imports, and dynamic import().
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names, as the bundler resolves it (extension or index omitted). */
function resolveRelative(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** Where a file sits: its top-level part (domain, server, client) and, in the client, its layer and feature. */
function placeOf(srcRoot: string, file: string) {
  const parts = relative(srcRoot, file).split(sep);
  const [top = '', layer = '', feature = ''] = parts;
  return { top, layer: top === 'client' ? layer : '', feature: top === 'client' && layer === 'features' ? feature : '', parts };
}

const CLIENT_RANK: Record<string, number> = { core: 0, ui: 1, features: 2, app: 3 };

function ruleBroken(srcRoot: string, file: string, target: string): string | null {
  const from = placeOf(srcRoot, file);
  const to = placeOf(srcRoot, target);
  if (from.top === 'domain' && to.top !== 'domain') return `domain imports nothing of ${to.top}`;
  if (from.top === 'server' && to.top === 'client') return 'the server imports nothing of the client';
  if (from.top === 'client' && to.top === 'server') return 'the client imports nothing of the server';
  if (from.top !== 'client' || to.top !== 'client') return null;
  const fromRank = CLIENT_RANK[from.layer];
  const toRank = CLIENT_RANK[to.layer];
  if (fromRank !== undefined && toRank !== undefined && toRank > fromRank) return `client ${from.layer} imports nothing of ${to.layer}`;
  if (to.feature && from.feature !== to.feature) {
    const entry = to.parts.slice(3).join('/');
    if (entry !== 'index.ts' && entry !== 'index.tsx') return `a feature reaches features/${to.feature} only through its index.ts`;
  }
  return null;
}

/** Every import under srcRoot that crosses a boundary the wrong way. */
export function importViolations(srcRoot: string): Violation[] {
  const violations: Violation[] = [];
  for (const file of sourceFiles(srcRoot)) {
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIERS)) {
      const specifier = match[1] ?? '';
      if (!specifier.startsWith('.')) continue;
      const target = resolveRelative(file, specifier);
      if (!target) continue;
      const rule = ruleBroken(srcRoot, file, target);
      if (rule) violations.push({ file: relative(srcRoot, file), specifier, rule });
    }
  }
  return violations;
}

// Run as a script (npm run lint): list the violations and fail on any.
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = resolve(import.meta.dirname, '../../src');
  const violations = importViolations(root);
  for (const v of violations) console.error(`src/${v.file}: '${v.specifier}': ${v.rule}`);
  if (violations.length > 0) process.exit(1);
  console.log('import boundaries: ok');
}
