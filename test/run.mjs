// Runs the test suites with node:test and prints one closing line with the
// totals. Node 20's test runner takes no globs, so the files are listed here.
//   node test/run.mjs unit   domain + server (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) + client
//   node test/run.mjs e2e    real-browser tests against the built app
//   node test/run.mjs unit client,domain    only those groups of the unit run
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bundleTests } from './bundle-tests.mjs';

const root = join(import.meta.dirname, '..');
const countsDir = join(root, '.cache', 'test-counts');

function testFiles(dir) {
  const abs = join(root, dir);
  let entries;
  try {
    entries = readdirSync(abs, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => e.isFile() && /\.test\.tsx?$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath ?? e.path, e.name)))
    .sort();
}

/**
 * A hang guard per test, far above any test's time on a busy machine: a test
 * waiting on something that will never come (a browser gone, a server left
 * running) fails with its name instead of holding CI until it is killed.
 */
const HANG_GUARD_MS = 600_000;

function commandFor(label, files, { imports = [], concurrency = 2, tsx = true } = {}) {
  const countsFile = join(countsDir, `${label}.json`);
  const args = [
    ...(tsx ? ['--import', 'tsx'] : ['--enable-source-maps']),
    ...imports.flatMap((i) => ['--import', i]),
    '--test',
    `--test-concurrency=${concurrency}`,
    `--test-timeout=${HANG_GUARD_MS}`,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    `--test-reporter=${join(root, 'test', 'count-reporter.mjs')}`,
    `--test-reporter-destination=${countsFile}`,
    ...files,
  ];
  return { args, countsFile };
}

function countsOf(countsFile, status) {
  try {
    return JSON.parse(readFileSync(countsFile, 'utf8'));
  } catch {
    // The runner died before reporting: count the whole run as one failure.
    return { passed: 0, failed: status === 0 ? 0 : 1, skipped: 0 };
  }
}

function run(label, files, options = {}) {
  if (files.length === 0) return { passed: 0, failed: 0, skipped: 0 };
  const { args, countsFile } = commandFor(label, files, options);
  console.log(`\n== ${label}: ${files.length} files`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...options.env } });
  return countsOf(countsFile, result.status);
}

/** As run, beside other runs: its report is printed whole once it ends, so two runs' lines do not interleave. */
function runBeside(label, files, options = {}) {
  if (files.length === 0) return Promise.resolve({ passed: 0, failed: 0, skipped: 0 });
  const { args, countsFile } = commandFor(label, files, options);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...options.env } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      process.stdout.write(`\n== ${label}: ${files.length} files\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(countsOf(countsFile, status));
    });
  });
}

/**
 * The server test files the PostgreSQL run takes: where the answer depends on the database server and its driver
 * rather than on our code alone. Concurrency (races, locks, pools, two app instances, outages), types and
 * collation read back through `pg`, the statements and their counts, the migrations, the heavier reads and writes
 * of the data model (grades, the sheet, the report, tenancy, staff, double correction) and hostile input reaching
 * the database. PGlite is the same PostgreSQL, so the route-by-route behaviour the other files test (settings,
 * headers, exports, sign-in flows, CRUD) answers the same; the PGlite run has every file. Each file is a process
 * with its own database: the PostgreSQL run taking all of them put CI over its 20 minutes on a slow machine.
 */
const ON_POSTGRES = new Set([
  'auth-sessions.test.ts',
  'auth-shared-limits.test.ts',
  'bad-input.test.ts',
  'db-outage.test.ts',
  'double-correction.test.ts',
  'grades-autosave.test.ts',
  'grades.test.ts',
  'grading-sheet-rich.test.ts',
  'grading-sheet.test.ts',
  'load.test.ts',
  'migrate.test.ts',
  'pupils-order.test.ts',
  'queries-per-route.test.ts',
  'quiz-edit-grades.test.ts',
  'results.test.ts',
  'scale-out.test.ts',
  'school-staff-migration.test.ts',
  'school-staff.test.ts',
  'statement.test.ts',
  'tenancy-roles.test.ts',
  'tenancy.test.ts',
  'text-length.test.ts',
  'write-races.test.ts',
]);

const mode = process.argv[2] ?? 'unit';
// `node test/run.mjs unit client,domain` runs only those groups.
const groups = process.argv[3]?.split(',');
const wanted = (group) => !groups || groups.includes(group);
rmSync(countsDir, { recursive: true, force: true });
mkdirSync(countsDir, { recursive: true });

const runs = [];
if (mode === 'unit') {
  const serverFiles = testFiles('test/server');
  if (wanted('domain')) runs.push(run('domain', [...testFiles('test/domain'), ...testFiles('test/lint')]));
  const runsServer = wanted('server-pglite') || (process.env.TEST_DATABASE_URL && wanted('server-postgres'));
  // One bundle for both server runs (test/bundle-tests.mjs): ~1.5 s less per file than compiling it through tsx.
  const server = runsServer ? await bundleTests(root, { files: serverFiles, outdir: join(root, '.cache', 'server-tests') }) : null;
  const bundledServer = (filter = () => true) => server.files.filter((_, i) => filter(serverFiles[i]));
  const plain = { tsx: false };
  // The two server runs side by side: one waits on PGlite's flushes, the other on PostgreSQL's answers, and one
  // after the other they were half of CI's time on a slow machine (322 s and 203 s of a 1,228 s run).
  const pglite = wanted('server-pglite') ? runBeside('server-pglite', bundledServer(), plain) : null;
  const postgres =
    process.env.TEST_DATABASE_URL && wanted('server-postgres')
      ? runBeside(
          'server-postgres',
          bundledServer((file) => ON_POSTGRES.has(file.replace(/^test\/server\//, ''))),
          { ...plain, env: { CATEDRA_TEST_DB: 'postgres' } },
        )
      : null;
  // The client tests take the PostgreSQL run's place once it ends, beside the PGlite run's last files (one after
  // the other, the three were 830 s of a 1,348 s CI on this machine).
  if (postgres) runs.push(await postgres);
  const client = wanted('client')
    ? bundleTests(root, { files: testFiles('test/client'), setup: 'test/setup-dom.ts', outdir: join(root, '.cache', 'client-tests') }).then((bundle) =>
        // Four at a time: a client test spends much of its time waiting on timers and promises.
        runBeside('client', bundle.files, { imports: [bundle.setup], ...plain, concurrency: 4 }),
      )
    : null;
  runs.push(...(await Promise.all([pglite, client].filter((each) => each !== null))));
} else if (mode === 'e2e') {
  // Two files at a time: each has its own server, database and browser, and spends most of its time waiting on them.
  runs.push(run('e2e', testFiles('test/e2e'), { concurrency: 2 }));
} else {
  console.error(`unknown mode ${mode}: use unit or e2e`);
  process.exit(2);
}

const total = runs.reduce((a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed, skipped: a.skipped + r.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
writeFileSync(join(root, '.cache', `totals-${mode}.json`), JSON.stringify(total));
console.log(`\n${mode}: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
