import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../runtime/infra';
import { offlineOpenApiDocument } from './offline-app';

/**
 * `npm run lint:openapi`: Redocly lints the OpenAPI document production serves (built offline, no
 * database or Redis) with the rules of redocly.yaml. Exits with Redocly's status: errors fail,
 * warnings are listed.
 */
const dir = mkdtempSync(join(tmpdir(), 'hctl-openapi-'));
try {
  const file = join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(await offlineOpenApiDocument({ production: true }), null, 2));
  const redocly = join(repoRoot, 'node_modules/.bin/redocly');
  const args = ['lint', file, '--config', join(repoRoot, 'redocly.yaml'), '--format=stylish'];
  const r = spawnSync(redocly, [...args, '--max-problems=1000'], { stdio: 'inherit' });
  process.exitCode = r.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
