// The bounded form of the load test (issue 9): teachers autosaving grades and
// reading reports at once, against the real server, on the embedded database
// and (when TEST_DATABASE_URL is set) on PostgreSQL. `npm run test:load` runs
// the full form (50 teachers, 60 s); `npm run bench` reports its latencies.
// On PostgreSQL it also runs against two app instances on one database
// (issue 15), each teacher's requests going round both.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runGradesLoad } from '../load/grades-load';
import { startLoadCluster, startLoadServer } from '../load/server';

const TEACHERS = Number(process.env.LOAD_TEACHERS ?? 12);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 8);
const postgres = process.env.CATEDRA_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

test(`${TEACHERS} teachers autosaving grades for ${SECONDS} s on ${postgres ? 'PostgreSQL' : 'the embedded database'}: no 5xx, nothing lost or duplicated`, async () => {
  const server = await startLoadServer({ postgresAdminUrl: postgres });
  try {
    const result = await runGradesLoad({ baseUrl: server.baseUrl, teachers: TEACHERS, seconds: SECONDS });
    console.log(`load: ${JSON.stringify(result)}`);
    assert.ok(result.saves > TEACHERS * 2, 'the load actually ran');
    assert.equal(result.status5xx, 0);
    assert.equal(result.otherFailures, 0);
    assert.equal(result.lostWrites, 0);
    assert.equal(result.duplicatedRows, 0);
    assert.equal(result.conflicts, 0, 'one writer per class: nobody should see a conflict');
  } finally {
    await server.stop();
  }
});

test(`${TEACHERS} teachers on two instances sharing one PostgreSQL for ${SECONDS} s: no errors, nothing lost or duplicated`, {
  skip: !postgres && 'PostgreSQL only (CATEDRA_TEST_DB=postgres with TEST_DATABASE_URL)',
}, async () => {
  const cluster = await startLoadCluster({ postgresAdminUrl: postgres, instances: 2 });
  try {
    const result = await runGradesLoad({ baseUrl: cluster.baseUrls, teachers: TEACHERS, seconds: SECONDS });
    console.log(`load on two instances: ${JSON.stringify(result)}`);
    assert.ok(result.saves > TEACHERS * 2, 'the load actually ran');
    assert.equal(result.status5xx, 0);
    assert.equal(result.otherFailures, 0);
    assert.equal(result.lostWrites, 0, 'every write acknowledged by one instance is read back through the other');
    assert.equal(result.duplicatedRows, 0);
    assert.equal(result.conflicts, 0);
  } finally {
    await cluster.stop();
  }
});
