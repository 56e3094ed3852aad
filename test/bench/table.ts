// The bench's output: rows of "what" and "result", printed as one table.
export interface Row {
  what: string;
  value: string;
}

export const rows: Row[] = [];

export function report(what: string, value: string) {
  rows.push({ what, value });
  console.log(`  ${what}: ${value}`);
}

export function printTable() {
  const width = Math.max(...rows.map((r) => r.what.length));
  console.log(`\n${'measure'.padEnd(width)} | result\n${'-'.repeat(width)}-|-${'-'.repeat(60)}`);
  for (const row of rows) console.log(`${row.what.padEnd(width)} | ${row.value}`);
}

export const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function percentiles(samples: number[]): { p50: number; p95: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return { p50: at(50), p95: at(95), p99: at(99) };
}
