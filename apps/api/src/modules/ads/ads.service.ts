import {
  type AdListView,
  type AdStatusBody,
  type AdView,
  adAdminListQuery,
  adCreateBody,
  adListQuery,
} from '@hctl/contracts';
import type { Tx } from '@hctl/db';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../kit/context';
import { conflict, invalid, notFound } from '../../lib/errors';
import { parseFields } from '../../lib/fields';
import { pageOf } from '../../lib/pagination';
import { uniqueSlug } from '../../lib/slug';
import type { Upload } from '../../plugins/uploads';
import type { FilesService } from '../files/files.service';
import type { NotificationsPort } from '../notifications/notifications.port';
import { type AdOwner, ownerColumns, ownerRef } from './ad-owner';
import { type AdRefund, type AdRefunds, refundText } from './ad-refunds';
import type { AdForm } from './ad-uploads';
import { toAdView, toPlacementView } from './ads.mapper';
import { type AdDetailRow, type AdRow, adsRepository as repo } from './ads.repository';

type Answer<T> = { message: string; data: T };
const PER_PAGE = 10;
const missing = () => notFound('Advertisement not found.');

/** The content an admin approved: changing any of it sends the ad back to review. */
const CONTENT = ['title', 'description', 'cta_title', 'cta_url', 'advertises', 'category'] as const;

/**
 * Advertisements of a person or an organization (spec §4): create and edit (a draft, or submitted
 * for review), the owner's list and page, delete; the super admin's review. Paying for placement is
 * ads.promotions.ts, serving and clicks ads.serving.ts.
 */
export class AdsService {
  constructor(
    private deps: AppDeps,
    private ports: { files: Pick<FilesService, 'store' | 'discard'>; notifications: NotificationsPort },
    private refunds: AdRefunds,
  ) {}

  /**
   * Soft-deletes an ad (its spend history and analytics keep pointing at it) and gives back what its
   * budget has not spent (ad-refunds.ts), in one transaction holding the ad's row: a second delete,
   * a retry or a rejection at the same moment finds it deleted or its budget already returned.
   */
  private async deleteAndRefund(id: number, event: 'deleted' | 'removed', tx?: Tx): Promise<AdRefund | null> {
    if (!tx) return this.deps.db.transaction((t) => this.deleteAndRefund(id, event, t));
    const ad = await repo.lockById(tx, id);
    if (!ad || ad.deleted_at) throw missing();
    const refund = await this.refunds.unspent(tx, ad, event);
    await repo.update(tx, ad.id, {
      deleted_at: this.deps.clock.now(),
      ...(refund ? { budget_cents: ad.spent_cents } : {}),
    });
    return refund;
  }

  async placements() {
    return (await repo.placements(this.deps.db)).map(toPlacementView);
  }

  async view(id: number): Promise<AdView> {
    const row = await repo.detailById(this.deps.db, id);
    if (!row) throw missing();
    return toAdView(row, this.deps.clock.now());
  }

  /** One of the owner's ads, by slug; someone else's is "not found". */
  async own(owner: AdOwner, slug: string | undefined): Promise<AdRow> {
    const row = slug ? await repo.byOwnerSlug(this.deps.db, ownerRef(owner), slug) : null;
    if (!row) throw missing();
    return row;
  }

  /** A page of ads as their owner and the super admin see them. */
  private adPage(rows: AdDetailRow[], total: number, page: number, perPage: number): AdListView {
    const now = this.deps.clock.now();
    return pageOf(
      rows.map((r) => toAdView(r, now)),
      total,
      page,
      perPage,
    );
  }

  async list(owner: AdOwner, query: unknown): Promise<AdListView> {
    const q = adListQuery.parse(query);
    const perPage = q.perPage ?? PER_PAGE;
    const ref = ownerRef(owner);
    const [rows, total] = await Promise.all([
      repo.ownerPage(this.deps.db, ref, q, q.page, perPage),
      repo.ownerCount(this.deps.db, ref, q),
    ]);
    return this.adPage(rows, total, q.page, perPage);
  }

  async show(owner: AdOwner, slug: string): Promise<Answer<AdView>> {
    const row = await this.own(owner, slug);
    return { message: 'Advertisement.', data: await this.view(row.id) };
  }

