import type { ServedAdView } from '@hctl/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { hmac, safeEqual, sha256 } from '../../lib/crypto';
import { notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import type { AnalyticsPort } from '../analytics/analytics.port';
import { analyticsOwner } from './ad-owner';
import { toServedView } from './ads.mapper';
import { type CandidateRow, adsRepository as repo } from './ads.repository';

/** How many times one viewer sees the same ad per day. */
export const AD_FREQUENCY_CAP = 3;
/** How long a placement's running ads are kept in memory: a new approval shows within this. */
export const CANDIDATES_TTL_MS = 5_000;
/** How long a served ad's click link counts. */
export const CLICK_LINK_TTL_MS = 86_400_000;
const DAY_S = 86_400;

/** Who is looking: the signed-in person, or a visitor by a hash of address and browser (never stored raw). */
export interface Viewer {
  token: string;
  userId: number | null;
}

export function viewerOf(req: FastifyRequest): Viewer {
  if (req.auth) return { token: `u${req.auth.userId}`, userId: req.auth.userId };
  const ua = typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : '';
  return { token: `a${sha256(`${req.ip}|${ua}`).slice(0, 24)}`, userId: null };
}

/**
 * Serving (spec: only approved ads appear): the candidates of a placement are the ads running now
 * (promoted, approved, inside their dates, spent under budget: advertisements_serving_idx), kept a
 * few seconds in memory. Each request starts the rotation one further (a Redis counter per
 * placement), so running ads take turns fairly across API processes; an ad a viewer has already
 * seen AD_FREQUENCY_CAP times today is skipped. Every ad served records `ad_impression` through the
 * analytics port; the analytics rollup adds impressions, clicks and spend to the ad, and the ad
 * stops being a candidate once `spent_cents` reaches its budget (overspend is bounded by the
 * rollup's lag and this cache).
 *
 * Spend per impression is CPM/1000 cents, a fraction: each ad accumulates milli-cents in Redis
 * (INCRBY cpm) and an impression carries the whole cents its increment crossed, so 1,000
 * impressions cost exactly the CPM and no fraction is lost or rounded up.
 */
export class AdServing {
  private cache = new Map<string, { at: number; rows: Promise<CandidateRow[]> }>();

  constructor(
    private deps: AppDeps,
    private analytics: AnalyticsPort,
  ) {}

  private key(...parts: (string | number)[]) {
    return `${this.deps.keyPrefix}ads:${parts.join(':')}`;
  }

  /** The running ads of a placement (all placements: null), shared by concurrent misses. */
  candidates(placement: string | null): Promise<CandidateRow[]> {
    const k = placement ?? '*';
    const now = this.deps.clock.now();
    let hit = this.cache.get(k);
    if (!hit || now.getTime() - hit.at > CANDIDATES_TTL_MS || now.getTime() < hit.at) {
      if (this.cache.size > 100) this.cache.clear();
      const entry = { at: now.getTime(), rows: repo.candidates(this.deps.db, placement, now) };
      this.cache.set(k, entry);
      entry.rows.catch(() => {
        if (this.cache.get(k) === entry) this.cache.delete(k);
      });
      hit = entry;
    }
    return hit.rows;
  }

  /** Forgets the cached candidates (a test, or after an admin decision on this process). */
  invalidate() {
    this.cache.clear();
  }

  /** GET advertisement/list: up to `limit` ads for this viewer, in rotation, under the cap. */
  async serve(placement: string | null, limit: number, viewer: Viewer): Promise<ServedAdView[]> {
    const all = await this.candidates(placement);
    if (!all.length) return [];
    const turn = await this.deps.redis.incr(this.key('turn', placement ?? '*'));
    const start = (turn - 1) % all.length;
    const order = [...all.slice(start), ...all.slice(0, start)];
    const day = this.deps.clock.now().toISOString().slice(0, 10);
    const capKey = (id: number) => this.key('seen', day, viewer.token, id);
    const seen = await this.deps.redis.mget(order.map((c) => capKey(c.id)));
    const picked = order.filter((_, i) => Number(seen[i] ?? 0) < AD_FREQUENCY_CAP).slice(0, limit);
    if (!picked.length) return [];
    const tx = this.deps.redis.multi();
    for (const c of picked) {
      tx.incr(capKey(c.id));
      tx.expire(capKey(c.id), DAY_S + 3_600);
      tx.incrby(this.key('spend', c.id), c.cpm_cents);
    }
    const results = (await tx.exec()) ?? [];
    const served: ServedAdView[] = [];
    picked.forEach((c, i) => {
      const count = Number(results[i * 3]?.[1] ?? 0);
      // A concurrent request of the same viewer took the last view under the cap.
      if (count > AD_FREQUENCY_CAP) return;
      this.impression(c, viewer, Number(results[i * 3 + 2]?.[1] ?? 0));
      served.push(toServedView(c, this.clickUrl(c, viewer)));
    });
    return served;
  }

  /** GET advertisement/ad-list: the running ads a page at a time (a stable order; each listed counts). */
  async page(placement: string | null, page: number, pageSize: number, viewer: Viewer) {
    const all = await this.candidates(placement);
    const slice = all.slice((page - 1) * pageSize, page * pageSize);
    let results: [Error | null, unknown][] = [];
    if (slice.length) {
      const tx = this.deps.redis.multi();
      for (const c of slice) tx.incrby(this.key('spend', c.id), c.cpm_cents);
      results = (await tx.exec()) ?? [];
    }
    const data = slice.map((c, i) => {
      this.impression(c, viewer, Number(results[i]?.[1] ?? 0));
      return toServedView(c, this.clickUrl(c, viewer));
    });
    return pageOf(data, all.length, page, pageSize);
  }

  /** Records an impression with the whole cents its milli-cent increment crossed. */
  private impression(c: CandidateRow, viewer: Viewer, milli: number) {
    this.analytics.record({
      kind: 'ad_impression',
      ownerKey: analyticsOwner(c),
      subjectId: c.id,
      viewerUserId: viewer.userId,
      amountCents: Math.floor(milli / 1000) - Math.floor((milli - c.cpm_cents) / 1000),
    });
  }

  private sign(adId: number, v: string, t: number) {
    return hmac(this.deps.config.appKey, `ad-click|${adId}|${v}|${t}`).slice(0, 32);
  }

  /** The counting redirect a served ad links to: signed for this ad, this viewer, now. */
  clickUrl(c: Pick<CandidateRow, 'id' | 'slug'>, viewer: Viewer) {
    const t = Math.floor(this.deps.clock.now().getTime() / 1000);
    const q = new URLSearchParams({ v: viewer.token, t: String(t), sig: this.sign(c.id, viewer.token, t) });
    return `/api/v1/advertisement/${encodeURIComponent(c.slug)}/click?${q}`;
  }

  /**
   * A click: answers the ad's own link (never a URL from the request), and only while that link is
   * the one an administrator approved — a draft, a rejected ad or one edited back into review
   * leads home, so HCTL's click address cannot forward anyone to a link nobody reviewed. It is
   * counted (`ad_click`, the placement's CPC) only when the link is the one served (signature),
   * less than a day old, and its first use (a double click or a reload counts once).
   */
  async click(slug: string, q: { v: string; t: number; sig: string }) {
    const now = this.deps.clock.now();
    const target = await repo.clickTarget(this.deps.db, slug, now);
    if (!target) throw notFound('Advertisement not found.');
    const url = (target.reviewed && target.cta_url) || '/';
    const age = now.getTime() - q.t * 1000;
    const valid =
      !!q.sig &&
      safeEqual(q.sig, this.sign(target.id, q.v, q.t)) &&
      age >= -60_000 &&
      age <= CLICK_LINK_TTL_MS;
    let counted = false;
    if (valid && target.running) {
      const first = await this.deps.redis.set(this.key('click', q.sig), '1', 'EX', DAY_S + 3_600, 'NX');
      if (first === 'OK') {
        counted = true;
        this.analytics.record({
          kind: 'ad_click',
          ownerKey: analyticsOwner(target),
          subjectId: target.id,
          viewerUserId: q.v.startsWith('u') ? Number(q.v.slice(1)) || null : null,
          amountCents: target.cpc_cents ?? 0,
        });
      }
    }
    return { url, counted };
  }
}
