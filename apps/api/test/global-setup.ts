import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createDb,
  migrationsFolder,
  runMigrations,
  seedAdPlacements,
  seedPlans,
  seedServiceCategories,
} from '@hctl/db';
import type { TestProject } from 'vitest/node';

export const adminUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Builds (once per migration set) a template database that every test file clones. */
export default async function setup(project: TestProject) {
  const hash = createHash('sha1');
  for (const f of readdirSync(migrationsFolder).sort()) {
    if (f.endsWith('.sql')) hash.update(readFileSync(join(migrationsFolder, f)));
  }
  // One template per run: runs side by side (several developers, or CI beside a local run) never
  // drop the template another run is cloning from.
  const name = `hctl_tpl_${hash.digest('hex').slice(0, 12)}_${process.pid}`;
  const admin = createDb(adminUrl(), { max: 1 });
  try {
    await admin.pool.query(`drop database if exists ${name} with (force)`);
    await admin.pool.query(`create database ${name}`);
  } finally {
    await admin.pool.end();
  }
  const url = withDb(adminUrl(), name);
  await runMigrations(url);
  const tpl = createDb(url, { max: 1 });
  await seedPlans(tpl.db);
  await seedServiceCategories(tpl.db);
  await seedAdPlacements(tpl.db);
  await tpl.pool.end();
  project.provide('templateDb', name);
  project.provide('adminUrl', adminUrl());
  return async () => {
    const a = createDb(adminUrl(), { max: 1 });
    await a.pool.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await a.pool.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: string;
    adminUrl: string;
  }
}
