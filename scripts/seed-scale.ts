/**
 * `npm run seed:scale [-- --scale 0.1] [-- --database postgres://…/hctl_bench]`: a deterministic,
 * realistic health-care dataset loaded with COPY — at scale 1: 100,000 individuals (with licenses
 * and expiry dates), 5,000 organizations, 1,000,000 jobs (specialties, US cities, pay ranges,
 * benefits, shifts), 500,000 applications and 50,000 conversations holding 1,000,000 messages
 * (`--no-messages` or SEED_MESSAGES=0 skips them), 200,000 service posts, 50,000 service requests and
 * 20,000 service galleries (categories from the seeded taxonomy; most with a cover image, some
 * promoted), 1,000,000 connections between individuals (two rows each) with pending invites and
 * recommendations, 10,000,000 analytics events over 90 days with their rollups (seed-analytics.ts).
 * Same scale → same rows (seeded PRNG, ids from 1).
 * The benchmark (`npm run bench`) reuses the database when it already holds this scale.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  createDb,
  ensureDatabase,
  runMigrations,
  seedAdPlacements,
  seedPlans,
  seedServiceCategories,
} from '@hctl/db';
import bcrypt from 'bcrypt';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { seedAnalyticsRows } from './seed-analytics';
import { withSeedClient } from './seed-client';
import { seedGroupRows } from './seed-groups';
import { seedNotificationRows } from './seed-notifications';

export const SCALE_PASSWORD = 'Bench12345';

const SPECIALTIES = [
  ['Registered Nurse (RN)', 'nursing', 'RN'],
  ['Licensed Practical Nurse (LPN)', 'nursing', 'LPN'],
  ['Certified Nursing Assistant (CNA)', 'nursing', 'CNA'],
  ['Nurse Practitioner (NP)', 'nursing', 'NP'],
  ['Physical Therapist', 'therapy', 'PT'],
  ['Occupational Therapist', 'therapy', 'OT'],
  ['Respiratory Therapist', 'therapy', 'RRT'],
  ['Physician (MD/DO)', 'physicians', 'MD'],
  ['Pharmacist', 'medical', 'RPh'],
  ['Medical Assistant', 'medical', 'CMA'],
] as const;
const UNITS = ['ICU', 'ER', 'Med-Surg', 'Telemetry', 'L&D', 'NICU', 'OR', 'Home Health', 'Oncology', 'Rehab'];
const CITIES = [
  ['Austin', 'TX'],
  ['Houston', 'TX'],
  ['Dallas', 'TX'],
  ['Phoenix', 'AZ'],
  ['Denver', 'CO'],
  ['Seattle', 'WA'],
  ['Portland', 'OR'],
  ['San Diego', 'CA'],
  ['Sacramento', 'CA'],
  ['Chicago', 'IL'],
  ['Atlanta', 'GA'],
  ['Miami', 'FL'],
  ['Tampa', 'FL'],
  ['Nashville', 'TN'],
  ['Charlotte', 'NC'],
  ['Boston', 'MA'],
  ['New York', 'NY'],
  ['Philadelphia', 'PA'],
  ['Columbus', 'OH'],
  ['Minneapolis', 'MN'],
] as const;
const FIRST = [
  'Ana',
  'Ben',
  'Chloe',
  'David',
  'Elena',
  'Farah',
  'Grace',
  'Hugo',
  'Iris',
  'Jamal',
  'Kim',
  'Luis',
  'Maya',
  'Noah',
  'Olivia',
  'Priya',
];
const LAST = [
  'Garcia',
  'Smith',
  'Nguyen',
  'Johnson',
  'Patel',
  'Brown',
  'Kim',
  'Lopez',
  'Davis',
  'Wilson',
  'Clark',
  'Reyes',
];
const ORG_KINDS = [
  'Medical Center',
  'Regional Hospital',
  'Home Care',
  'Rehab Clinic',
  'Family Practice',
  'Senior Living',
];
const EMPLOYMENT = ['full-time', 'part-time', 'per diem', 'travel', 'contract'];
const SHIFTS = ['day', 'night', 'rotating', 'evening', 'weekend'];
const BENEFITS = [
  'medical insurance',
  'dental',
  'vision',
  'paid time off',
  '401k',
  'sign-on bonus',
  'tuition reimbursement',
];
const STATUSES = [
  'applied',
  'applied',
  'applied',
  'reviewed',
  'shortlisted',
  'interview',
  'offered',
  'hired',
  'rejected',
];

/** mulberry32: a tiny seeded PRNG so every run produces the same rows. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(r: () => number, xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
const csv = (v: string | number | boolean | null) => {
  if (v === null) return '';
  if (typeof v !== 'string') return String(v);
  return `"${v.replace(/"/g, '""')}"`;
};
const day = (base: number, offsetDays: number) =>
  new Date(base + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function copy(
  client: pg.PoolClient,
  table: string,
  columns: string[],
  rows: Iterable<(string | number | boolean | null)[]>,
) {
  function* lines() {
    let batch: string[] = [];
    for (const r of rows) {
      batch.push(r.map(csv).join(','));
      if (batch.length === 2000) {
        yield `${batch.join('\n')}\n`;
        batch = [];
      }
    }
    if (batch.length) yield `${batch.join('\n')}\n`;
  }
  const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin with (format csv)`));
  await pipeline(Readable.from(lines()), stream);
}

/**
 * Organization 2 (the bench's signed-in organization) and the first individual each offer this
 * many service posts: owner lists long enough to page through at 50 a page.
 */
