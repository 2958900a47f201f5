// What esbuild leaves as imports of node_modules when it compiles the API or a script beside it: every
// dependency of the API and the workspace packages, except the workspace packages themselves (TypeScript
// sources, bundled in).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function apiExternals(root) {
  const deps = (p) =>
    Object.keys(JSON.parse(readFileSync(join(root, p, 'package.json'), 'utf8')).dependencies ?? {});
  return [...new Set([...deps('apps/api'), ...deps('packages/db'), ...deps('packages/contracts')])]
    .filter((d) => !d.startsWith('@hctl/'))
    .flatMap((d) => [d, `${d}/*`]);
}
