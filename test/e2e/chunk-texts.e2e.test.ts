// Each lazy chunk of the built client loads the namespaces of i18n/*.json its
// modules' keys belong to: read from the build's metafile (which modules each
// chunk holds, which chunk loads which) and the sources (the keys a module
// names, the messages a module awaits at its top level). A module's key of a
// namespace its chunk does not load shows raw in the browser (the grid page's
// not-found; the members page's palette command). The browser sweep
// (texts.e2e.test.ts) sees what is shown; this sees every module at once,
// states no test reaches included, in a second. It lives with the e2e tests
// because it reads dist/ (npm run test:e2e builds first).
//
// What it cannot see: a key held in a variable or handed from one module to
// another (a prop, a command's label) is checked where it is written, not
// where it is shown; keys in src/domain are messages the server sends too,
// shown by whichever form meets them, and are left to the browser tests.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const root = join(import.meta.dirname, '..', '..');
const metafilePath = join(root, 'dist', 'meta.client.json');

interface Metafile {
  inputs: Record<string, { imports?: { path: string; kind: string; original?: string }[] }>;
}

type Tree = { [key: string]: string | Tree };

/**
 * Modules allowed a namespace their chunk does not load, and why: each is a
 * key written in one place and shown by a screen that loads it.
 */
const HANDED_OVER: Record<string, { namespace: string; why: string }> = {
  'src/client/app/App.tsx': { namespace: 'placeholders', why: 'the route table hands the title key to the placeholder screen, whose chunk loads it' },
  'src/client/app/layout/use-app-commands.ts': {
    namespace: 'palette',
    why: "the shell's command labels show only in the palette and the shortcut help, whose overlays load them",
  },
  'src/client/app/layout/app-commands.ts': {
    namespace: 'palette',
    why: "the shell's command labels show only in the palette and the shortcut help, whose overlays load them",
  },
};

const BOOT_ENTRY = 'src/client/main.tsx';
const LAZY = 'lazy-chunk:';

const source = (module: string): string => (existsSync(join(root, module)) ? readFileSync(join(root, module), 'utf8') : '');
/** A namespace list in a loader's literal import ('i18n-namespace:en/a,b'). */
const namespaceLists = (text: string): string[][] => [...text.matchAll(/i18n-namespace:en\/([\w,]+)/g)].map((match) => match[1]!.split(','));

function dictionaryKeys() {
  const tree = JSON.parse(readFileSync(join(root, 'i18n', 'en.json'), 'utf8')) as Tree;
  const keys = new Set<string>();
  const branches = new Set<string>();
  (function collect(node: Tree, prefix: string) {
    for (const [name, value] of Object.entries(node)) {
      const key = prefix ? `${prefix}.${name}` : name;
      keys.add(key);
      if (typeof value !== 'string') {
        branches.add(key);
        collect(value, key);
      }
    }
  })(tree, '');
  return { namespaces: Object.keys(tree), keys, branches };
}

