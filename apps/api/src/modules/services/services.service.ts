import {
  checkService,
  type FeatureServicesView,
  type publicServicesQuery,
  SERVICE_LIMITS,
  type ServiceCardView,
  type ServiceCreatedView,
  type ServiceListQuery,
  type ServiceListView,
  type ServiceView,
  serviceCreateBody,
  serviceListQuery,
  serviceUpdateBody,
} from '@hctl/contracts';
import type { Tx } from '@hctl/db';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { invalid, notFound } from '../../lib/errors';
import { parseFields } from '../../lib/fields';
import { pageOf } from '../../lib/pagination';
import { uniqueSlug } from '../../lib/slug';
import type { AuthContext } from '../../plugins/auth';
import type { Upload } from '../../plugins/uploads';
import { ownerKeyOf } from '../analytics/analytics.port';
import type { ServiceOwner } from './service-owner';
import type { ServiceForm } from './service-uploads';
import { cents, dollars, toServiceCard, toServiceView } from './services.mapper';
import type { ServicesPorts } from './services.module';
import {
  type DbServiceKind,
  servicesRepository as repo,
  type ServiceInsert,
  type ServiceRow,
} from './services.repository';
import type { ServiceViews } from './views.service';

type Answer<T> = { message: string; data: T };
/** The fields every kind shares, after the contracts schemas parsed them. */
export type ServiceFields = Partial<z.output<typeof serviceUpdateBody>>;

const LABEL: Record<DbServiceKind, string> = {
  post: 'service',
  request: 'service request',
  gallery: 'gallery',
};
const Label: Record<DbServiceKind, string> = {
  post: 'Service',
  request: 'Service request',
  gallery: 'Gallery',
};
const FEATURED = 12;

/** Keyset cursor of the public list: the last row's created_at (microseconds) and id, opaque. */
const encodeCursor = (us: string, id: number) => Buffer.from(`${us}.${id}`).toString('base64url');
function decodeCursor(cursor: string) {
  const m = /^(\d{1,17})\.(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m) throw invalid({ cursor: 'This list has changed; start again from the first page.' });
  return { us: m[1], id: Number(m[2]) };
}

/** The issues a contracts refinement raises, collected without a zod parse, as field errors. */
export function refinementErrors(check: (ctx: z.RefinementCtx) => void) {
  const errors: Record<string, string> = {};
  const ctx = {
    addIssue: (i: { path?: PropertyKey[]; message?: string }) => {
      errors[String(i.path?.[0] ?? 'body')] ??= i.message ?? 'Invalid value.';
    },
  } as unknown as z.RefinementCtx;
  check(ctx);
  return errors;
}

/** Schema issues collected without a zod parse (the merged update is checked with contracts' rules). */
function crossFieldErrors(v: Parameters<typeof checkService>[0]) {
  return refinementErrors((ctx) => checkService(v, ctx));
}

/** The columns a parsed form sets (only those sent: an update changes nothing else). */
export function columnsOf(b: ServiceFields): Partial<ServiceInsert> {
  const out: Partial<ServiceInsert> = {};
  if (b.title !== undefined) out.title = b.title;
  if (b.description !== undefined) out.description = b.description;
  if (b.category !== undefined) out.category_id = b.category;
  if (b.sub_category !== undefined) out.sub_category_id = b.sub_category;
  if (b.eligibility !== undefined) out.eligibility = b.eligibility;
  if (b.details !== undefined) out.details = b.details;
  if (b.health_care_sector !== undefined) out.health_care_sector = b.health_care_sector;
  if (b.tags !== undefined) out.tags = b.tags;
  if (b.location !== undefined) out.location = b.location;
  if (b.is_remote !== undefined) out.is_remote = b.is_remote;
  if (b.min_range !== undefined) out.min_range_cents = cents(b.min_range);
  if (b.max_range !== undefined) out.max_range_cents = cents(b.max_range);
  if (b.get_quote !== undefined) out.get_quote = b.get_quote;
  if (b.fixed_price !== undefined) out.fixed_price_cents = cents(b.fixed_price);
  return out;
}

