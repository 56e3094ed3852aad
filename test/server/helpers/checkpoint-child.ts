// Run under strace by durability.test.ts: opens the embedded database in
// argv[2], dirties some pages, and runs one CHECKPOINT between two markers on
// stdout so the trace shows what that checkpoint flushed.
import { writeSync } from 'node:fs';
import { sql } from 'kysely';
import { openDatabase } from '../../../src/server/db/index';

const handle = await openDatabase({ kind: 'pglite', dataDir: process.argv[2]! });
await sql`CREATE TABLE IF NOT EXISTS durability_probe (id int PRIMARY KEY, note text)`.execute(handle.db);
await sql`INSERT INTO durability_probe SELECT g, repeat('x', 200) FROM generate_series(1, 2000) g ON CONFLICT (id) DO UPDATE SET note = excluded.note || '!'`.execute(
  handle.db,
);
writeSync(1, 'CHECKPOINT-BEGIN\n');
await sql`CHECKPOINT`.execute(handle.db);
writeSync(1, 'CHECKPOINT-END\n');
await handle.close();