  /**
   * Create, or with `slug` save one of the owner's ads. A draft skips review; otherwise the ad is
   * `created` and waits for the admin (pending). Editing the content of a reviewed ad sends it
   * back to pending, so what is served is always what the admin saw.
   */
  async save(owner: AdOwner, auth: AuthContext, form: AdForm): Promise<Answer<AdView>> {
    const body = parseFields(adCreateBody, form.fields as Record<string, string>) as z.output<
      typeof adCreateBody
    >;
    const existing = body.slug ? await this.own(owner, body.slug) : null;
    const imagesAfter =
      (existing
        ? body.keep_images
          ? body.keep_images.length
          : await repo.imageCount(this.deps.db, existing.id)
        : 0) + form.images.length;
    if (imagesAfter > 5) throw invalid({ ad_image: 'An advertisement may have at most 5 images.' });
    const content = {
      title: body.title,
      description: body.description ?? '',
      cta_title: body.cta_title ?? null,
      cta_url: body.cta_url ?? null,
      advertises: body.advertises ?? null,
      category: body.category ?? null,
    };
    const stored = await this.store(auth.userId, [...form.images, ...(form.video ? [form.video] : [])]);
    try {
      const { id, dropped } = await this.deps.db.transaction(async (tx) => {
        let row: AdRow;
        let dropped: number[] = [];
        if (!existing) {
          row = await repo.insert(tx, {
            ...ownerColumns(owner),
            ...content,
            slug: uniqueSlug(body.title),
            created_by: auth.userId,
            status: body.is_draft ? 'draft' : 'created',
            review_status: body.is_draft ? null : 'pending',
          });
        } else {
          const fresh = await repo.lockById(tx, existing.id);
          if (!fresh || fresh.deleted_at) throw missing();
          if (body.is_draft && fresh.status !== 'draft')
            throw conflict('A submitted advertisement cannot go back to being a draft.');
          if (body.keep_images) dropped = await repo.dropMedia(tx, fresh.id, body.keep_images, 'image');
          if (form.video) dropped.push(...(await repo.dropMedia(tx, fresh.id, null, 'video')));
          const changed =
            CONTENT.some((k) => (fresh[k] ?? null) !== content[k]) || stored.length > 0 || dropped.length > 0;
          const submitting = fresh.status === 'draft' && !body.is_draft;
          row = await repo.update(tx, fresh.id, {
            ...content,
            status: submitting ? 'created' : fresh.status,
            review_status: body.is_draft ? null : submitting || changed ? 'pending' : fresh.review_status,
            reject_reason: submitting || changed ? null : fresh.reject_reason,
          });
        }
        const start = existing ? await repo.nextPosition(tx, row.id) : 0;
        await repo.insertMedia(
          tx,
          stored.map((fileId, i) => ({ advertisement_id: row.id, file_id: fileId, position: start + i })),
        );
        return { id: row.id, dropped };
      });
      // Files of removed media go after the commit (only those the caller uploaded are theirs to remove).
      if (dropped.length) await this.ports.files.discard(auth.userId, dropped, ['ad_media']);
      const ad = await this.view(id);
      const message = existing
        ? ad.review_status === 'pending' && existing.review_status !== 'pending'
          ? 'Advertisement saved. It is waiting for approval again.'
          : 'Advertisement saved.'
        : body.is_draft
          ? 'Advertisement saved as a draft.'
          : 'Advertisement created. It will be shown once an administrator approves it and it is promoted.';
      return { message, data: ad };
    } catch (err) {
      await this.ports.files.discard(auth.userId, stored, ['ad_media']);
      throw err;
    }
  }

  /** The owner deletes an ad (soft); what its budget has not spent goes back to their wallet. */
  async remove(owner: AdOwner, slug: string): Promise<Answer<null>> {
    const row = await this.own(owner, slug);
    const refund = await this.deleteAndRefund(row.id, 'deleted');
    return {
      message: refund ? `Advertisement deleted. ${refundText(refund)}.` : 'Advertisement deleted.',
      data: null,
    };
  }

  /** The super admin's queue (pending by default). */
  async reviewQueue(query: unknown): Promise<AdListView> {
    const q = adAdminListQuery.parse(query);
    const perPage = q.perPage ?? PER_PAGE;
    const rows = await repo.reviewPage(this.deps.db, q.review_status, q.page, perPage);
    const total = rows.length
      ? rows[0].total
      : q.page > 1
        ? await repo.reviewCount(this.deps.db, q.review_status)
        : 0;
    return this.adPage(rows, total, q.page, perPage);
  }