export const BUSY_SERVICES = 300;

export interface ScaleSize {
  individuals: number;
  organizations: number;
  jobs: number;
  applications: number;
  /** Direct conversations between individuals, and the messages in them (0: none). */
  conversations: number;
  messages: number;
  /** Services offered and wanted (individuals and organizations) and organizations' galleries. */
  servicePosts: number;
  serviceRequests: number;
  /** Connections between individuals (pairs; each is two rows, one per side). */
  connections: number;
  galleries: number;
  /** Notifications (a tenth unread): the bell and its badge at 1M rows. */
  notifications: number;
  /** Raw analytics events over 90 days (rolled up as the worker would). */
  analyticsEvents: number;
}
export const sizeFor = (scale: number, withMessages = true): ScaleSize => ({
  individuals: Math.max(10, Math.round(100_000 * scale)),
  organizations: Math.max(2, Math.round(5_000 * scale)),
  jobs: Math.max(20, Math.round(1_000_000 * scale)),
  applications: Math.max(10, Math.round(500_000 * scale)),
  conversations: withMessages ? Math.max(5, Math.round(50_000 * scale)) : 0,
  messages: withMessages ? Math.max(20, Math.round(1_000_000 * scale)) : 0,
  servicePosts: Math.max(BUSY_SERVICES * 2 + 20, Math.round(200_000 * scale)),
  serviceRequests: Math.max(20, Math.round(50_000 * scale)),
  galleries: Math.max(20, Math.round(20_000 * scale)),
  notifications: Math.max(100, Math.round(1_000_000 * scale)),
  connections: Math.max(20, Math.round(1_000_000 * scale)),
  analyticsEvents: Math.max(1_000, Math.round(10_000_000 * scale)),
});

/** "Now" for the dataset: every timestamp is relative to it (the bench derives keyset cursors from it). */
export const SCALE_TIME = Date.UTC(2026, 10, 1);

/** The first individual (the bench's signed-in person) talks with this many others: a busy inbox. */
export const BUSY_INBOX = 200;

/**
 * The two people of conversation k (1-based): the first individual with the next BUSY_INBOX
 * people, then every individual with the one `d` places further (d past BUSY_INBOX, growing each
 * round), so no pair repeats while d < individuals / 2.
 */
export function conversationPair(k: number, firstIndividual: number, individuals: number, busy: number) {
  if (k <= busy) return [firstIndividual, firstIndividual + k] as const;
  const j = k - busy - 1;
  const a = j % individuals;
  const d = busy + 1 + Math.floor(j / individuals);
  return [firstIndividual + a, firstIndividual + ((a + d) % individuals)] as const;
}

