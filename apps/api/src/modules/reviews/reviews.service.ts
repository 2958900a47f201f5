import type {
  CreateReviewBody,
  ObjectionApprovalBody,
  ReviewListQuery,
  ReviewListView,
  ReviewPageView,
  ReviewRole,
  ReviewView,
  UpdateReviewBody,
} from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import type { AuthContext, OrgAccess } from '../../kit/context';
import { AppError, conflict, forbidden, invalid, notFound, pgErrorCode } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import type { NotificationsPort, NotifyInput } from '../notifications/notifications.port';
import type { OrganizationsService } from '../organizations/organizations.service';
import { partyOf, toReviewView, toSummary } from './reviews.mapper';
import {
  type ReviewListRow,
  type ReviewProfile,
  type ReviewRow,
  reviewsRepository as repo,
} from './reviews.repository';

export interface ReviewsPorts {
  organizations: Pick<OrganizationsService, 'authorize' | 'can'>;
  notifications: NotificationsPort;
}

/** How long a double-blind quotation review waits for the other side before it is published alone. */
export const BLIND_DAYS = 7;
const DAY_MS = 86_400_000;
/** Organization roles that may speak for it about people it hired or interviewed. */
const HIRING = ['applicants', 'jobs'] as const;

/**
 * The profile a `{role}/{slug}` route acts for, already authorized by the route: an individual's
 * own slug, or an organization resolved by `config.auth.org`.
 */
export type ActingProfile =
  | { role: 'individual'; auth: AuthContext }
  | { role: 'organization'; auth: AuthContext; access: OrgAccess };

const webPath = (p: { role: ReviewRole; slug: string }) => `/${p.role}/${p.slug}/rating-reviews`;

/**
 * Rating reviews (spec §7 Reviews). Who may review whom (a real relationship, never oneself):
 * - an organization ↔ an individual with an application to one of its jobs or an interview,
 *   either direction (basis interview, else application);
 * - two individuals who are connected (basis connection);
 * - the two sides of a completed quotation (basis quotation, one review per quotation), double
 *   blind: hidden until the other side's review of it arrives (then both publish) or 7 days pass.
 * Outside quotations there is one review per author and target (a second one is 409; edit it).
 */
export class ReviewsService {
  constructor(
    private deps: AppDeps,
    private ports: ReviewsPorts,
  ) {}

  private async profile(role: ReviewRole, slug: string, message = 'Profile not found.') {
    const p = await repo.profile(this.deps.db, role, slug);
    if (!p) throw notFound(message);
    return p;
  }

  /**
   * Who acts for `{role}/{slug}` on the owner's calls (flag, object: `profile`) and the author's
   * (update, delete: `hiring`). An individual only for their own slug (other account types 403,
   * other people 404, as if it did not exist); in an organization, the members whose role holds the
   * organization profile, or a hiring permission (outsiders 404, other members 403).
   */
  async actingFor(
    auth: AuthContext,
    role: ReviewRole,
    slug: string,
    need: 'profile' | 'hiring',
  ): Promise<ActingProfile> {
    if (role === 'individual') {
      if (auth.role !== 'individual') throw forbidden('This page is not available for your account type.');
      if (slug !== auth.slug) throw notFound('Profile not found.');
      return { role, auth };
    }
    const access = await this.ports.organizations.authorize(
      slug,
      auth.userId,
      need === 'profile' ? 'profile' : 'member',
    );
    return { role, auth, access };
  }

  /** The profile an already authorized route acts for. */
  private acting(a: ActingProfile) {
    return a.role === 'individual'
      ? this.profile('individual', a.auth.slug)
      : this.profile('organization', a.access.org.slug);
  }

  /** Whether the caller manages the profile: the person themselves, or any member of the organization. */
  private async manages(auth: AuthContext | null, p: ReviewProfile) {
    if (!auth) return false;
    if (p.role === 'individual') return auth.userId === p.userId;
    return this.ports.organizations.can(p.slug, auth.userId, 'member');
  }

  /** The profiles the caller may write as: themselves (individual accounts) and the organizations they hire for. */
  private async authorsOf(auth: AuthContext) {
    const own = auth.role === 'individual' ? [await repo.profile(this.deps.db, 'individual', auth.slug)] : [];
    const orgs = await repo.hiringOrganizations(this.deps.db, auth.userId);
    const theirs = await Promise.all(orgs.map((o) => repo.profile(this.deps.db, 'organization', o.slug)));
    return [...own, ...theirs].filter((p): p is ReviewProfile => p !== null);
  }

