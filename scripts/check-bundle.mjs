// `npm run build` step: the gzip size of the JS each route loads (entry + the page's lazy chunk and
// everything it imports), from Vite's manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const dist = process.env.WEB_DIST ?? join(import.meta.dirname, '..', 'apps/web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const gz = new Map();
const size = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file))).length / 1024);
  return gz.get(file);
};
/** Files loaded for a chunk: itself and its static imports, transitively. */
const closure = (key, seen = new Set()) => {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const i of manifest[key].imports ?? []) closure(i, seen);
  return seen;
};
const kb = (keys) => [...new Set([...keys].map((k) => manifest[k].file))].reduce((a, f) => a + size(f), 0);

const entry = closure(entryKey);
const PUBLIC =
  /(HomePage|InfoPages|CategoryPages|MembershipPage|ContactPage|LoginPage|RecoverPasswordPage|RegisterPage|EmailVerificationPage|AuthenticatePage|PasswordResetPage|NotFoundPage|ViewProfilePage|OrganizationViewProfilePage|JobDetailsPages|PublicServicesPage|PublicServicePage|PublicGroupPage|SearchPage)\.tsx$/;
const rows = Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry && k.includes('/pages/'))
  .map((k) => ({
    page: k.replace(/^src\/features\//, ''),
    kb: kb(new Set([...entry, ...closure(k)])),
    public: PUBLIC.test(k),
  }))
  .sort((a, b) => b.kb - a.kb);
console.log(`Initial JS (every route): ${kb(entry).toFixed(1)} KB gzip`);
console.log('JS per route before interaction (gzip):');
for (const r of rows)
  console.log(`  ${r.public ? 'public ' : 'signed-in'} ${r.page.padEnd(58)} ${r.kb.toFixed(1)} KB`);
// Enforced: the JS every route loads first, and each public page with everything its chunk imports
// statically (what a visitor downloads before the page can be used). Forms load zod on first focus
// (lib/lazy-resolver), menus and dialogs when opened, so they do not count here.
if (kb(entry) > BUDGET_KB) {
  console.error(`Initial JS is over the ${BUDGET_KB} KB budget.`);
  process.exit(1);
}
const over = rows.filter((r) => r.public && r.kb > BUDGET_KB);
if (over.length) {
  console.error(`Public pages over the ${BUDGET_KB} KB budget: ${over.map((r) => r.page).join(', ')}`);
  process.exit(1);
}
console.log(`All public pages within ${BUDGET_KB} KB.`);