/** What `checkService` reads, from a stored row with a patch applied. */
const merged = (row: ServiceRow, patch: Partial<ServiceInsert>) => {
  const v = { ...row, ...patch };
  return {
    min_range: dollars(v.min_range_cents ?? null),
    max_range: dollars(v.max_range_cents ?? null),
    fixed_price: dollars(v.fixed_price_cents ?? null),
    get_quote: v.get_quote,
    is_remote: v.is_remote,
    location: v.location,
  };
};

/**
 * Service posts and requests of individuals and organizations: lists, pages, create, update,
 * archive, delete, their media; the public page and the featured list. Galleries reuse the shared
 * steps (checks, stored files, media rows) from here.
 */
export class ServicesService {
  constructor(
    private readonly deps: AppDeps,
    private readonly ports: ServicesPorts,
    private readonly views: ServiceViews,
  ) {}

  // ── shared steps ────────────────────────────────────────────────────────────

  /** An owner's service of a kind, or 404 (someone else's is "not found" too). */
  async own(owner: ServiceOwner, kind: DbServiceKind, slug: string | undefined) {
    if (!slug) throw invalid({ slug: `Say which ${LABEL[kind]} (slug).` });
    const row = await repo.byOwnerSlug(this.deps.db, owner, kind, slug);
    if (!row) throw notFound(`${Label[kind]} not found.`);
    return row;
  }

  /** A service's page as its owner (or anyone, `isOwner` false) sees it. */
  async viewOf(id: number, isOwner: boolean): Promise<ServiceView> {
    const row = await repo.detailById(this.deps.db, id);
    if (!row) throw notFound('Service not found.');
    return toServiceView(row, { isOwner });
  }

  /**
   * The category exists, the sub-category is one of its own, and (spec: licensed categories) an
   * individual offering a service in a licensed category holds a verified, unexpired license of one
   * of its types. Organizations may offer licensed categories: the organization answers for its
   * staff's licenses, as an employer does. Requests ("wanted") and galleries need none.
   */
  async checkCategory(owner: ServiceOwner, kind: DbServiceKind, categoryId: number, subId: number | null) {
    const cat = await repo.category(this.deps.db, categoryId, subId);
    if (!cat) throw invalid({ category: 'Choose one of the listed categories.' });
    if (!cat.sub_ok) throw invalid({ sub_category: `Choose a sub-category of ${cat.name}.` });
    if (cat.requires_license && kind === 'post' && owner.role === 'individual') {
      const licensed = await repo.holdsLicense(this.deps.db, owner.userId, cat.license_types);
      if (!licensed)
        throw invalid({
          category: `Offering ${cat.name} services needs a verified, unexpired license (${cat.license_types.join(', ')}). Add it to your profile and have it verified first.`,
        });
    }
    return cat;
  }

  /** Whether the owner's plan includes promotions (PlansService.current, as jobs gate promote). */
  async hasPromotionAccess(owner: ServiceOwner, auth: AuthContext) {
    const plan = await this.ports.plans.current(
      auth,
      owner.role === 'organization' ? owner.org.slug : undefined,
    );
    return plan.has_promotion_access;
  }

  /**
   * Stores the uploads (only after every check passed) and returns the media rows to insert; on
   * any failure the files already stored are removed again.
   */
  async storeFiles(uploaderId: number, form: Pick<ServiceForm, 'media' | 'documents'>) {
    const stored: { fileId: number; upload: Upload; document: boolean }[] = [];
    try {
      for (const upload of form.media) {
        const row = await this.ports.files.store(uploaderId, 'service_media', upload);
        stored.push({ fileId: row.id, upload, document: false });
      }
      for (const upload of form.documents) {
        const row = await this.ports.files.store(uploaderId, 'service_document', upload);
        stored.push({ fileId: row.id, upload, document: true });
      }
    } catch (err) {
      await this.discardStored(uploaderId, stored);
      throw err;
    }
    return stored;
  }

  /** Removes the files stored for a write that did not happen. */
  private discardStored(uploaderId: number, stored: { fileId: number }[]) {
    return this.discard(
      uploaderId,
      stored.map((s) => s.fileId),
    );
  }

  discard(uploaderId: number, fileIds: number[]) {
    return fileIds.length
      ? this.ports.files.discard(uploaderId, fileIds, ['service_media', 'service_document'])
      : Promise.resolve();
  }

