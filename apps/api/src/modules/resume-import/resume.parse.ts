import type { ResumeProposal } from '@hctl/contracts';

type Section = 'experience' | 'education' | 'skills' | 'licenses' | 'certificates' | 'other';

const HEADINGS: [RegExp, Section][] = [
  [/^(work |professional |clinical )?experience|^employment( history)?$/i, 'experience'],
  [/^education|^academic/i, 'education'],
  [/^(core |clinical |key )?skills|^competencies/i, 'skills'],
  [/^licen[sc]es?|^licensure/i, 'licenses'],
  [/^certifications?|^certificates?/i, 'certificates'],
  [/^(summary|profile|objective|references|interests|publications|awards)/i, 'other'],
];

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
/**
 * A span of dates: '2019-03 – present', '2016/06 to 2018/12', and as most resumes write them,
 * 'January 2019 - Present', 'Jun 2016 – Dec 2018'.
 */
const RANGE = new RegExp(
  `(?:(${MONTH})\\s+)?((?:19|20)\\d{2})(?:[-/](\\d{1,2}))?\\s*(?:-|–|—|to)\\s*` +
    `((?:${MONTH}\\s+)?(?:19|20)\\d{2}(?:[-/]\\d{1,2})?|present|current|now)`,
  'i',
);
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthOf = (name: string | undefined) => (name ? MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1 : 0);
/** A license number written without a label: 'RN-884213', 'RN 884213', '884213'. */
const BARE_NUMBER = /^[A-Z]{0,5}[- ]?\d{4,}[A-Z0-9-]*$/;
const EXPIRY =
  /exp(?:ires|iration|\.)?\s*:?\s*(\d{4}-\d{2}-\d{2}|\d{4}-\d{2}|\d{1,2}\/\d{4}|\d{1,2}\/\d{1,2}\/\d{4})/i;
const NUMBER =
  /(?:license|lic\.?|credential|cert(?:ificate)?)?\s*(?:#|no\.?|number)\s*:?\s*([A-Z0-9][A-Z0-9-]{2,})/i;
const SCHOOL = /(university|college|school|institute|academy|polytechnic)/i;
const AUTHORITY =
  /(board|department|dept\.?|commission|state of|council|registry|association|society|heart|red cross|college of)/i;

const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-03' → '2026-03-31', '03/2026' → '2026-03-31', '2026-03-15' unchanged, '3/15/2026' → '2026-03-15'. */
export function normalizeDate(v: string): string | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (m) return v;
  m = /^(\d{4})-(\d{2})$/.exec(v);
  if (m) return `${m[1]}-${m[2]}-${pad(lastDay(+m[1], +m[2]))}`;
  m = /^(\d{1,2})\/(\d{4})$/.exec(v);
  if (m) return `${m[2]}-${pad(+m[1])}-${pad(lastDay(+m[2], +m[1]))}`;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  if (m) return `${m[3]}-${pad(+m[1])}-${pad(+m[2])}`;
  return null;
}

function range(line: string) {
  const m = RANGE.exec(line);
  if (!m) return { rest: line, start: null, end: null, current: false };
  const current = /present|current|now/i.test(m[4]);
  const startMonth = monthOf(m[1]) || (m[3] ? +m[3] : 1);
  const start = `${m[2]}-${pad(startMonth)}-01`;
  const endMonthName = /^[a-z]+/i.exec(m[4])?.[0];
  const [ey, emNumber] = (/(?:19|20)\d{2}(?:[-/]\d{1,2})?/.exec(m[4])?.[0] ?? '').split(/[-/]/).map(Number);
  const em = monthOf(endMonthName) || emNumber;
  const end = current ? null : em ? `${ey}-${pad(em)}-${pad(lastDay(ey, em))}` : `${ey}-12-31`;
  return {
    rest: line
      .replace(m[0], '')
      .replace(/[(),\s|–—-]+$/, '')
      .trim(),
    start,
    end,
    current,
  };
}

