// A node:test reporter that writes only the totals, so test/run.mjs can add
// up several runs (server, client, e2e) into one closing line.
export default async function* countReporter(source) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    // Count leaf tests only: a suite's own pass/fail event repeats its children.
    if (event.data.details?.type === 'suite') continue;
    if (event.data.skip || event.data.todo) skipped++;
    else if (event.type === 'test:pass') passed++;
    else failed++;
  }
  yield JSON.stringify({ passed, failed, skipped });
}