  /** Media rows for stored files, numbered after the service's existing ones, named in order. */
  mediaRows(
    serviceId: number,
    stored: Awaited<ReturnType<ServicesService['storeFiles']>>,
    names: { media: string[]; document: string[] },
    start: number,
  ) {
    let mi = 0;
    let di = 0;
    return stored.map((s, i) => ({
      service_id: serviceId,
      file_id: s.fileId,
      kind: s.document
        ? ('document' as const)
        : s.upload.type.kind === 'video'
          ? ('video' as const)
          : ('image' as const),
      name: (s.document ? names.document[di++] : names.media[mi++]) || s.upload.name,
      position: start + i,
    }));
  }

  /**
   * Inserts a service with its media in one transaction; the files were stored before it, and are
   * removed if it fails (no orphan bytes, no half-made service).
   */
  async insertWithMedia(
    uploaderId: number,
    values: ServiceInsert,
    form: Pick<ServiceForm, 'media' | 'documents'>,
    names: { media: string[]; document: string[] },
  ) {
    return this.withStoredFiles(uploaderId, form, (stored) =>
      this.deps.db.transaction(async (tx) => {
        const row = await repo.insert(tx, values);
        await repo.insertMedia(tx, this.mediaRows(row.id, stored, names, 0));
        return row;
      }),
    );
  }

  /** Applies a patch and appends new media under the row's lock; checks the media limits inside it. */
  async updateWithMedia(
    uploaderId: number,
    row: ServiceRow,
    patch: Partial<ServiceInsert>,
    form: Pick<ServiceForm, 'media' | 'documents'>,
    names: { media: string[]; document: string[] },
  ) {
    const counts = await repo.mediaCount(this.deps.db, row.id);
    this.checkMediaRoom(counts, form);
    await this.withStoredFiles(uploaderId, form, (stored) =>
      this.deps.db.transaction(async (tx) => {
        await repo.lockById(tx, row.id);
        // Counted again under the lock: two updates racing cannot both fill the last places.
        this.checkMediaRoom(await repo.mediaCount(tx, row.id), form);
        await repo.update(tx, row.id, patch);
        await repo.insertMedia(
          tx,
          this.mediaRows(row.id, stored, names, await repo.nextMediaPosition(tx, row.id)),
        );
      }),
    );
  }

  /** Stores the form's files, then `write`s with them; a failed write discards them again. */
  private async withStoredFiles<T>(
    uploaderId: number,
    form: Pick<ServiceForm, 'media' | 'documents'>,
    write: (stored: Awaited<ReturnType<ServicesService['storeFiles']>>) => Promise<T>,
  ): Promise<T> {
    const stored = await this.storeFiles(uploaderId, form);
    try {
      return await write(stored);
    } catch (err) {
      await this.discardStored(uploaderId, stored);
      throw err;
    }
  }

  private checkMediaRoom(
    counts: Record<'image' | 'video' | 'document', number>,
    form: Pick<ServiceForm, 'media' | 'documents'>,
  ) {
    if (counts.image + counts.video + form.media.length > SERVICE_LIMITS.maxMedia)
      throw invalid({ media: `A service may have at most ${SERVICE_LIMITS.maxMedia} photos and videos.` });
    if (counts.document + form.documents.length > SERVICE_LIMITS.maxDocuments)
      throw invalid({ document: `A service may have at most ${SERVICE_LIMITS.maxDocuments} documents.` });
  }

  /** The cross-field rules (contracts `checkService`) on the stored row with the patch applied. */
  checkMerged(row: ServiceRow, patch: Partial<ServiceInsert>) {
    const errors = crossFieldErrors(merged(row, patch));
    if (Object.keys(errors).length) throw invalid(errors);
  }

  // ── posts and requests ─────────────────────────────────────────────────────

  async list(owner: ServiceOwner, kind: DbServiceKind, query: ServiceListQuery): Promise<ServiceListView> {
    const q = serviceListQuery.parse(query);
    const page = await repo.ownerPage(this.deps.db, owner, kind, q);
    const { rows, total: counted } = page;
    const counts = page.counts ?? (await repo.ownerCounts(this.deps.db, owner, kind));
    const total =
      counted ?? (q.status === 'all' ? counts.active + counts.archived + counts.draft : counts[q.status]);
    return { ...pageOf(rows.map(toServiceCard), total, q.page, q.perPage), counts };
  }