/** Loads the dataset into `url` (created and migrated if needed). Returns the sizes and seconds taken. */
export async function seedScale(url: string, size: ScaleSize, log: (m: string) => void = console.log) {
  const { individuals: I, organizations: O, jobs: J, applications: A, conversations: C, messages: M } = size;
  if (A > I * J) throw new Error('more applications than candidate × job pairs');
  const busy = Math.min(BUSY_INBOX, I - 1, C);
  if (C > busy && busy + 1 + (C - busy) / I >= I / 2)
    throw new Error('too many conversations for the individuals');
  await ensureDatabase(url);
  await runMigrations(url);
  const { db, pool } = createDb(url, { max: 2 });
  await seedPlans(db);
  await seedServiceCategories(db);
  await seedAdPlacements(db);
  const t0 = Date.now();
  const hash = await bcrypt.hash(SCALE_PASSWORD, 10);
  const now = SCALE_TIME;
  const client = await pool.connect();
  try {
    await client.query(
      'truncate users, organizations, jobs, job_applications, individual_details, licenses, subscriptions, conversations, conversation_sides, conversation_reads, chat_messages, files, services, service_media restart identity cascade',
    );
    log(`users: ${O} organization owners + ${I} individuals`);
    await copy(
      client,
      'users',
      [
        'slug',
        'email',
        'password_hash',
        'role',
        'first_name',
        'last_name',
        'category',
        'email_verified_at',
        'referral_code',
      ],
      (function* () {
        for (let g = 1; g <= O + I; g++) {
          const r = rng(g);
          const org = g <= O;
          yield [
            org ? `owner-${g}` : `pro-${g}`,
            org ? `owner${g}@scale.test` : `pro${g}@scale.test`,
            hash,
            org ? 'organization' : 'individual',
            pick(r, FIRST),
            pick(r, LAST),
            org ? null : 'professional',
            new Date(now).toISOString(),
            `S${g.toString(36).toUpperCase()}`,
          ];
        }
      })(),
    );
    log(`organizations: ${O}`);
    await copy(
      client,
      'organizations',
      ['slug', 'company_name', 'owner_id', 'approval_status', 'is_published', 'city', 'state', 'about'],
      (function* () {
        for (let g = 1; g <= O; g++) {
          const r = rng(1e7 + g);
          const [city, state] = pick(r, CITIES);
          yield [
            `org-${g}`,
            `${city} ${pick(r, ORG_KINDS)} ${g}`,
            g,
            'approved',
            true,
            city,
            state,
            `A ${pick(r, ORG_KINDS).toLowerCase()} serving ${city}, ${state}.`,
          ];
        }
      })(),
    );
    log(`individual details and licenses: ${I}`);
    await copy(
      client,
      'individual_details',
      [
        'user_id',
        'occupation',
        'specialty',
        'about',
        'city',
        'state',
        'languages',
        'is_published',
        'published_at',
      ],
      (function* () {
        for (let g = O + 1; g <= O + I; g++) {
          const r = rng(2e7 + g);
          const [spec] = pick(r, SPECIALTIES);
          const [city, state] = pick(r, CITIES);
          yield [
            g,
            `${pick(r, UNITS)} ${spec}`,
            spec,
            `${1 + Math.floor(r() * 25)} years in ${pick(r, UNITS)}.`,
            city,
            state,
            JSON.stringify(r() < 0.3 ? ['english', 'spanish'] : ['english']),
            true,
            new Date(now).toISOString(),
          ];
        }
      })(),
    );
    await copy(
      client,
      'licenses',
      [
        'user_id',
        'license_type',
        'license_number',
        'issuing_authority',
        'state',
        'issue_date',
        'expiry_date',
        'verification_status',
      ],
      (function* () {
        for (let g = O + 1; g <= O + I; g++) {
          const r = rng(3e7 + g);
          const [, , code] = pick(r, SPECIALTIES);
          const [, state] = pick(r, CITIES);
          yield [
            g,
            code,
            `${code}-${100000 + g}`,
            `${state} Board of ${code === 'MD' ? 'Medicine' : 'Nursing'}`,
            state,
            day(now, -Math.floor(r() * 3000)),
            day(now, Math.floor(r() * 1200) - 100),
            r() < 0.6 ? 'verified' : 'unverified',
          ];
        }
      })(),
    );
    log(`jobs: ${J}`);
    await copy(
      client,
      'jobs',
      [
        'organization_id',
        'slug',
        'title',
        'category',
        'specialty',
        'employment_type',
        'shift',
        'shift_hours',
        'city',
        'state',
        'pay_min_cents',
        'pay_max_cents',
        'pay_period',
        'benefits',
        'required_licenses',
        'description',
        'status',
        'published_at',
        'created_at',
        'updated_at',
      ],
      (function* () {
        for (let g = 1; g <= J; g++) {
          const r = rng(4e7 + g);
          const [spec, cat, code] = pick(r, SPECIALTIES);
          const [city, state] = pick(r, CITIES);
          const min = 2500 + Math.floor(r() * 60) * 100;
          const at = new Date(now - g * 30_000).toISOString();
          const benefits = BENEFITS.filter(() => r() < 0.5);
          yield [
            1 + (g % O),
            `job-${g}`,
            `${pick(r, UNITS)} ${spec}`,
            cat,
            spec,
            pick(r, EMPLOYMENT),
            pick(r, SHIFTS),
            '3x12',
            city,
            state,
            min,
            min + 500 + Math.floor(r() * 30) * 100,
            'hour',
            JSON.stringify(benefits),
            JSON.stringify([code]),
            `Join our ${pick(r, UNITS)} team in ${city}. Supportive leadership, predictable schedules and a ${pick(r, BENEFITS)} package.`,
            g % 10 === 0 ? 'draft' : 'published',
            g % 10 === 0 ? null : at,
            at,
            at,
          ];
        }
      })(),
    );
    log(`applications: ${A}`);
    await copy(
      client,
      'job_applications',
      [
        'job_id',
        'organization_id',
        'user_id',
        'first_name',
        'last_name',
        'email',
        'status',
        'created_at',
        'updated_at',
      ],
      (function* () {
        for (let k = 0; k < A; k++) {
          const r = rng(5e7 + k);
          // Distinct (job, candidate) pairs: 7919 is coprime with any job count without factors 7919.
          let job = 1 + ((k * 7919) % J);
          if (job % 10 === 0) job = job === J ? job - 1 : job + 1;
          const user = O + 1 + (k % I);
          const at = new Date(now - k * 10_000).toISOString();
          yield [
            job,
            1 + (job % O),
            user,
            pick(r, FIRST),
            pick(r, LAST),
            `pro${user}@scale.test`,
            pick(r, STATUSES),
            at,
            at,
          ];
        }
      })(),
    );
    if (C > 0) await seedMessages(client, { O, I, C, M, busy, now }, log);
    await seedServices(client, size, now, log);
    await seedNotificationRows(client, size, now, log);
    await seedNetworkRows(client, size, now, log);
    await seedGroupRows(client, size, now, log);
    await seedAnalyticsRows(client, size, now, log);
    // As autovacuum would on a live database: statistics, and the visibility map for index-only counts.
    await client.query('vacuum analyze');
  } finally {
    client.release();
    await pool.end();
  }
  return { ...size, seconds: Math.round((Date.now() - t0) / 100) / 10 };
}

