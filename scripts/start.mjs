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
const r = spawnSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'apps/api/src/runtime/launch.ts')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(r.status ?? 0);
