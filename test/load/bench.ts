// The bench's Load rows (issue 9, issue 15): 50 teachers autosaving and
// reading reports, on the embedded database, on one PostgreSQL, and on two
// app instances sharing that PostgreSQL (teachers spread across both).
// The PostgreSQL rows need TEST_DATABASE_URL.
import { report } from '../bench/table';
import { runGradesLoad } from './grades-load';
import { startLoadCluster } from './server';

const TEACHERS = 50;

interface Setup {
  label: string;
  postgresAdminUrl?: string;
  instances: number;
}

export async function benchLoad(seconds: number, postgresAdminUrl = process.env.TEST_DATABASE_URL): Promise<void> {
  const setups: Setup[] = [{ label: 'the embedded database', instances: 1 }];
  if (postgresAdminUrl) {
    setups.push({ label: 'PostgreSQL', postgresAdminUrl, instances: 1 });
    setups.push({ label: 'PostgreSQL, two instances', postgresAdminUrl, instances: 2 });
  }
  for (const setup of setups) {
    const cluster = await startLoadCluster({ postgresAdminUrl: setup.postgresAdminUrl, instances: setup.instances });
    try {
      const result = await runGradesLoad({ baseUrl: cluster.baseUrls, teachers: TEACHERS, seconds });
      const errors = result.status5xx + result.otherFailures;
      report(
        `load on ${setup.label}`,
        `${Math.round(result.requests / seconds)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${errors} errors (${result.status5xx} 5xx), ${result.lostWrites} lost, ${result.duplicatedRows} duplicated (target p99 <= 100 ms, 0 errors)`,
      );
    } finally {
      await cluster.stop();
    }
  }
}