/**
 * Offsets between connected individuals (Fibonacci, so circles overlap as colleagues' do: people
 * near each other share connections, far ones share few). Each person i is connected to i ± d.
 */
const CONNECTION_OFFSETS = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987];

/** The network alone (connections, pending invites, recommendations): the bench adds it to an older dataset. */
export async function seedNetwork(url: string, size: ScaleSize, log: (m: string) => void = console.log) {
  await withSeedClient(url, async (client) => {
    await seedNetworkRows(client, size, SCALE_TIME, log);
    await client.query('vacuum analyze connections, connection_invites, recommendations');
  });
}

/**
 * `connections` pairs of individuals, both rows of each (1M pairs at scale 1: 20 connections per
 * person on average), every 5th person with a pending invite to someone further away, and every
 * 10th with a posted recommendation from their nearest connection.
 */
async function seedNetworkRows(
  client: pg.PoolClient,
  size: ScaleSize,
  now: number,
  log: (m: string) => void,
) {
  const { individuals: I, organizations: O } = size;
  const offsets = CONNECTION_OFFSETS.filter((d) => d < I / 2);
  const pairs = Math.min(size.connections, I * offsets.length);
  await client.query('truncate connections, connection_invites, recommendations restart identity');
  log(`connections: ${pairs} pairs (${pairs * 2} rows)`);
  await copy(
    client,
    'connections',
    ['user_id', 'peer_id', 'created_at'],
    (function* () {
      for (let k = 0; k < pairs; k++) {
        const a = k % I;
        const b = (a + offsets[Math.floor(k / I)]) % I;
        const at = new Date(now - k * 1000).toISOString();
        yield [O + 1 + a, O + 1 + b, at];
        yield [O + 1 + b, O + 1 + a, at];
      }
    })(),
  );
  // Past the largest offset in use, so the invited person is not already a connection.
  const far = (offsets.at(-1) ?? 1) + 7;
  if (far < I / 2) {
    log('pending invites and recommendations');
    await copy(
      client,
      'connection_invites',
      ['sender_id', 'receiver_id', 'status', 'created_at', 'updated_at'],
      (function* () {
        for (let a = 0; a < I; a += 5) {
          const at = new Date(now - a * 2000).toISOString();
          yield [O + 1 + a, O + 1 + ((a + far) % I), 'pending', at, at];
        }
      })(),
    );
  }
  await copy(
    client,
    'recommendations',
    [
      'user_id',
      'author_id',
      'status',
      'recommended_text',
      'is_linked',
      'posted_at',
      'created_at',
      'updated_at',
    ],
    (function* () {
      for (let a = 0; a < I; a += 10) {
        const at = new Date(now - a * 3000).toISOString();
        const text = 'A dependable colleague: calm under pressure, careful with every handover.';
        yield [O + 1 + a, O + 1 + ((a + 1) % I), 'posted', text, true, at, at, at];
      }
    })(),
  );
}

