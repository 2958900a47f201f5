// `npm run bench:export`: bench-export.ts compiled the way the production worker is (esbuild, the
// workspace packages bundled in, node_modules imported) and run with plain `node`, so the peak RSS
// it prints is the worker's, not tsx's (the TypeScript loader alone adds ~50 MB).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'esbuild';
import { apiExternals } from './api-externals.mjs';

const root = join(import.meta.dirname, '..');
const external = apiExternals(root);
const outfile = join(root, '.bench', 'bench-export.mjs');
await build({
  entryPoints: ['scripts/bench-export.ts'],
  absWorkingDir: root,
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  logLevel: 'warning',
});
const r = spawnSync(process.execPath, [outfile], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