  /**
   * PUT advertisement/{adSlug}/status: the super admin approves or rejects (with the reason). The
   * owner hears it (the person, or the member who created the organization's ad) in the same
   * transaction; drafts are not reviewable.
   */
  async review(admin: AuthContext, slug: string, body: AdStatusBody): Promise<Answer<AdView>> {
    const found = await repo.bySlug(this.deps.db, slug);
    if (!found) throw missing();
    const { receipt, refund } = await this.deps.db.transaction(async (tx) => {
      const ad = await repo.lockById(tx, found.id);
      if (!ad || ad.deleted_at) throw missing();
      if (ad.status === 'draft') throw conflict('A draft is not submitted for review yet.');
      // Rejecting twice (a double click, a retry) changes nothing and returns nothing again.
      if (ad.review_status === body.status) return { receipt: null, refund: null };
      // A rejected ad's promotion ends: what its budget has not spent goes back to the owner's
      // wallet, and it is no longer promoted (so it can be promoted again once fixed and approved).
      const ending = body.status === 'rejected' && ad.status === 'promoted';
      const refund = ending ? await this.refunds.unspent(tx, ad, 'rejected') : null;
      await repo.update(tx, ad.id, {
        review_status: body.status,
        reject_reason: body.status === 'rejected' ? (body.reason ?? null) : null,
        reviewed_by: admin.userId,
        reviewed_at: this.deps.clock.now(),
        ...(ending ? { status: 'created' as const } : {}),
        ...(refund ? { budget_cents: ad.spent_cents } : {}),
      });
      const to = ad.user_id ?? ad.created_by;
      if (!to) return { receipt: null, refund };
      const owner = await repo.detailById(tx, ad.id);
      const link = ad.organization_id
        ? `/organization/${owner?.org_slug ?? ''}/advertisement`
        : `/individual/${owner?.user_slug ?? ''}/advertisement`;
      const receipt = await this.ports.notifications.notify(tx, [
        body.status === 'approved'
          ? {
              userId: to,
              type: 'ad.approved',
              title: `Your advertisement "${ad.title}" was approved`,
              body:
                ad.status === 'promoted'
                  ? 'It is shown in its placement between its dates.'
                  : 'Promote it to choose where and when it is shown.',
              link,
              data: { ad_slug: ad.slug },
              actorUserId: admin.userId,
              organizationId: ad.organization_id,
            }
          : {
              userId: to,
              type: 'ad.rejected',
              title: `Your advertisement "${ad.title}" was not approved`,
              // The refund first: bodies are cut at 500 characters and a reason may be long.
              body: refund
                ? `Its promotion has stopped. ${refundText(refund)}. Reason: ${body.reason ?? ''}`
                : (body.reason ?? ''),
              link,
              data: {
                ad_slug: ad.slug,
                reason: body.reason ?? null,
                ...(refund ? { refunded: refund.cents / 100, refunded_tokens: refund.tokens } : {}),
              },
              actorUserId: admin.userId,
              organizationId: ad.organization_id,
            },
      ]);
      return { receipt, refund };
    });
    this.ports.notifications.publish(receipt);
    return {
      message:
        body.status === 'approved'
          ? 'Advertisement approved.'
          : refund
            ? `Advertisement rejected. ${refundText(refund, "the owner's")}.`
            : 'Advertisement rejected.',
      data: await this.view(found.id),
    };
  }

  /** DELETE admin/advertisement/{adSlug}/delete/{uid}: both must name the same ad (a stale link deletes nothing). */
  async adminRemove(slug: string, uid: string): Promise<Answer<null>> {
    const row = await repo.bySlug(this.deps.db, slug);
    if (!row || row.uid !== uid) throw missing();
    const refund = await this.deleteAndRefund(row.id, 'removed');
    return {
      message: refund
        ? `Advertisement deleted. ${refundText(refund, "the owner's")}.`
        : 'Advertisement deleted.',
      data: null,
    };
  }

  /**
   * An administrator's removal from moderation (inside the admin module's transaction): soft, like
   * every ad delete, so its spend and analytics keep their subject; its unspent budget goes back
   * to the owner's wallet, which their notification says.
   */
  async adminHide(tx: Tx, slug: string) {
    const row = await repo.adminFind(tx, slug);
    if (!row) return null;
    const refund = await this.deleteAndRefund(row.id, 'removed', tx);
    return {
      id: row.id,
      key: row.slug,
      title: row.title,
      mode: 'soft' as const,
      ownerUserIds: [row.owner_user_id],
      organizationId: row.organization_id,
      notice: refund ? `${refundText(refund)}.` : undefined,
      details: refund ? { refunded_cents: refund.cents, refunded_tokens: refund.tokens } : {},
    };
  }

  private async store(userId: number, uploads: Upload[]) {
    const ids: number[] = [];
    try {
      for (const u of uploads) ids.push((await this.ports.files.store(userId, 'ad_media', u)).id);
    } catch (err) {
      await this.ports.files.discard(userId, ids, ['ad_media']);
      throw err;
    }
    return ids;
  }
}