  private async authorFor(
    auth: AuthContext,
    target: ReviewProfile,
    organizationSlug?: string,
  ): Promise<ReviewProfile> {
    if (organizationSlug) {
      const access = await this.ports.organizations.authorize(organizationSlug, auth.userId, 'member');
      if (!access.isOwner && !HIRING.some((p) => access.permissions.includes(p)))
        throw forbidden('Your role in this organization does not allow reviewing for it.');
      return this.profile('organization', access.org.slug, 'Organization not found.');
    }
    if (auth.role === 'individual') return this.profile('individual', auth.slug);
    if (auth.role === 'organization') {
      // An organization account need not name the organization when only one of its organizations
      // may review this profile (or it has only one: then the relationship rule answers).
      const orgs = (await this.authorsOf(auth)).filter((a) => a.key !== target.key);
      const able = [];
      for (const o of orgs) if (await this.mayReview(o, target)) able.push(o);
      if (able.length === 1) return able[0];
      if (able.length === 0 && orgs.length > 0) return orgs[0];
      throw invalid({ organization_slug: 'Choose the organization you review as.' });
    }
    throw forbidden('This account cannot write reviews.');
  }

  /** Never oneself: not the same profile, and not an organization one belongs to. */
  private async isSelf(auth: AuthContext, author: ReviewProfile, target: ReviewProfile) {
    if (author.key === target.key) return true;
    return author.role === 'individual' && target.role === 'organization'
      ? this.ports.organizations.can(target.slug, auth.userId, 'member')
      : false;
  }

  /** Whether the author may write one more review of the target (a relationship without its review). */
  private async mayReview(author: ReviewProfile, target: ReviewProfile) {
    const db = this.deps.db;
    const basis = await repo.pairBasis(db, author, target);
    if (basis && !(await repo.hasPairReview(db, author.key, target.key))) return true;
    return (await repo.openQuotations(db, author, target)).length > 0;
  }

  async create(
    auth: AuthContext,
    role: ReviewRole,
    slug: string,
    body: CreateReviewBody,
  ): Promise<ReviewView> {
    const target = await this.profile(role, slug);
    const author = await this.authorFor(auth, target, body.organization_slug);
    if (await this.isSelf(auth, author, target)) throw forbidden('You cannot review yourself.');
    const now = this.deps.clock.now();
    const already = () => conflict(`You have already reviewed ${target.name}; edit that review instead.`);
    let created: ReviewRow;
    let receipt: Awaited<ReturnType<NotificationsPort['notify']>>;
    try {
      [created, receipt] = await this.deps.db.transaction(async (tx) => {
        let basis: ReviewRow['basis'] | null = null;
        let basisId = 0;
        if (body.quotation_id === undefined) {
          const pair = await repo.pairBasis(tx, author, target);
          if (pair && !(await repo.hasPairReview(tx, author.key, target.key))) basis = pair;
          else if (pair) throw already();
        }
        if (!basis) {
          // Locked: the other side's review of the same quotation waits, so exactly one of the two sees the other.
          const [qid] = await repo.openQuotations(tx, author, target, { id: body.quotation_id, lock: true });
          if (qid === undefined) {
            if (await repo.hasPairReview(tx, author.key, target.key, true)) throw already();
            throw forbidden(
              `You can review ${target.name} after working with them: an application or interview, a completed quotation, or a connection.`,
            );
          }
          basis = 'quotation';
          basisId = qid;
        }
        const row = await repo.insert(tx, {
          author_key: author.key,
          target_key: target.key,
          author_user_id: auth.userId,
          author_organization_id: author.orgId,
          target_user_id: target.userId,
          target_organization_id: target.orgId,
          basis,
          basis_id: basisId,
          rating: body.rating,
          review: body.review,
          published_at: basis === 'quotation' ? null : now,
          blind_until: basis === 'quotation' ? new Date(now.getTime() + BLIND_DAYS * DAY_MS) : null,
        });
        let mine = row;
        if (basis === 'quotation') {
          const other = await repo.blindCounterpart(tx, row);
          if (other) {
            await repo.publish(tx, [row.id, other.id], now);
            mine = { ...row, published_at: now, blind_until: null };
          }
        }
        const note: NotifyInput = {
          userId: target.notifyUserId,
          type: 'review.received',
          title: `${author.name} reviewed ${target.role === 'organization' ? target.name : 'you'}`,
          body:
            mine.published_at === null
              ? `It will be shown once you have reviewed them too, or in ${BLIND_DAYS} days.`
              : `${body.rating} out of 5.`,
          link: webPath(target),
          data: { review_id: row.id },
          actorUserId: auth.userId,
          organizationId: target.orgId,
        };
        return [mine, await this.ports.notifications.notify(tx, [note])] as const;
      });
    } catch (err) {
      // The unique index: a second click or a second tab got there first.
      if (!(err instanceof AppError) && pgErrorCode(err) === '23505') throw already();
      throw err;
    }
    this.ports.notifications.publish(receipt);
    return this.view(created.id, { labels: true, mine: true });
  }

