/**
 * `npm run lighthouse`: Lighthouse (performance, accessibility) with Debian's Chromium on the home
 * page, a job page and the login page of a running HCTL (LIGHTHOUSE_URL, default
 * http://localhost:3000 — start it with `npm start`). Writes bench-results/lighthouse.json and
 * prints a table. Mobile emulation and throttling are Lighthouse's defaults.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const base = (process.env.LIGHTHOUSE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const chromePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
if (!chromePath) {
  console.error('Chromium is missing: apt-get install -y chromium');
  process.exit(1);
}
const featured = (await (await fetch(`${base}/api/v1/feature-jobs?page=1&perPage=1`)).json()) as {
  data: { slug: string; organization?: { slug: string } }[];
};
const job = featured.data[0];
const pages = [
  { name: 'home', url: `${base}/` },
  ...(job?.organization
    ? [{ name: 'job page', url: `${base}/organization/jobs/${job.organization.slug}/details/${job.slug}` }]
    : []),
  { name: 'login', url: `${base}/login` },
];
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const results = [];
try {
  for (const p of pages) {
    const r = await lighthouse(p.url, {
      port: chrome.port,
      onlyCategories: ['performance', 'accessibility'],
      output: 'json',
      logLevel: 'error',
    });
    const c = r?.lhr.categories;
    const a = r?.lhr.audits;
    results.push({
      page: p.name,
      url: p.url,
      performance: Math.round((c?.performance.score ?? 0) * 100),
      accessibility: Math.round((c?.accessibility.score ?? 0) * 100),
      fcp_ms: Math.round(a?.['first-contentful-paint']?.numericValue ?? 0),
      lcp_ms: Math.round(a?.['largest-contentful-paint']?.numericValue ?? 0),
      tbt_ms: Math.round(a?.['total-blocking-time']?.numericValue ?? 0),
      cls: Number((a?.['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    });
  }
} finally {
  await chrome.kill();
}
mkdirSync(join(import.meta.dirname, '..', 'bench-results'), { recursive: true });
writeFileSync(
  join(import.meta.dirname, '..', 'bench-results', 'lighthouse.json'),
  JSON.stringify(results, null, 2),
);
console.log('| page | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results)
  console.log(
    `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.fcp_ms} | ${r.lcp_ms} | ${r.tbt_ms} | ${r.cls} |`,
  );