/**
 * Direct conversations between individuals, M messages spread evenly over them (sent alternately
 * by the two people, a minute apart, the newest conversations last), each side with its activity
 * time and read mark: the first person has read everything, the second all but the last two.
 * Ids come from the identity columns in COPY order (1, 2, 3 …), so messages are numbered here.
 */
async function seedMessages(
  client: pg.PoolClient,
  s: { O: number; I: number; C: number; M: number; busy: number; now: number },
  log: (m: string) => void,
) {
  const { O, I, C, M, busy, now } = s;
  const per = (k: number) => Math.floor(M / C) + (k <= M % C ? 1 : 0);
  const pair = (k: number) => conversationPair(k, O + 1, I, busy);
  // Conversation k's messages end at `endOf(k)`: higher k, more recent.
  const endOf = (k: number) => now - (C - k) * 60_000;
  const at = (k: number, seq: number) => new Date(endOf(k) - (per(k) - seq) * 60_000).toISOString();
  log(`conversations: ${C}, messages: ${M}`);
  await copy(
    client,
    'conversations',
    ['kind', 'pair_key', 'last_seq', 'last_message_id', 'last_message_at', 'created_at'],
    (function* () {
      let lastId = 0;
      for (let k = 1; k <= C; k++) {
        const [a, b] = pair(k);
        lastId += per(k);
        yield ['direct', `d:${Math.min(a, b)}:${Math.max(a, b)}`, per(k), lastId, at(k, per(k)), at(k, 1)];
      }
    })(),
  );
  await copy(
    client,
    'conversation_sides',
    ['conversation_id', 'user_id', 'state', 'activity_at'],
    (function* () {
      for (let k = 1; k <= C; k++) {
        const [a, b] = pair(k);
        yield [k, a, 'active', at(k, per(k))];
        yield [k, b, 'active', at(k, per(k))];
      }
    })(),
  );
  await copy(
    client,
    'conversation_reads',
    ['conversation_id', 'user_id', 'last_read_seq'],
    (function* () {
      for (let k = 1; k <= C; k++) {
        const [a, b] = pair(k);
        yield [k, a, per(k)];
        yield [k, b, Math.max(0, per(k) - 2)];
      }
    })(),
  );
  await copy(
    client,
    'chat_messages',
    ['conversation_id', 'seq', 'status', 'sender_id', 'body', 'created_at', 'updated_at'],
    (function* () {
      for (let k = 1; k <= C; k++) {
        const [a, b] = pair(k);
        const r = rng(6e7 + k);
        for (let seq = 1; seq <= per(k); seq++) {
          const time = at(k, seq);
          yield [k, seq, 'sent', seq % 2 ? a : b, pick(r, MESSAGE_LINES), time, time];
        }
      }
    })(),
  );
}