  private async view(id: number, o: { labels: boolean; mine: boolean }) {
    const row = await repo.withParties(this.deps.db, id);
    if (!row) throw notFound('Review not found.');
    return toReviewView(row, o);
  }

  async list(
    auth: AuthContext | null,
    role: ReviewRole,
    slug: string,
    q: ReviewListQuery,
  ): Promise<ReviewListView> {
    const profile = await this.profile(role, slug);
    const owner = await this.manages(auth, profile);
    const visible = owner || profile.reviewsVisible;
    // Visitors have one tab: flagged, objections and written are the owner's.
    const filter = owner ? q.filter : 'all';
    const perPage = q.perPage ?? 10;
    const rows = visible
      ? await repo.page(this.deps.db, {
          profileKey: profile.key,
          owner,
          filter,
          rating: q.rating,
          order: q.order_by,
          limit: perPage,
          offset: (q.page - 1) * perPage,
        })
      : [];
    const [counts, authors] = await Promise.all([
      visible ? repo.summary(this.deps.db, profile.key) : Promise.resolve([]),
      auth ? this.authorsOf(auth) : Promise.resolve([]),
    ]);
    const mineKeys = new Set(authors.map((a) => a.key));
    const canReview: ReviewListView['viewer_can_review'] = [];
    if (auth && !owner)
      for (const a of authors)
        if (!(await this.isSelf(auth, a, profile)) && (await this.mayReview(a, profile)))
          canReview.push({ organization_slug: a.role === 'organization' ? a.slug : null, name: a.name });
    const total = rows[0]?.total ?? 0;
    return {
      ...pageOf(
        rows.map((r) => toReviewView(r, { labels: owner, mine: mineKeys.has(r.author_key) })),
        total,
        q.page,
        perPage,
      ),
      profile: partyOf(profile),
      summary: toSummary(counts),
      viewer_is_owner: owner,
      viewer_can_review: canReview,
      reviews_visible: profile.reviewsVisible,
    };
  }

  /** A published review about the acting profile (what its owner flags and objects to). */
  private async aboutMe(me: ReviewProfile, id: number) {
    const review = await repo.byId(this.deps.db, id);
    if (!review || review.target_key !== me.key || !review.published_at) throw notFound('Review not found.');
    return review;
  }

  /** A review the acting profile wrote (what its author edits and deletes). */
  private async byMe(a: ActingProfile, id: number) {
    if (
      a.role === 'organization' &&
      !a.access.isOwner &&
      !HIRING.some((p) => a.access.permissions.includes(p))
    )
      throw forbidden('Your role in this organization does not allow managing its reviews.');
    const me = await this.acting(a);
    const review = await repo.byId(this.deps.db, id);
    if (!review || review.author_key !== me.key) throw notFound('Review not found.');
    return review;
  }

  async flag(a: ActingProfile, id: number, reason?: string) {
    const review = await this.aboutMe(await this.acting(a), id);
    const row = await repo.toggleFlag(this.deps.db, review.id, reason || null, this.deps.clock.now());
    return {
      message: row.is_flagged ? 'The review is flagged.' : 'The flag is removed.',
      data: await this.view(review.id, { labels: true, mine: false }),
    };
  }

  async update(a: ActingProfile, id: number, body: UpdateReviewBody) {
    const review = await this.byMe(a, id);
    await repo.update(this.deps.db, review.id, {
      ...(body.rating !== undefined ? { rating: body.rating } : {}),
      ...(body.review !== undefined ? { review: body.review } : {}),
      updated_at: this.deps.clock.now(),
    });
    return {
      message: 'Your review is updated.',
      data: await this.view(review.id, { labels: true, mine: true }),
    };
  }

  async remove(a: ActingProfile, id: number) {
    const review = await this.byMe(a, id);
    await repo.update(this.deps.db, review.id, { deleted_at: this.deps.clock.now() });
    return { message: 'Your review is deleted.', data: null };
  }