/** Splits 'A, B | C'; ' at ' only separates title and employer in experience lines. */
const parts = (s: string, at = false) =>
  s
    .split(at ? /\s*(?:,|\||;|\s[–—-]\s|\sat\s)\s*/ : /\s*(?:,|\||;|\s[–—-]\s)\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
const cap = (s: string | undefined, n: number) => (s ? s.slice(0, n) : null);

/** Proposes profile sections from a resume's plain text; the user reviews every line before saving. */
export function proposeFromText(text: string): ResumeProposal {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.replace(/^[\s•·*▪◦-]+/, '').trim())
    .filter(Boolean);
  const out: ResumeProposal = {
    educations: [],
    work_experiences: [],
    skills: [],
    licenses: [],
    certificates: [],
    text_preview: text.slice(0, 600),
  };
  let section: Section = 'other';
  const skillNames = new Set<string>();

  for (const line of lines) {
    const heading = HEADINGS.find(([re]) => re.test(line) && line.length <= 40);
    if (heading) {
      section = heading[1];
      continue;
    }
    if (section === 'experience') {
      const r = range(line);
      const previous = out.work_experiences.at(-1);
      // Dates on a line of their own belong to the job named above them.
      if (!r.rest && r.start && previous && !previous.start_date) {
        Object.assign(previous, { start_date: r.start, end_date: r.end, is_current: r.current });
        continue;
      }
      const [title, employer, ...loc] = parts(r.rest, true);
      if (title && employer) {
        out.work_experiences.push({
          title: cap(title, 160)!,
          employer: cap(employer, 160)!,
          location: loc.length ? cap(loc.join(', '), 160) : null,
          start_date: r.start,
          end_date: r.end,
          is_current: r.current,
        });
      }
    } else if (section === 'education') {
      const r = range(line);
      const p = parts(r.rest);
      const school = p.find((x) => SCHOOL.test(x)) ?? p[1] ?? p[0];
      const degreeText = p.find((x) => x !== school) ?? null;
      const [degree, field] = degreeText?.includes(' in ')
        ? degreeText.split(/\s+in\s+/, 2)
        : [degreeText, null];
      if (school) {
        out.educations.push({
          school: cap(school, 160)!,
          degree: cap(degree ?? undefined, 160),
          field_of_study: cap(field ?? undefined, 160),
          start_date: r.start,
          end_date: r.end,
        });
      }
    } else if (section === 'licenses' || section === 'certificates') {
      const exp = EXPIRY.exec(line);
      const num = NUMBER.exec(line);
      const clean = line
        .replace(EXPIRY, '')
        .replace(NUMBER, '')
        .replace(/\bexpires?\b/i, '');
      const all = parts(clean).filter((x) => !/^(license|lic\.?)$/i.test(x));
      // No labelled number: a part that looks like one ('RN-884213') is the number.
      const bare = num ? undefined : all.slice(1).find((x) => BARE_NUMBER.test(x));
      const p = all.filter((x) => x !== bare);
      const expiry = exp ? normalizeDate(exp[1]) : null;
      if (section === 'licenses' && p[0]) {
        out.licenses.push({
          license_type: cap(p[0], 120)!,
          license_number: cap(num?.[1] ?? bare, 60) ?? '',
          issuing_authority: cap(p.find((x) => AUTHORITY.test(x)) ?? p[1], 160) ?? '',
          expiry_date: expiry,
        });
      } else if (p[0]) {
        out.certificates.push({
          name: cap(p[0], 160)!,
          issuing_organization: cap(p[1], 160),
          credential_id: cap(num?.[1] ?? bare, 80),
          expiry_date: expiry,
        });
      }
    } else if (section === 'skills') {
      for (const name of line.split(/\s*(?:,|;|\||•|·)\s*/)) {
        const n = name.trim();
        if (n.length >= 2 && n.length <= 80 && !skillNames.has(n.toLowerCase())) {
          skillNames.add(n.toLowerCase());
          out.skills.push({ name: n });
        }
      }
    }
  }
  return out;
}
