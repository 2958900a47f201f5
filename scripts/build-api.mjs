// `npm run build` step: the API, the worker, the launcher and the migration/seed commands as
// plain JavaScript (esbuild) in apps/api/dist, so production runs `node`, never tsx. The
// workspace packages (@hctl/contracts, @hctl/db: TypeScript sources) are bundled in; every
// other dependency stays an import of node_modules.
import { join } from 'node:path';
import { build } from 'esbuild';
import { apiExternals } from './api-externals.mjs';

const root = join(import.meta.dirname, '..');
const external = apiExternals(root);

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