  /** The reviewed party asks the admins to remove a review (once); they are told at once. */
  async object(a: ActingProfile, id: number, objection: string) {
    const me = await this.acting(a);
    const review = await this.aboutMe(me, id);
    const now = this.deps.clock.now();
    const receipt = await this.deps.db.transaction(async (tx) => {
      const row = await repo.object(tx, review.id, objection, now);
      if (!row) throw conflict('You have already objected to this review.');
      const admins = await repo.superAdmins(tx);
      return this.ports.notifications.notify(
        tx,
        admins.map((userId) => ({
          userId,
          type: 'review.objection' as const,
          title: `${me.name} objects to a review`,
          body: objection.slice(0, 200),
          link: '/admin/review-objections',
          data: { review_id: review.id },
          actorUserId: a.auth.userId,
        })),
      );
    });
    this.ports.notifications.publish(receipt);
    return {
      message: 'Your objection is sent to the moderators.',
      data: await this.view(review.id, { labels: true, mine: false }),
    };
  }

  /** The super admin decides an objection to a review of `{role}/{slug}`: approved hides the review. */
  async decide(
    admin: AuthContext,
    role: ReviewRole,
    slug: string,
    id: number | undefined,
    body: ObjectionApprovalBody,
  ) {
    const reviewId = id ?? body.review_id;
    if (!reviewId) throw invalid({ review_id: 'Say which review the objection is about.' });
    const target = await this.profile(role, slug);
    const review = await repo.byId(this.deps.db, reviewId);
    if (!review || review.target_key !== target.key) throw notFound('Review not found.');
    const now = this.deps.clock.now();
    const receipt = await this.deps.db.transaction(async (tx) => {
      const row = await repo.decide(tx, review.id, body.status, admin.userId, now);
      if (!row) throw conflict('There is no pending objection to this review.');
      const approved = body.status === 'approved';
      const notes: NotifyInput[] = [
        {
          userId: target.notifyUserId,
          type: 'review.objection_decided',
          title: approved ? 'Your objection was approved' : 'Your objection was rejected',
          body: approved
            ? 'The review is no longer shown on your profile.'
            : 'The review stays on your profile.',
          link: webPath(target),
          data: { review_id: review.id, status: body.status },
          actorUserId: admin.userId,
          organizationId: target.orgId,
        },
      ];
      if (review.author_user_id && review.author_user_id !== target.notifyUserId)
        notes.push({
          userId: review.author_user_id,
          type: 'review.objection_decided',
          title: approved
            ? `Your review of ${target.name} was removed`
            : `Your review of ${target.name} stays`,
          body: approved
            ? 'A moderator approved their objection to it.'
            : 'A moderator rejected their objection to it.',
          link: null,
          data: { review_id: review.id, status: body.status },
          actorUserId: admin.userId,
        });
      return this.ports.notifications.notify(tx, notes);
    });
    this.ports.notifications.publish(receipt);
    return {
      message:
        body.status === 'approved'
          ? 'The objection is approved; the review is hidden.'
          : 'The objection is rejected.',
      data: await this.view(review.id, { labels: true, mine: false }),
    };
  }

  private page(rows: ReviewListRow[], pageNo: number, perPage: number): ReviewPageView {
    return pageOf(
      rows.map((r) => toReviewView(r, { labels: true, mine: false })),
      rows[0]?.total ?? 0,
      pageNo,
      perPage,
    );
  }

  /** The individual's own objections, newest first, with their status. */
  async objectionList(auth: AuthContext, q: { page: number; perPage?: number }) {
    const me = await this.profile('individual', auth.slug);
    const perPage = q.perPage ?? 10;
    const rows = await repo.objections(this.deps.db, {
      targetKey: me.key,
      limit: perPage,
      offset: (q.page - 1) * perPage,
    });
    return this.page(rows, q.page, perPage);
  }

  /** The admins' queue: pending objections, oldest first. */
  async pendingObjections(q: { page: number; perPage?: number }) {
    const perPage = q.perPage ?? 20;
    const rows = await repo.objections(this.deps.db, {
      status: 'pending',
      limit: perPage,
      offset: (q.page - 1) * perPage,
    });
    return this.page(rows, q.page, perPage);
  }

  /** Double-blind reviews whose wait is over (the sweep job). */
  publishDue() {
    return repo.publishDue(this.deps.db, this.deps.clock.now());
  }
}