  async show(owner: ServiceOwner, kind: DbServiceKind, slug: string) {
    const row = await this.own(owner, kind, slug);
    return this.viewOf(row.id, true);
  }

  async create(
    owner: ServiceOwner,
    auth: AuthContext,
    kind: 'post' | 'request',
    form: ServiceForm,
  ): Promise<Answer<ServiceCreatedView>> {
    const body = parseFields(serviceCreateBody, form.fields as Record<string, string>);
    await this.checkCategory(owner, kind, body.category, body.sub_category ?? null);
    const promotionAccess = await this.hasPromotionAccess(owner, auth);
    const row = await this.insertWithMedia(
      auth.userId,
      {
        ...columnsOf(body),
        ...(owner.role === 'individual' ? { user_id: owner.userId } : { organization_id: owner.org.id }),
        kind,
        slug: uniqueSlug(body.title),
        title: body.title,
        description: body.description,
        category_id: body.category,
        created_by: auth.userId,
      },
      form,
      { media: body.media_name, document: body.document_name },
    );
    // Spec §4: "advertise" chosen and the plan includes promotions → promote; else the service page.
    const next = body.advertise && promotionAccess ? 'promote' : 'service';
    return {
      message: `${Label[kind]} created successfully.`,
      data: { service: await this.viewOf(row.id, true), next, hasPromotionAccess: promotionAccess },
    };
  }

  async update(
    owner: ServiceOwner,
    auth: AuthContext,
    kind: 'post' | 'request',
    slug: string,
    form: ServiceForm,
  ): Promise<Answer<ServiceView>> {
    const row = await this.own(owner, kind, slug);
    const body = parseFields(serviceUpdateBody, form.fields as Record<string, string>);
    const patch = columnsOf(body);
    this.checkMerged(row, patch);
    const categoryId = patch.category_id ?? row.category_id;
    const subId = patch.sub_category_id === undefined ? row.sub_category_id : patch.sub_category_id;
    // A new category (or sub-category) is checked as on create, the license rule included.
    if (categoryId !== row.category_id || subId !== row.sub_category_id) {
      // A new category without a sub-category: the old sub-category cannot stay.
      const sub = categoryId !== row.category_id && body.sub_category === undefined ? null : subId;
      patch.sub_category_id = sub;
      await this.checkCategory(owner, kind, categoryId, sub);
    }
    await this.updateWithMedia(auth.userId, row, patch, form, {
      media: body.media_name ?? [],
      document: body.document_name ?? [],
    });
    return { message: `${Label[kind]} updated successfully.`, data: await this.viewOf(row.id, true) };
  }

  /**
   * Archive: an active service is archived (off every public list); asking again for an archived
   * one restores it (the spec has no separate restore call).
   */
  async archive(
    owner: ServiceOwner,
    kind: DbServiceKind,
    slug: string | undefined,
  ): Promise<Answer<ServiceView>> {
    const row = await this.own(owner, kind, slug);
    const status = row.status === 'archived' ? 'active' : 'archived';
    await this.deps.db.transaction(async (tx) => {
      await repo.lockById(tx, row.id);
      await repo.update(tx, row.id, { status });
    });
    return {
      message: status === 'archived' ? `${Label[kind]} archived.` : `${Label[kind]} restored.`,
      data: await this.viewOf(row.id, true),
    };
  }

  /** Deletes the service with its media rows; the stored files go after the commit. */
  async remove(owner: ServiceOwner, kind: DbServiceKind, slug: string | undefined): Promise<Answer<null>> {
    const row = await this.own(owner, kind, slug);
    const files = await this.deps.db.transaction((tx) => repo.remove(tx, row.id));
    for (const f of files) await this.discard(f.user_id, [f.id]);
    return { message: `${Label[kind]} deleted successfully.`, data: null };
  }

  /**
   * An administrator's removal (inside the admin module's transaction). A service with quotations
   * is archived, not deleted: the quotations, offers and payments of its buyers hang on it (they
   * would cascade). Without any it is deleted with its media; the stored files go in `after`.
   */
  async adminRemove(tx: Tx, kind: DbServiceKind, slug: string) {
    const row = await repo.adminFind(tx, kind, slug);
    if (!row) return null;
    const soft = row.has_quotations;
    let files: { id: number; user_id: number | null }[] = [];
    if (soft) await repo.update(tx, row.id, { status: 'archived', is_promoted: false });
    else files = await repo.remove(tx, row.id);
    return {
      id: row.id,
      key: row.slug,
      title: row.title,
      mode: soft ? ('soft' as const) : ('hard' as const),
      ownerUserIds: [row.owner_user_id],
      organizationId: row.organization_id,
      details: { previous_status: row.status },
      after: async () => {
        for (const f of files) if (f.user_id !== null) await this.discard(f.user_id, [f.id]);
      },
    };
  }

