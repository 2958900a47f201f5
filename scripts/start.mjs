// `npm start` / `npm run dev`: builds the web app when needed, then runs the launcher.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'apps/web/dist/index.html');
const newest = (dir) => {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};
const stale = !existsSync(dist) || newest(join(root, 'apps/web/src')) > statSync(dist).mtimeMs;
if (stale) {
  console.log('[hctl] Building the web app…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// Production runs the compiled bundles with node (built by `npm run build`, here if missing);
// development runs the TypeScript sources with tsx.
const production = process.env.NODE_ENV === 'production';
const launcher = join(root, 'apps/api/dist/launch.mjs');
if (production && !existsSync(launcher)) {
  console.log('[hctl] Building the API…');
  const b = spawnSync(process.execPath, [join(root, 'scripts/build-api.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const r = production
  ? spawnSync(process.execPath, [launcher], { cwd: root, stdio: 'inherit' })
  : spawnSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'apps/api/src/runtime/launch.ts')], {
      cwd: root,
      stdio: 'inherit',
    });
process.exit(r.status ?? 0);