/** The keys a module writes: literals the dictionary has, and templates (`grading.keys.${name}`) under a key it has. */
function keysWritten(text: string, dictionary: ReturnType<typeof dictionaryKeys>): string[] {
  // Comment lines out: `//`, a block comment's `*` lines, and a one-line `/** … */` (an example key in a doc comment).
  const code = text.replace(/^\s*(\/\/|\/?\*).*$/gm, '');
  const literal = new RegExp(`['"\`]((?:${dictionary.namespaces.join('|')})\\.[\\w.]*(?:\\$\\{)?)`, 'g');
  return [...code.matchAll(literal)]
    .map((match) => match[1]!)
    .filter((key) => {
      if (!key.endsWith('${')) return dictionary.keys.has(key);
      const prefix = key.slice(0, -'.${'.length);
      return prefix.includes('.') && dictionary.branches.has(prefix);
    })
    .map((key) => key.replace(/\.?\$\{$/, '.*'));
}

test("each lazy chunk loads the namespaces of the keys its modules write (the built app's metafile)", () => {
  assert.ok(existsSync(metafilePath), 'dist/meta.client.json: build first (node build.mjs)');
  const { inputs } = JSON.parse(readFileSync(metafilePath, 'utf8')) as Metafile;
  const dictionary = dictionaryKeys();

  const closure = (start: string): Set<string> => {
    const seen = new Set<string>();
    for (const stack = [start]; stack.length > 0; ) {
      const module = stack.pop()!;
      if (seen.has(module)) continue;
      seen.add(module);
      for (const edge of inputs[module]?.imports ?? []) if (edge.kind === 'import-statement' && edge.path.startsWith('src/')) stack.push(edge.path);
    }
    return seen;
  };
  const boot = closure(BOOT_ENTRY);
  const bootNamespaces = namespaceLists(source('src/client/core/i18n.ts'))[0] ?? [];
  assert.ok(bootNamespaces.includes('common'), "core/i18n.ts's boot namespaces were read");

  // Messages defined with defineMessages, by the name they are awaited under (`await quizzesMessages.ensure()`).
  const messages = new Map<string, string[]>();
  for (const module of Object.keys(inputs)) {
    for (const match of source(module).matchAll(/const (\w+)\s*=\s*defineMessages\(\{([\s\S]*?)\}\)/g)) {
      const [list] = namespaceLists(match[2]!);
      if (list) messages.set(match[1]!, list);
    }
  }
  assert.ok(messages.size > 10, `only ${messages.size} defineMessages found: is the pattern still right?`);
  const ensured = (text: string) => [...text.matchAll(/(\w+)\.ensure\(/g)].flatMap((match) => messages.get(match[1]!) ?? []);
  /** What a module has loaded before anything of its chunk renders: the messages its top level awaits, and texts it fetches itself (the PDF's). */
  const loadedBy = (module: string): string[] => {
    const text = source(module);
    const awaited = [...text.matchAll(/^await [^\n]*/gm)].flatMap(([line]) => ensured(line));
    const ownLoader = /defineMessages/.test(text) ? [] : namespaceLists(text).flat();
    return [...awaited, ...ownLoader];
  };

  const chunks = Object.keys(inputs).filter((input) => input.startsWith(LAZY));
  const modulesOf = new Map(chunks.map((chunk) => [chunk, [...closure(chunk.slice(LAZY.length).replace(`${root}/`, ''))].filter((m) => !boot.has(m))]));
  const ownNamespaces = new Map(chunks.map((chunk) => [chunk, new Set(modulesOf.get(chunk)!.flatMap(loadedBy))]));
  /** Who imports each chunk, and the messages loaded in the same statement (`Promise.all([import('./X'), xMessages.ensure()])`). */
  const importers = new Map(chunks.map((chunk) => [chunk, [] as { module: string; alongside: string[] }[]]));
  for (const [module, input] of Object.entries(inputs)) {
    const lines = source(module).split('\n');
    for (const edge of input.imports ?? []) {
      if (edge.kind !== 'dynamic-import') continue;
      const alongside = lines.filter((line) => edge.original && line.includes(`import('${edge.original}')`)).flatMap(ensured);
      importers.get(edge.path)?.push({ module, alongside });
    }
  }

  // What a chunk can count on: the boot's, its own, and what every module that imports it had or loads with it
  // (a tab's code loads inside its screen's). Found by narrowing from everything until nothing changes.
  const available = new Map(chunks.map((chunk) => [chunk, new Set(dictionary.namespaces)]));
  const intersect = (sets: Set<string>[]): Set<string> => new Set(sets.length === 0 ? [] : [...sets[0]!].filter((name) => sets.every((set) => set.has(name))));
  const availableTo = (module: string): Set<string> =>
    boot.has(module)
      ? new Set(bootNamespaces)
      : intersect(chunks.filter((chunk) => modulesOf.get(chunk)!.includes(module)).map((chunk) => available.get(chunk)!));
  for (let changed = true; changed; ) {
    changed = false;
    for (const chunk of chunks) {
      const inherited = intersect(importers.get(chunk)!.map(({ module, alongside }) => new Set([...availableTo(module), ...alongside])));
      const next = new Set([...bootNamespaces, ...ownNamespaces.get(chunk)!, ...inherited]);
      if (next.size < available.get(chunk)!.size) {
        available.set(chunk, next);
        changed = true;
      }
    }
  }

  const entryOf = (chunk: string) => chunk.slice(LAZY.length).replace(`${root}/`, '');
  /** Where a module is loaded without the namespace: the boot, or the chunks that hold it and lack it. */
  const lacking = (module: string, namespace: string): string =>
    boot.has(module)
      ? 'the boot'
      : `the chunk of ${chunks
          .filter((chunk) => modulesOf.get(chunk)!.includes(module) && !available.get(chunk)!.has(namespace))
          .map(entryOf)
          .join(', ')}`;
  const problems: string[] = [];
  for (const module of new Set([...boot, ...chunks.flatMap((chunk) => modulesOf.get(chunk)!)])) {
    if (module.startsWith('src/domain/')) continue;
    const text = source(module);
    // A module that loads messages itself before it shows them (sign-out's dialog) may use them.
    const usable = new Set([...availableTo(module), ...ensured(text)]);
    const missing = new Map<string, string[]>();
    for (const key of keysWritten(text, dictionary)) {
      const namespace = key.split('.')[0]!;
      if (usable.has(namespace) || HANDED_OVER[module]?.namespace === namespace) continue;
      missing.set(namespace, [...(missing.get(namespace) ?? []), key]);
    }
    for (const [namespace, keys] of missing)
      problems.push(`${module} writes ${[...new Set(keys)].join(', ')}, but ${lacking(module, namespace)} does not load "${namespace}"`);
  }
  assert.deepEqual(problems, []);
});

test('two loaders of texts differ in their first namespace (build.mjs names a chunk by it, and esbuild keeps one module per name)', () => {
  const lists = new Map<string, Set<string>>();
  const files = Object.keys((JSON.parse(readFileSync(metafilePath, 'utf8')) as Metafile).inputs).filter((input) => input.startsWith('src/'));
  for (const file of files) for (const list of namespaceLists(source(file))) lists.set(list[0]!, new Set([...(lists.get(list[0]!) ?? []), list.join(',')]));
  assert.deepEqual(
    [...lists].filter(([, variants]) => variants.size > 1).map(([first, variants]) => `${first}: ${[...variants].join(' | ')}`),
    [],
  );
});

test("the page preloads each of a route's text files once (two of its modules may hold the same feature)", () => {
  const preloads = JSON.parse(readFileSync(join(root, 'dist', 'public', 'preload.json'), 'utf8')) as {
    routes: { path: string; texts: Record<string, string[]> }[];
  };
  const repeated = preloads.routes.flatMap(({ path, texts }) =>
    Object.entries(texts).flatMap(([language, urls]) => urls.filter((url, index) => urls.indexOf(url) !== index).map((url) => `${path} (${language}): ${url}`)),
  );
  assert.deepEqual(repeated, []);
});
