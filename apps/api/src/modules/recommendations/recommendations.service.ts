import type {
  LatestAdvertisementView,
  RecommendedGroupsView,
  RecommendedJobsQuery,
  RecommendedJobsView,
  RecommendedListQuery,
  RecommendedOwnerParams,
  RecommendedServicesView,
} from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../kit/context';
import { forbidden, notFound } from '../../lib/errors';
import { PersonCache } from '../../lib/person-cache';
import type { AdServing } from '../ads/ads.serving';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { ServicesService } from '../services/services.service';
import { licenseCodes, toRecommendedGroup, toRecommendedJob } from './recommendations.mapper';
import { type ActiveLicense, recommendationsRepository as repo } from './recommendations.repository';

export interface RecommendationsPorts {
  organizations: Pick<OrganizationsService, 'authorize'>;
  services: Pick<ServicesService, 'cards'>;
  /** The ads module's serving, built after this module (read when an ad is asked for). */
  ads: () => Pick<AdServing, 'serve'>;
}

/** Whose recommendations a call asks for: a person (ranked for them), an organization, or nobody in particular. */
type Audience =
  | { kind: 'individual'; userId: number }
  | { kind: 'organization'; orgId: number }
  | { kind: 'anyone' };

const SERVICE_KIND = { 'service-post': 'post', 'service-gallery': 'gallery' } as const;

export type RecommendedServiceKind = keyof typeof SERVICE_KIND;

/**
 * A person's ranked jobs are kept for a minute (the ranking reads a few thousand index entries; the
 * dashboard asks on every visit) under the jobs' change counter, so a job posted, edited or closed
 * anywhere is ranked in at once. A new license or profile change shows within the minute; a job they
 * apply to leaves the list at once (filtered when read).
 */
const RANKED_JOBS_TTL_SECONDS = 60;
/** Ranked beyond the page, so that the jobs applied to within the minute leave a full page. */
const RANKED_JOBS_SLACK = 5;

/**
 * Jobs, services, galleries and groups picked for someone (spec "Recommendations/analytics"). The
 * slug-less calls are for anyone: popular and recent items, ranked for the caller when a signed-in
 * individual makes them. `individual/…` and `{role}/{slug}/recommended/…` are the caller's own.
 */
export class RecommendationsService {
  /** Per person and query: the ranking and the jobs' counter it was made under. */
  private rankedJobs: PersonCache<{ version: string; view: RecommendedJobsView }>;

  constructor(
    private deps: AppDeps,
    private ports: RecommendationsPorts,
  ) {
    this.rankedJobs = new PersonCache(deps, 'recommendations:jobs', RANKED_JOBS_TTL_SECONDS);
  }

  private today() {
    return this.deps.clock.now().toISOString().slice(0, 10);
  }

  /** The caller as an audience: only an individual's own profile is personal (others see the general list). */
  private audienceOf(auth: AuthContext | null): Audience {
    return auth?.role === 'individual' ? { kind: 'individual', userId: auth.userId } : { kind: 'anyone' };
  }

  /**
   * `{role}/{slug}`: an individual's own profile (other account types 403, someone else's slug 404),
   * or an organization the caller is a member of (outsiders 404).
   */
  async audienceFor(auth: AuthContext, p: RecommendedOwnerParams): Promise<Audience> {
    if (p.role === 'organization') {
      const access = await this.ports.organizations.authorize(p.slug, auth.userId, 'member');
      return { kind: 'organization', orgId: access.org.id };
    }
    if (auth.role !== 'individual') throw forbidden('This page is not available for your account type.');
    if (p.slug !== auth.slug) throw notFound('Profile not found.');
    return { kind: 'individual', userId: auth.userId };
  }

  /** A person's verified, unexpired licenses with a state (also the search's "licensed for me", as a port). */
  async licenses(userId: number): Promise<ActiveLicense[]> {
    const rows = await repo.activeLicenses(this.deps.db, userId, this.today());
    return rows.map((l) => ({ ...l, codes: licenseCodes(l.license_type) }));
  }

  /**
   * Jobs for a person: licensed-for first (a verified, unexpired license whose code the job lists
   * in `required_licenses` and whose state is the job's), then specialty, city/state, pay, recency;
   * each with the reasons it was picked. `licensed_for`: only licensed-for jobs.
   */
  async jobsFor(userId: number, q: RecommendedJobsQuery): Promise<RecommendedJobsView> {
    // The counter and the kept ranking are read side by side (one query, one Redis read); a ranking
    // made under an older counter is made again. Applications within twice the keeping time cover
    // every ranking that can still be kept.
    const field = `${q.perPage}|${q.licensed_for === true}`;
    const [{ version, appliedLately }, kept] = await Promise.all([
      repo.freshness(this.deps.db, userId, 2 * RANKED_JOBS_TTL_SECONDS),
      this.rankedJobs.get(userId, field),
    ]);
    const { view } =
      kept?.version === version
        ? kept
        : await this.rankedJobs.load(userId, field, async () => ({
            version,
            view: await this.rankJobsFor(userId, q),
          }));
    return { ...view, data: view.data.filter((j) => !appliedLately.has(j.id)).slice(0, q.perPage) };
  }

