import { ensureDatabase, runMigrations } from './migrate';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set. `npm start` sets it up for you; for this command export it first.');
  process.exit(1);
}
await ensureDatabase(url);
await runMigrations(url);
console.log('migrations applied');
