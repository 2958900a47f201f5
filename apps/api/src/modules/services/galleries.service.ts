import {
  checkPromotionWindow,
  type GalleryCreatedView,
  galleryCreateBody,
  galleryUpdateBody,
  type ServicePaymentView,
  type ServiceView,
} from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import { AppError, invalid } from '../../lib/errors';
import { parseFields } from '../../lib/fields';
import { uniqueSlug } from '../../lib/slug';
import type { AuthContext } from '../../plugins/auth';
import type { ServiceOwner } from './service-owner';
import type { ServiceForm } from './service-uploads';
import { cents } from './services.mapper';
import type { ServiceInsert, ServiceRow } from './services.repository';
import { columnsOf, refinementErrors, type ServicesService } from './services.service';

type Answer<T> = { message: string; data: T };

/**
 * What galleries need from promotions (promotions.service.ts `promote`): paying for a new gallery's
 * window. It turns the draft into a published gallery; when it fails the gallery stays a draft.
 */
export interface GalleryPromoter {
  promote(
    owner: ServiceOwner,
    auth: AuthContext,
    service: ServiceRow,
    body: {
      start_date: string | null;
      end_date: string | null;
      budget: number | null;
      billing_method_id: number | null;
      use_tokens: boolean;
    },
  ): Promise<{ message: string; data: ServicePaymentView }>;
}

/** Window rules with today's date (contracts `checkPromotionWindow`), as field errors. */
export function windowErrors(v: Parameters<typeof checkPromotionWindow>[0], today: string) {
  return refinementErrors((ctx) => checkPromotionWindow(v, ctx, today));
}

/**
 * An organization's service galleries (its showcase): draft or published. A draft is saved and goes
 * to the list; a gallery created as not a draft is paid for its window at once (promotions) and
 * stays a draft when the payment fails.
 */
export class GalleriesService {
  constructor(
    private readonly deps: AppDeps,
    private readonly services: ServicesService,
    /** A gallery published at creation is promoted by it (promotions.service.ts). */
    private readonly promoter: GalleryPromoter,
  ) {}

  private today() {
    return this.deps.clock.now().toISOString().slice(0, 10);
  }

  async create(
    owner: ServiceOwner,
    auth: AuthContext,
    form: ServiceForm,
  ): Promise<Answer<GalleryCreatedView>> {
    const body = parseFields(galleryCreateBody, form.fields as Record<string, string>);
    if (!body.is_draft) {
      const errors = windowErrors(body, this.today());
      if (Object.keys(errors).length) throw invalid(errors);
    }
    await this.services.checkCategory(owner, 'gallery', body.category, body.sub_category ?? null);
    if (owner.role !== 'organization') throw new Error('Galleries belong to organizations.');
    const row = await this.services.insertWithMedia(
      auth.userId,
      {
        ...columnsOf(body),
        ...this.galleryColumns(body),
        organization_id: owner.org.id,
        kind: 'gallery',
        slug: uniqueSlug(body.title),
        title: body.title,
        description: body.description,
        category_id: body.category,
        // Saved as a draft first: it becomes public only once its promotion is paid.
        is_draft: true,
        created_by: auth.userId,
      },
      form,
      { media: body.media_name, document: body.document_name },
    );
    if (body.is_draft) {
      return {
        message: 'Gallery saved as a draft.',
        data: { service: await this.services.viewOf(row.id, true), next: 'list', payment: null },
      };
    }
    try {
      const paid = await this.promoter.promote(owner, auth, row, {
        start_date: body.start_date ?? null,
        end_date: body.end_date ?? null,
        budget: body.budget ?? null,
        billing_method_id: body.billing_method_id ?? null,
        use_tokens: body.use_tokens,
      });
      const { service, ...payment } = paid.data;
      return { message: paid.message, data: { service, next: 'success', payment } };
    } catch (err) {
      // The gallery stays a draft; the web app goes on with promote for it (payment_required opens
      // the top-up dialog), so the error carries its slug.
      if (err instanceof AppError) err.errors = { ...err.errors, service_slug: row.slug };
      throw err;
    }
  }

  /** The gallery-only columns a parsed form sets. */
  private galleryColumns(b: {
    cta_text?: string | null;
    cta_link?: string | null;
    start_date?: string | null;
    end_date?: string | null;
    budget?: number | null;
  }): Partial<ServiceInsert> {
    const out: Partial<ServiceInsert> = {};
    if (b.cta_text !== undefined) out.cta_text = b.cta_text;
    if (b.cta_link !== undefined) out.cta_link = b.cta_link;
    if (b.start_date !== undefined) out.promotion_start = b.start_date;
    if (b.end_date !== undefined) out.promotion_end = b.end_date;
    if (b.budget !== undefined) out.promotion_budget_cents = cents(b.budget);
    return out;
  }

  async update(
    owner: ServiceOwner,
    auth: AuthContext,
    slug: string,
    form: ServiceForm,
  ): Promise<Answer<ServiceView>> {
    const row = await this.services.own(owner, 'gallery', slug);
    const body = parseFields(galleryUpdateBody, form.fields as Record<string, string>);
    const patch = { ...columnsOf(body), ...this.galleryColumns(body) };
    // A published gallery's window was paid for: it cannot move (a draft's is just its plan).
    if (!row.is_draft) {
      const errors: Record<string, string> = {};
      if (patch.promotion_start !== undefined && patch.promotion_start !== row.promotion_start)
        errors.start_date = 'The dates of a published gallery cannot change.';
      if (patch.promotion_end !== undefined && patch.promotion_end !== row.promotion_end)
        errors.end_date = 'The dates of a published gallery cannot change.';
      if (
        patch.promotion_budget_cents !== undefined &&
        patch.promotion_budget_cents !== row.promotion_budget_cents
      )
        errors.budget = 'The budget of a published gallery cannot change.';
      if (Object.keys(errors).length) throw invalid(errors);
    }
    // is_draft is the promotion's to change (publishing is paying): an update never flips it.
    this.services.checkMerged(row, patch);
    const categoryId = patch.category_id ?? row.category_id;
    const subId = patch.sub_category_id === undefined ? row.sub_category_id : patch.sub_category_id;
    if (categoryId !== row.category_id || subId !== row.sub_category_id) {
      const sub = categoryId !== row.category_id && body.sub_category === undefined ? null : subId;
      patch.sub_category_id = sub;
      await this.services.checkCategory(owner, 'gallery', categoryId, sub);
    }
    await this.services.updateWithMedia(auth.userId, row, patch, form, {
      media: body.media_name ?? [],
      document: body.document_name ?? [],
    });
    return { message: 'Gallery updated successfully.', data: await this.services.viewOf(row.id, true) };
  }
}