  private async rankJobsFor(userId: number, q: RecommendedJobsQuery): Promise<RecommendedJobsView> {
    const db = this.deps.db;
    const [person, licenses] = await Promise.all([repo.person(db, userId), this.licenses(userId)]);
    const rows = await repo.jobs(db, {
      userId,
      person,
      licenses,
      licensedOnly: q.licensed_for === true,
      limit: q.perPage + RANKED_JOBS_SLACK,
    });
    return { data: rows.map((r) => toRecommendedJob(r, licenses)), personalised: true };
  }

  /** `recommended-jobs`: ranked for a signed-in individual, otherwise the newest open jobs. */
  async jobs(auth: AuthContext | null, q: RecommendedJobsQuery): Promise<RecommendedJobsView> {
    const who = this.audienceOf(auth);
    if (who.kind === 'individual') return this.jobsFor(who.userId, q);
    // Nobody to be licensed for: the filter leaves nothing, said plainly rather than ignored.
    if (q.licensed_for) return { data: [], personalised: false };
    const rows = await repo.jobs(this.deps.db, {
      userId: null,
      person: null,
      licenses: [],
      licensedOnly: false,
      limit: q.perPage,
    });
    return { data: rows.map((r) => toRecommendedJob(r, [])), personalised: false };
  }

  /**
   * Service posts or galleries: a person's interest categories (those their licenses or specialty
   * qualify for and those they offer in) and city first, then promoted and most viewed; an organization's categories
   * (what it offers, its jobs' categories). Never the audience's own.
   */
  async services(
    kind: RecommendedServiceKind,
    who: Audience,
    q: RecommendedListQuery,
  ): Promise<RecommendedServicesView> {
    const db = this.deps.db;
    let categories: number[] = [];
    let city: string | null = null;
    if (who.kind === 'individual') {
      const [person, licenses] = await Promise.all([repo.person(db, who.userId), this.licenses(who.userId)]);
      // The specialty names its license too ("Registered Nurse (RN)"): categories asking for it count.
      const codes = [
        ...licenses.flatMap((l) => l.codes),
        ...(person?.specialty ? licenseCodes(person.specialty) : []),
      ];
      categories = await repo.personCategories(db, who.userId, [...new Set(codes)]);
      city = person?.city?.trim() || null;
    } else if (who.kind === 'organization') {
      categories = await repo.organizationCategories(db, who.orgId);
    }
    const rows = await repo.services(db, {
      kind: SERVICE_KIND[kind],
      categories,
      city,
      excludeUser: who.kind === 'individual' ? who.userId : null,
      excludeOrg: who.kind === 'organization' ? who.orgId : null,
      limit: q.perPage,
    });
    const cards = await this.ports.services.cards(rows.map((r) => Number(r.id)));
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    return {
      data: cards.map((c) => {
        const r = byId.get(c.id);
        const reasons: string[] = [];
        if (r?.interest) reasons.push(`In ${c.category_name}, a category you work in`);
        if (r?.nearby && city) reasons.push(`Near you in ${city}`);
        if (c.is_promoted) reasons.push('Featured');
        const views = Number(r?.views_count ?? 0);
        if (views > 0) reasons.push(`${views} ${views === 1 ? 'view' : 'views'}`);
        return { ...c, views_count: views, reasons };
      }),
      personalised: who.kind !== 'anyone',
    };
  }

  /** `recommended-service-post` / `-gallery`: for anyone, ranked for a signed-in individual. */
  publicServices(kind: RecommendedServiceKind, auth: AuthContext | null, q: RecommendedListQuery) {
    return this.services(kind, this.audienceOf(auth), q);
  }

  /**
   * Public groups a person is not in, ranked by how many of their connections are members, then
   * specialty or place, then size; for anyone else the largest public groups.
   */
  async groups(auth: AuthContext | null, q: RecommendedListQuery): Promise<RecommendedGroupsView> {
    const who = this.audienceOf(auth);
    const userId = who.kind === 'individual' ? who.userId : (auth?.userId ?? null);
    const person = who.kind === 'individual' ? await repo.person(this.deps.db, who.userId) : null;
    const rows = await repo.groups(this.deps.db, { userId, person, limit: q.perPage });
    return { data: rows.map(toRecommendedGroup), personalised: who.kind === 'individual' };
  }

  /**
   * A running ad for the person's dashboard, served by the ads module as any placement serves one:
   * its rotation and daily frequency cap, the impression counted and billed, the click redirect.
   */
  async latestAdvertisement(auth: AuthContext): Promise<LatestAdvertisementView> {
    const [ad] = await this.ports.ads().serve(null, 1, { token: `u${auth.userId}`, userId: auth.userId });
    return ad ?? null;
  }
}
