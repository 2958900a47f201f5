/**
 * `npm run bench:export`: the report export pipeline (apps/api/src/modules/reports) on the scale
 * dataset (`npm run seed:scale`: 1M jobs in hctl_bench). Writes the jobs report (10 columns) to
 * Excel, then to CSV, each into a temporary file handed to storage as the job does (putFile), and
 * prints rows, seconds and the peak RSS of this process. Reads only: nothing is written to the
 * database. `BENCH_FORMATS=excel` runs one format; `BENCH_REPORT=user` another report.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReportKind } from '@hctl/contracts';
import pg from 'pg';
import { type ExportFormat, produceExport } from '../apps/api/src/modules/reports/reports.export';
import { LocalStorage } from '../apps/api/src/plugins/storage';

const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
url.pathname = '/hctl_bench';
const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL ?? url.toString(), max: 2 });
const report = (process.env.BENCH_REPORT ?? 'jobs') as ReportKind;
const formats = (process.env.BENCH_FORMATS ?? 'excel,csv').split(',') as ExportFormat[];

let peak = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 50);
// The job hands the finished file to storage with putFile (copied or uploaded, never read whole):
// here a local storage in a temporary folder, removed at the end.
const storageRoot = await mkdtemp(join(tmpdir(), 'hctl-bench-export-'));
const storage = new LocalStorage(storageRoot);
const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

console.log(`[bench:export] RSS before any export (pg and exceljs loaded): ${mb(process.memoryUsage().rss)}`);
for (const format of formats) {
  peak = process.memoryUsage().rss;
  const t0 = performance.now();
  let lastLog = 0;
  const out = await produceExport(pool, report, {}, format, (n) => {
    if (n - lastLog >= 250_000) {
      lastLog = n;
      console.log(
        `[bench:export] ${format}: ${n} rows, ${((performance.now() - t0) / 1000).toFixed(1)} s, rss ${mb(process.memoryUsage().rss)}`,
      );
    }
  });
  const written = performance.now();
  const size = (await stat(out.path)).size;
  const key = await storage.putFile(format === 'excel' ? 'xlsx' : 'csv', out.path);
  const stored = (await stat(join(storageRoot, key))).size;
  const done = performance.now();
  peak = Math.max(peak, process.memoryUsage().rss);
  await out.cleanup();
  console.log(
    `[bench:export] ${report} ${format}: ${out.rows} rows × ${report === 'jobs' ? 10 : '?'} columns, ` +
      `${((written - t0) / 1000).toFixed(1)} s written + ${((done - written) / 1000).toFixed(1)} s into storage, ` +
      `${mb(size)} file (${stored === size ? 'stored whole' : 'size mismatch'}), peak RSS ${mb(peak)}`,
  );
}
console.log(`[bench:export] process max RSS (kernel): ${mb(process.resourceUsage().maxRSS * 1024)}`);
clearInterval(sampler);
await rm(storageRoot, { recursive: true, force: true });
await pool.end();
