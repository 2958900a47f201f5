// `npm run build` step: the API, the worker, the launcher and the migration/seed commands as
// plain JavaScript (esbuild) in apps/api/dist, so production runs `node`, never tsx. The
// workspace packages (@hctl/contracts, @hctl/db: TypeScript sources) are bundled in; every
// other dependency stays an import of node_modules.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const deps = (p) =>
  Object.keys(JSON.parse(readFileSync(join(root, p, 'package.json'), 'utf8')).dependencies ?? {});
const external = [...new Set([...deps('apps/api'), ...deps('packages/db'), ...deps('packages/contracts')])]
  .filter((d) => !d.startsWith('@hctl/'))
  .flatMap((d) => [d, `${d}/*`]);

const started = Date.now();
await build({
  entryPoints: {
    server: 'apps/api/src/server.ts',
    worker: 'apps/api/src/worker.ts',
    launch: 'apps/api/src/runtime/launch.ts',
    migrate: 'packages/db/src/migrate-cli.ts',
  },
  absWorkingDir: root,
  outdir: 'apps/api/dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log(`[build] api, worker, launcher and migrations → apps/api/dist (${Date.now() - started} ms)`);