const SERVICE_WORDS = [
  ['Home infusion', 'In-home IV therapy by experienced infusion nurses.'],
  ['Wound care visits', 'Assessment, dressing changes and education for chronic wounds.'],
  ['Travel nurse staffing', 'ICU, ER and Med-Surg travel nurses on 13-week contracts.'],
  ['Telehealth consults', 'Video visits for follow-ups, refills and triage.'],
  ['Physical therapy at home', 'Post-surgery and fall-prevention therapy where you live.'],
  ['Medical billing', 'Claims, coding review and denial management for small practices.'],
  ['CPR and BLS classes', 'AHA-certified courses for teams and individuals.'],
  ['Credentialing support', 'License verification and payer enrollment, done for you.'],
] as const;

/**
 * Service posts, requests and galleries with a cover image for most (a `files` row: the bytes need
 * not exist) and a document for some; 2% of posts and requests and 10% of galleries promoted.
 * Owners: BUSY_SERVICES posts for organization 2 and for the first individual, then posts and
 * requests spread over individuals (two thirds) and organizations, galleries over organizations.
 * Ids come from the identity columns in COPY order, so files and services are numbered here.
 */
async function seedServices(client: pg.PoolClient, size: ScaleSize, now: number, log: (m: string) => void) {
  const { individuals: I, organizations: O, servicePosts: P, serviceRequests: R, galleries: G } = size;
  const cats = (
    await client.query<{ id: string; subs: string[] }>(
      `select c.id, coalesce(array_agg(s.id order by s.id) filter (where s.id is not null), '{}') as subs
       from service_categories c left join service_sub_categories s on s.category_id = c.id
       group by c.id order by c.id`,
    )
  ).rows.map((r) => ({ id: Number(r.id), subs: r.subs.map(Number) }));
  if (!cats.length) throw new Error('seed:scale: the service taxonomy is empty (seed the categories first)');
  log(`services: ${P} posts, ${R} requests, ${G} galleries over ${cats.length} categories`);
  const total = P + R + G;
  /** Service n (1-based over posts, then requests, then galleries): kind, number within it, owner. */
  const describe = (n: number) => {
    const kind = n <= P ? 'post' : n <= P + R ? 'request' : 'gallery';
    const k = kind === 'post' ? n : kind === 'request' ? n - P : n - P - R;
    let owner: { user: number | null; org: number | null };
    if (kind === 'gallery') owner = { user: null, org: 1 + (k % O) };
    else if (kind === 'post' && k <= BUSY_SERVICES) owner = { user: null, org: 2 };
    else if (kind === 'post' && k <= BUSY_SERVICES * 2) owner = { user: O + 1, org: null };
    else owner = k % 3 === 0 ? { user: null, org: 1 + (k % O) } : { user: O + 1 + (k % I), org: null };
    return { kind, k, ...owner, uploader: owner.user ?? owner.org! };
  };
  const hasCover = (n: number) => n % 5 !== 0;
  const hasDocument = (n: number) => n % 10 === 3;
  // Files in order: service n's cover, then its document; file ids are positions in that order.
  await copy(
    client,
    'files',
    ['user_id', 'kind', 'original_name', 'mime', 'size', 'storage_key', 'created_at'],
    (function* () {
      for (let n = 1; n <= total; n++) {
        const { uploader } = describe(n);
        const at = new Date(now - n * 20_000).toISOString();
        if (hasCover(n))
          yield [
            uploader,
            'service_media',
            `cover-${n}.jpg`,
            'image/jpeg',
            120_000 + (n % 50_000),
            `scale/services/${n}.jpg`,
            at,
          ];
        if (hasDocument(n))
          yield [
            uploader,
            'service_document',
            `brochure-${n}.pdf`,
            'application/pdf',
            80_000 + (n % 9_000),
            `scale/services/${n}.pdf`,
            at,
          ];
      }
    })(),
  );
  await copy(
    client,
    'services',
    [
      'kind',
      'slug',
      'user_id',
      'organization_id',
      'created_by',
      'title',
      'description',
      'category_id',
      'sub_category_id',
      'eligibility',
      'health_care_sector',
      'tags',
      'location',
      'is_remote',
      'min_range_cents',
      'max_range_cents',
      'get_quote',
      'fixed_price_cents',
      'status',
      'is_draft',
      'cta_text',
      'cta_link',
      'promotion_start',
      'promotion_end',
      'promotion_budget_cents',
      'is_promoted',
      'promoted_until',
      'views_count',
      'created_at',
      'updated_at',
    ],
    (function* () {
      for (let n = 1; n <= total; n++) {
        const r = rng(7e7 + n);
        const { kind, k, user, org, uploader } = describe(n);
        const cat = cats[n % cats.length];
        const [title, blurb] = pick(r, SERVICE_WORDS);
        const [city, state] = pick(r, CITIES);
        const remote = r() < 0.25;
        const priced = r();
        const min = 2_000 + Math.floor(r() * 100) * 500;
        const at = new Date(now - n * 20_000).toISOString();
        const draft = kind === 'gallery' && k % 10 === 0;
        const promoted = !draft && (kind === 'gallery' ? k % 10 === 5 : k % 50 === 7);
        yield [
          kind,
          `${kind === 'post' ? 'service' : kind}-${k}`,
          user,
          org,
          uploader,
          `${title}${kind === 'request' ? ' needed' : ''} in ${city}`,
          `${blurb} Serving ${city}, ${state} and nearby. ${pick(r, MESSAGE_LINES)}`,
          cat.id,
          cat.subs.length ? cat.subs[k % cat.subs.length] : null,
          r() < 0.5 ? 'Adults 18+; most insurance plans accepted.' : null,
          pick(r, UNITS),
          JSON.stringify([pick(r, UNITS).toLowerCase(), city.toLowerCase()]),
          remote ? null : `${city}, ${state}`,
          remote,
          priced < 0.4 ? min : null,
          priced < 0.4 ? min + 5_000 : null,
          priced >= 0.8,
          priced >= 0.4 && priced < 0.8 ? min : null,
          k % 20 === 19 ? 'archived' : 'active',
          draft,
          kind === 'gallery' ? 'Book a visit' : null,
          kind === 'gallery' ? `https://example.test/${kind}-${k}` : null,
          promoted ? day(now, -3) : null,
          promoted ? day(now, kind === 'gallery' ? 10 : 27) : null,
          promoted && kind === 'gallery' ? 5_000 : null,
          promoted,
          promoted && kind !== 'gallery' ? new Date(now + 27 * 86_400_000).toISOString() : null,
          Math.floor(r() * 500),
          at,
          at,
        ];
      }
    })(),
  );
  await copy(
    client,
    'service_media',
    ['service_id', 'file_id', 'kind', 'name', 'position', 'created_at'],
    (function* () {
      let file = 0;
      for (let n = 1; n <= total; n++) {
        const at = new Date(now - n * 20_000).toISOString();
        if (hasCover(n)) yield [n, ++file, 'image', 'Cover', 0, at];
        if (hasDocument(n)) yield [n, ++file, 'document', 'Brochure', 1, at];
      }
    })(),
  );
}

const MESSAGE_LINES = [
  'Hi! Are you still looking for night shifts?',
  'Yes, three twelves would be ideal.',
  'Our ICU has an opening starting next month.',
  'Could you share the pay range?',
  'Sure: $52 to $61 an hour, plus differentials.',
  'Sounds good. Is parking included?',
  'It is, and there is a relocation stipend.',
  'Great, I will send my resume today.',
  'Thanks, talk soon.',
  'Do you have your BLS renewed?',
] as const;

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const scale = Number(arg('scale') ?? process.env.SCALE ?? 1);
  const url =
    arg('database') ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hctl_bench';
  const withMessages = !process.argv.includes('--no-messages') && process.env.SEED_MESSAGES !== '0';
  const result = await seedScale(url, sizeFor(scale, withMessages), (m) => console.log(`[seed:scale] ${m}`));
  console.log(`[seed:scale] done: ${JSON.stringify(result)}`);
}
