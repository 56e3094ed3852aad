// A save drops cache entries by tag; a tag no entry carries drops nothing and
// leaves a screen stale (a grade save once dropped `quiz:<id>:results`, which
// nothing carried). Every read the client caches is exercised here with one
// id for every parameter, the tags its entries carry are collected, and every
// tag any write invalidates must be among them.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { loadEntityName } from '../../../src/client/app/layout/entity-names';
import { openSchoolsNav, resetSchoolsNav } from '../../../src/client/app/layout/schools-nav.store';
import { type CacheEntryOptions, cache } from '../../../src/client/core/cache';
import type { CacheTag } from '../../../src/client/core/cache-tags';
import { gradingSheetQuery, quizListRecordQuery, quizRecordQuery, storeSavedQuiz } from '../../../src/client/core/records.cache';
import { afterAssignmentsChanged } from '../../../src/client/features/assignments/assignments.api';
import { afterPupilCountChanged, CLASSROOM_PARTS, loadClassroomPart, storePupils } from '../../../src/client/features/classroom/classroom.cache';
import { invalidateGradeViews } from '../../../src/client/features/grading/grading.api';
import { pupilPerformanceQuery } from '../../../src/client/features/pupil-performance/pupil-performance.api';
import { invalidateQuiz } from '../../../src/client/features/quizzes/quizzes.api';
import { performanceSummaryQuery, questionAnalysisQuery, quizReportQuery } from '../../../src/client/features/results/results.api';
import { afterClassroomChanged, afterSchoolCreated, afterSchoolDeleted, afterSchoolUpdated } from '../../../src/client/features/schools/schools.cache';
import { stubFetch } from '../support/fetch-stub';

/** One id for every parameter, so a tag built from any argument matches one built from any other. */
const ID = 'x1';
const CLIENT = join(import.meta.dirname, '../../../src/client');