  /** Removes one photo, video or document of the owner's service (the media row and its file). */
  async removeMedia(
    owner: ServiceOwner,
    kinds: DbServiceKind[],
    id: number,
    what: 'media' | 'document',
  ): Promise<Answer<null>> {
    const mediaKinds = what === 'document' ? ['document'] : ['image', 'video'];
    const found = await repo.ownMedia(this.deps.db, owner, kinds, id, mediaKinds);
    if (!found) throw notFound(what === 'document' ? 'Document not found.' : 'Media not found.');
    await this.deps.db.transaction((tx) => repo.removeMedia(tx, id));
    await this.discard(found.file_user_id, [found.media.file_id]);
    return { message: what === 'document' ? 'Document deleted.' : 'Media deleted.', data: null };
  }

  // ── public ─────────────────────────────────────────────────────────────────

  /**
   * A public service post by slug (active, not a draft); counts the view. `viewer` with their
   * `{role}_slug` only decides `is_owner` (owners see drafts and archived ones on the owner routes).
   */
  async publicShow(
    kind: DbServiceKind,
    serviceSlug: string,
    viewer: AuthContext | null,
    query: { individual_slug?: string; organization_slug?: string },
  ): Promise<ServiceView> {
    const row = await repo.publicDetail(this.deps.db, kind, serviceSlug);
    if (!row) throw notFound('Service not found.');
    const x = row.service;
    let isOwner = false;
    if (viewer && x.user_id !== null) isOwner = x.user_id === viewer.userId;
    else if (viewer && x.organization_id !== null && query.organization_slug === row.org_slug)
      isOwner = await this.ports.organizations.can(
        row.org_slug,
        viewer.userId,
        x.kind === 'gallery' ? 'galleries' : 'services',
      );
    if (!isOwner) {
      // views_count (the owner's list) keeps its own counter; analytics counts per day for the charts.
      this.views.count(x.id);
      this.ports.analytics.record({
        kind: x.kind === 'gallery' ? 'gallery_view' : 'service_view',
        ownerKey: ownerKeyOf(x),
        subjectId: x.id,
        viewerUserId: viewer?.userId,
      });
    }
    return toServiceView(row, { isOwner });
  }

  /**
   * GET feature-services: promoted services of the kind (first page only; they do not page) and the
   * latest matching the filters after the cursor, one more read than shown to know if a next exists.
   */
  async feature(query: z.output<typeof publicServicesQuery>): Promise<FeatureServicesView> {
    const kind = query.type.slice('service_'.length) as DbServiceKind;
    const after = query.cursor ? decodeCursor(query.cursor) : null;
    const [featured, rows] = await Promise.all([
      after ? Promise.resolve([]) : repo.featured(this.deps.db, kind, FEATURED),
      repo.publicPage(this.deps.db, kind, query, after, query.perPage + 1),
    ]);
    const page = rows.slice(0, query.perPage);
    const last = page.at(-1);
    return {
      featured: featured.map(toServiceCard),
      services: page.map(toServiceCard),
      next_cursor:
        rows.length > query.perPage && last ? encodeCursor(last.created_us, last.service.id) : null,
    };
  }

  /** Cards by id, in the order given (the recommendations module ranks the ids, this draws them). */
  async cards(ids: number[]): Promise<ServiceCardView[]> {
    return (await repo.cardsByIds(this.deps.db, ids)).map(toServiceCard);
  }

  /** A category page's latest public services of a kind (the catalog module's port). */
  async byCategory(
    categoryId: number,
    kind: 'post' | 'request',
    page: number,
    perPage: number,
  ): Promise<ServiceCardView[]> {
    const rows = await repo.byCategory(this.deps.db, categoryId, kind, perPage, (page - 1) * perPage);
    return rows.map(toServiceCard);
  }
}
