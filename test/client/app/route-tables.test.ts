// The route table lives in three places that must agree: core/paths (what the
// router matches), app/route-preloads (what the server preloads for a cold
// load, read at build time) and app/route-loaders (what the client starts
// fetching on arrival, with app/route-reads' reads). A route in one and not
// another loads cold without its chunks preloaded (the double-correction page
// did, issue 17) or its data.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ROUTE_LOADERS } from '../../../src/client/app/route-loaders';
import { ROUTE_PRELOADS } from '../../../src/client/app/route-preloads';
import { ROUTE_READS } from '../../../src/client/app/route-reads';
import { routes } from '../../../src/client/core/paths';

const patterns = new Set<string>(Object.values(routes));
const preloaded = new Set(ROUTE_PRELOADS.map((entry) => entry.path));

describe('route tables', () => {
  it('every route the router matches has its preloads', () => {
    assert.deepEqual(
      [...patterns].filter((pattern) => !preloaded.has(pattern)),
      [],
    );
  });

  it('preloads and loaders name only routes of core/paths', () => {
    assert.deepEqual(
      ROUTE_PRELOADS.map((entry) => entry.path).filter((path) => !patterns.has(path)),
      [],
    );
    assert.deepEqual(
      ROUTE_LOADERS.map((loader) => loader.path).filter((path) => !patterns.has(path)),
      [],
    );
  });

  it('a route whose loader reads records preloads the reads and the records cache with its chunk', () => {
    const withoutRecords = ROUTE_LOADERS.filter((loader) => loader.reads)
      .map((loader) => loader.path)
      .filter((path) => !ROUTE_PRELOADS.filter((entry) => entry.path === path).every((entry) => entry.modules.includes('app/route-reads.ts')));
    assert.deepEqual(withoutRecords, []);
  });

  it("a loader reads records exactly when route-reads has the route's reads", () => {
    assert.deepEqual(
      ROUTE_LOADERS.filter((loader) => loader.reads).map((loader) => loader.path),
      Object.keys(ROUTE_READS),
    );
  });
});