/** The modules that describe cached reads: every `*Query` and `*Options` export is one. */
function cacheModules(dir = CLIENT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cacheModules(path);
    return /\.(api|cache)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Imported through a pattern rather than the bare path, so that esbuild,
 * which bundles the client tests for `npm test`, includes every such module.
 */
function importCacheModule(path: string): Promise<unknown> {
  const name = relative(CLIENT, path);
  if (name.endsWith('.api.ts')) return import(`../../../src/client/${name.slice(0, -'.api.ts'.length)}.api.ts`);
  return import(`../../../src/client/${name.slice(0, -'.cache.ts'.length)}.cache.ts`);
}

function optionsOf(value: unknown): CacheEntryOptions | undefined {
  const described = typeof value === 'function' ? (value as (...ids: string[]) => unknown)(ID, ID, ID) : value;
  if (!described || typeof described !== 'object') return undefined;
  const record = described as { options?: CacheEntryOptions; tags?: readonly CacheTag[] };
  return record.options ?? (record.tags ? record : undefined);
}

async function carriedTags(): Promise<Set<CacheTag>> {
  const carried = new Set<CacheTag>();
  const note = (options?: CacheEntryOptions) => options?.tags?.forEach((tag) => carried.add(tag));
  for (const path of cacheModules()) {
    const module = (await importCacheModule(path)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) if (/(Query|Options)$/.test(name)) note(optionsOf(value));
  }
  // Reads that build their entries inside a loader: run them against a network that answers everything.
  const setSpy = mock.method(cache, 'set');
  const fetchSpy = mock.method(cache, 'fetch');
  for (const part of CLASSROOM_PARTS) await loadClassroomPart(part, ID, ID, true).catch(() => undefined);
  for (const kind of ['school', 'classroom', 'quiz'] as const) await loadEntityName(kind, ID).catch(() => undefined);
  await openSchoolsNav({ force: true });
  storePupils({ classroomId: ID, schoolId: ID, pupils: [], countChanged: false });
  for (const call of setSpy.mock.calls) note(call.arguments[2] as CacheEntryOptions | undefined);
  for (const call of fetchSpy.mock.calls) note(call.arguments[2] as CacheEntryOptions | undefined);
  return carried;
}

function invalidatedBy(write: () => void): CacheTag[] {
  const spy = mock.method(cache, 'invalidateTags');
  const except = mock.method(cache, 'invalidateTagsExcept');
  try {
    write();
    return [...spy.mock.calls.flatMap((call) => call.arguments), ...except.mock.calls.flatMap((call) => call.arguments.slice(1) as CacheTag[])];
  } finally {
    spy.mock.restore();
    except.mock.restore();
  }
}

const WRITES: Record<string, () => void> = {
  'grade save': () => invalidateGradeViews(ID, ID),
  'quiz saved or created': () => storeSavedQuiz({ id: ID }),
  'quiz deleted': () => invalidateQuiz(ID),
  'assignment change': () => afterAssignmentsChanged([ID]),
  'school created': afterSchoolCreated,
  'school renamed': () => afterSchoolUpdated(ID),
  'school deleted': () => afterSchoolDeleted(ID, [ID]),
  'classroom changed': () => afterClassroomChanged({ schoolId: ID, classroomId: ID, countsChanged: true }),
  'pupils added': () => afterPupilCountChanged(ID),
};

describe('cache tags', () => {
  let network: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    cache.clear();
    resetSchoolsNav();
    const anything = () => new Response(JSON.stringify({ id: ID, name: 'N', title: 'T' }), { headers: { 'content-type': 'application/json' } });
    network = stubFetch(new Proxy({}, { get: () => anything }));
    mock.method(console, 'error', () => {});
  });
  afterEach(() => {
    network.restore();
    mock.restoreAll();
    cache.clear();
  });

  it('every tag a write invalidates is carried by some cached read', async () => {
    const carried = await carriedTags();
    assert.ok(carried.size > 5, `found only ${[...carried].join(', ')}: the scan of *.api.ts and *.cache.ts missed reads`);
    for (const [write, run] of Object.entries(WRITES)) {
      const orphans = invalidatedBy(run).filter((tag) => !carried.has(tag));
      assert.deepEqual(orphans, [], `${write} drops tags no cached read carries (cached reads: ${[...carried].join(', ')})`);
    }
  });

  it('a grade save refreshes the report, the question analysis and both performance views', () => {
    const reads = [quizReportQuery(ID, ID), questionAnalysisQuery(ID, ID), performanceSummaryQuery(ID), pupilPerformanceQuery(ID, ID)];
    for (const read of reads) cache.set(read.key, {}, read.options);
    invalidateGradeViews(ID, ID);
    const stale = reads.filter((read) => cache.has(read.key)).map((read) => read.key);
    assert.deepEqual(stale, [], 'still cached after a grade save');
  });

  it("a quiz's save keeps the server's answer as its record and drops every other read it appears in", () => {
    const record = quizRecordQuery<{ id: string; title: string }>(ID);
    const others = [gradingSheetQuery(ID, ID), quizReportQuery(ID, ID), questionAnalysisQuery(ID, ID), quizListRecordQuery('')];
    for (const read of [record, ...others]) cache.set(read.key, { id: ID, title: 'old' }, read.options);
    const events: string[] = [];
    const unsubscribe = cache.subscribe((event) => events.push(`${event.type} ${event.key}`));
    storeSavedQuiz({ id: ID, title: 'saved' });
    unsubscribe();
    assert.deepEqual(cache.get(record.key), { id: ID, title: 'saved' });
    assert.deepEqual(
      others.filter((read) => cache.has(read.key)).map((read) => read.key),
      [],
    );
    assert.ok(!events.includes(`invalidate ${record.key}`), 'the record was never dropped, so nobody reading it asked again');
  });

  it('scans the modules under src/client that describe cached reads', () => {
    const names = cacheModules().map((path) => relative(CLIENT, path));
    for (const expected of ['features/results/results.api.ts', 'features/grading/grading.api.ts', 'features/schools/schools.cache.ts']) {
      assert.ok(names.includes(expected), `${expected} not scanned`);
    }
  });
});
