import { createDb } from '@hctl/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './demo';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set. `npm start` seeds the demo data for you.');
  process.exit(1);
}
if (process.env.NODE_ENV === 'production') {
  console.error('Demo data is never loaded in production (it contains a super admin with a known password).');
  process.exit(1);
}
const { db, pool } = createDb(url, { max: 2 });
await seedDemo(db);
await pool.end();
console.log('Demo data ready. Sign in with:');
for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(20)} ${DEMO_PASSWORD}   ${a.what}`);
