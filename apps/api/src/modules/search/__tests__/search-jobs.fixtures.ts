import { schema } from '@hctl/db';
import type { MadeUser, TestContext } from '../../../../test/context';

let n = 0;

/** A job straight into the database (published, an hour older per call unless told). */
export async function insertJob(
  ctx: TestContext,
  org: MadeUser,
  o: Partial<typeof schema.jobs.$inferInsert> & { title: string },
) {
  n++;
  const [row] = await ctx.db
    .insert(schema.jobs)
    .values({
      organization_id: org.orgId!,
      slug: `search-job-${n}-${ctx.id}`,
      employment_type: 'full-time',
      description: 'Join a supportive team with predictable schedules.',
      status: 'published',
      published_at: new Date(Date.now() - n * 3_600_000),
      city: 'Austin',
      state: 'TX',
      ...o,
    })
    .returning({ id: schema.jobs.id, slug: schema.jobs.slug });
  return row;
}

/**
 * 100 real health-care words, none within two edits of another, each the title word of one job:
 * the typo set misspells them and expects that job in the first ten results.
 */
export const TYPO_WORDS = [
  'cardiology',
  'dermatology',
  'phlebotomy',
  'radiology',
  'oncology',
  'pediatrics',
  'neurology',
  'orthopedics',
  'anesthesia',
  'dialysis',
  'endoscopy',
  'hospice',
  'midwifery',
  'podiatry',
  'audiology',
  'optometry',
  'pathology',
  'urology',
  'gastroenterology',
  'hematology',
  'immunology',
  'nephrology',
  'obstetrics',
  'psychiatry',
  'pulmonology',
  'rheumatology',
  'toxicology',
  'virology',
  'geriatrics',
  'chiropractic',
  'acupuncture',
  'nutrition',
  'pharmacology',
  'sonography',
  'mammography',
  'telehealth',
  'triage',
  'ventilator',
  'wound',
  'infusion',
  'catheter',
  'sterile',
  'surgical',
  'trauma',
  'burns',
  'cardiac',
  'stroke',
  'diabetes',
  'asthma',
  'allergy',
  'vaccine',
  'epidemiology',
  'bariatric',
  'plastics',
  'transplant',
  'behavioral',
  'addiction',
  'recovery',
  'palliative',
  'maternity',
  'neonatal',
  'lactation',
  'doula',
  'ambulance',
  'paramedic',
  'dispatcher',
  'coder',
  'billing',
  'admissions',
  'receptionist',
  'transcription',
  'informatics',
  'laboratory',
  'histology',
  'cytology',
  'microbiology',
  'genetics',
  'counselor',
  'chaplain',
  'volunteer',
  'housekeeping',
  'dietitian',
  'kinesiology',
  'massage',
  'speech',
  'hearing',
  'vision',
  'dental',
  'hygienist',
  'orthodontics',
  'endodontics',
  'prosthetics',
  'orthotics',
  'biomedical',
  'equipment',
  'compliance',
  'credentialing',
  'quality',
  'safety',
  'education',
];

/** A deterministic PRNG (mulberry32), so the typo set is the same on every run. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One typo (substitution, deletion, insertion or swap of neighbours), never on the first letter. */
export function typo(word: string, r: () => number): string {
  const i = 1 + Math.floor(r() * (word.length - 1));
  const letter = LETTERS[Math.floor(r() * 26)];
  switch (Math.floor(r() * 4)) {
    case 0:
      return (
        word.slice(0, i) +
        (letter === word[i] ? LETTERS[(LETTERS.indexOf(letter) + 1) % 26] : letter) +
        word.slice(i + 1)
      );
    case 1:
      return word.slice(0, i) + word.slice(i + 1);
    case 2:
      return word.slice(0, i) + letter + word.slice(i);
    default:
      return i < word.length - 1 && word[i] !== word[i + 1]
        ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)
        : word.slice(0, i) + word.slice(i + 1);
  }
}

/** Misspells a word within the typo budget: one typo from 5 letters, two from 9 (every other long word). */
export function misspell(word: string, r: () => number): string {
  let w = typo(word, r);
  if (word.length >= 9 && r() < 0.5) w = typo(w, r);
  return w === word ? typo(word, r) : w;
}
