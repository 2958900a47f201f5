import type {
  FollowedOrganizationView,
  OrganizationDashboardView,
  RecommendedGroupView,
  RecommendedJobView,
} from '@hctl/contracts';
import { toJobCard } from '../jobs/jobs.mapper';
import type {
  ActiveLicense,
  FollowedRow,
  OrgDashboardRow,
  RecommendedGroupRow,
  RecommendedJobRow,
} from './recommendations.repository';

const isoOf = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/**
 * The codes a job may list a license under: the type as written and the abbreviation in its
 * parentheses ("Registered Nurse (RN)" → RN), upper-cased too because jobs list codes in capitals.
 */
export const licenseCodes = (type: string) => {
  const t = type.trim();
  const abbr = /\(([^)]+)\)/.exec(t)?.[1]?.trim();
  return [...new Set([t, t.toUpperCase(), ...(abbr ? [abbr, abbr.toUpperCase()] : [])])];
};

const PER: Record<string, string> = { hour: '/h', day: '/day', week: '/wk', month: '/mo', year: '/yr' };

/** "$48–62/h", "$88k–104k/yr": short enough for a card's reason line. */
export const payText = (min: number | null, max: number | null, period: string | null) => {
  if (min === null && max === null) return null;
  const big = (max ?? min ?? 0) >= 1_000_000;
  const fmt = (cents: number) =>
    big
      ? `${Math.round(cents / 100_000)}k`
      : (cents / 100).toLocaleString('en-US', { maximumFractionDigits: 0 });
  const range =
    min !== null && max !== null && min !== max ? `${fmt(min)}–${fmt(max)}` : fmt((min ?? max) as number);
  return `Pays $${range}${period ? (PER[period] ?? `/${period}`) : ''}`;
};

/** Why a job was picked, strongest first (the card shows them as they are). */
const reasonsFor = (r: RecommendedJobRow, licenses: ActiveLicense[]) => {
  const reasons: string[] = [];
  const lic = r.license_match === null ? null : licenses[r.license_match];
  if (lic) {
    const code = r.required_licenses.find((c) => lic.codes.includes(c)) ?? lic.license_type;
    reasons.push(`You hold an active ${code} license in ${lic.state}`);
  }
  if (r.same_specialty) reasons.push('Matches your specialty');
  if (r.place === 2 && r.city) reasons.push(`In ${r.city}`);
  else if (r.place === 1 && r.state) reasons.push(`In ${r.state}`);
  const pay = payText(r.pay_min_cents, r.pay_max_cents, r.pay_period);
  if (pay) reasons.push(pay);
  if (!reasons.length) reasons.push('Recently posted');
  return reasons;
};

export const toRecommendedJob = (r: RecommendedJobRow, licenses: ActiveLicense[]): RecommendedJobView =>
  Object.assign(toJobCard(r), {
    required_licenses: r.required_licenses,
    published_at: isoOf(r.published_at),
    licensed_for: r.license_match !== null,
    reasons: reasonsFor(r, licenses),
  });

export const toRecommendedGroup = (r: RecommendedGroupRow): RecommendedGroupView => {
  const reasons: string[] = [];
  const n = Number(r.connections_count);
  if (n > 0)
    reasons.push(n === 1 ? '1 of your connections is a member' : `${n} of your connections are members`);
  if (r.same_specialty) reasons.push('About your specialty');
  if (r.nearby && r.location) reasons.push(`Near you: ${r.location}`);
  reasons.push(`${r.member_count} ${r.member_count === 1 ? 'member' : 'members'}`);
  return {
    id: Number(r.id),
    slug: r.slug,
    name: r.name,
    excerpt: r.description,
    category: r.category,
    location: r.location,
    member_count: Number(r.member_count),
    post_count: Number(r.post_count),
    connections_count: n,
    reasons,
  };
};

export const toFollowed = (r: FollowedRow): FollowedOrganizationView => ({
  slug: r.slug,
  company_name: r.company_name,
  company_profile_image: r.company_profile_image,
  city: r.city,
  state: r.state,
  open_jobs_count: Number(r.open_jobs_count),
  followed_at: new Date(r.followed_at).toISOString(),
});

export const toOrgDashboard = (r: OrgDashboardRow): OrganizationDashboardView => ({
  open_jobs_count: Number(r.open_jobs_count),
  open_jobs: r.open_jobs.map((j) => ({ ...j, published_at: isoOf(j.published_at) })),
  new_applicants_count: Number(r.new_applicants_count),
  new_applicants: r.new_applicants.map((a) => ({ ...a, created_at: new Date(a.created_at).toISOString() })),
  interviews_today: r.interviews_today.map((i) => ({
    ...i,
    schedule_date: new Date(i.schedule_date).toISOString(),
  })),
});
