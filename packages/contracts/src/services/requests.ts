import { z } from 'zod';
import { blankToNull } from '../auth/requests';
import { pageNumber } from '../common/envelope';
import { httpUrl } from '../common/url';

/**
 * Services (spec §3–§5). Create and update arrive as multipart forms (media and documents), so every
 * field also accepts its text form: numbers as strings, flags as 1/0 or true/false, lists as repeated
 * fields (`tags[]`) that the route gathers into arrays before these schemas read them.
 */

/** What the path says a service is (`service-post`, `service-request`, `service-gallery`). */
export const SERVICE_KINDS = ['service_post', 'service_request', 'service_gallery'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

/** Spec §5: accepted images and videos; documents are PDF or DOCX. */
export const SERVICE_IMAGE_TYPES = ['jpg', 'png', 'gif'] as const;
export const SERVICE_VIDEO_TYPES = ['mp4', 'mpeg', 'mov', 'avi', 'ogg', 'webm'] as const;
export const SERVICE_DOCUMENT_TYPES = ['pdf', 'docx'] as const;
export const SERVICE_LIMITS = {
  maxMedia: 10,
  maxDocuments: 5,
  imageBytes: 8 * 1024 * 1024,
  videoBytes: 50 * 1024 * 1024,
  documentBytes: 10 * 1024 * 1024,
  maxTags: 15,
} as const;

export const flag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false']), z.literal(1), z.literal(0)])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

const text = (max: number) =>
  blankToNull(z.string().trim().max(max, `May not be longer than ${max} characters.`));
const money = (label: string) =>
  blankToNull(
    z.coerce
      .number({ message: `Enter the ${label} as a number.` })
      .min(0, `The ${label} cannot be negative.`)
      .max(10_000_000, `Enter a realistic ${label}.`),
  );
const id = (message: string) => z.coerce.number({ message }).int(message).positive(message);
const tag = z.string().trim().min(1, 'A tag cannot be empty.').max(40, 'A tag may be 40 characters at most.');
const tags = z
  .array(tag, { message: 'Add at least one tag.' })
  .min(1, 'Add at least one tag.')
  .max(SERVICE_LIMITS.maxTags, `Add at most ${SERVICE_LIMITS.maxTags} tags.`);
const names = z.array(z.string().trim().max(160, 'A name may be 160 characters at most.')).max(20);
const day = blankToNull(z.iso.date({ message: 'Use the date format YYYY-MM-DD.' }));

/** The fields every kind shares; each one optional here, the create schemas say what is required. */
const serviceFields = {
  title: z
    .string()
    .trim()
    .min(3, 'The title is required.')
    .max(160, 'May not be longer than 160 characters.'),
  description: z
    .string()
    .trim()
    .min(20, 'Describe the service (at least 20 characters).')
    .max(20_000, 'May not be longer than 20,000 characters.'),
  category: id('Choose a category.'),
  sub_category: blankToNull(id('Choose a sub-category.')),
  eligibility: text(5_000),
  details: text(20_000),
  health_care_sector: text(120),
  tags,
  location: text(160),
  is_remote: flag,
  min_range: money('minimum price'),
  max_range: money('maximum price'),
  get_quote: flag,
  fixed_price: money('fixed price'),
  /** Names of the uploaded media and documents, in the order of the files (spec: sent only when present). */
  media_name: names,
  document_name: names,
};

/** Cross-field rules on a complete service (a create, or an update merged onto the stored one). */
export function checkService(
  v: {
    min_range?: number | null;
    max_range?: number | null;
    fixed_price?: number | null;
    get_quote?: boolean;
    is_remote?: boolean;
    location?: string | null;
  },
  ctx: z.RefinementCtx,
) {
  const hasMin = v.min_range != null;
  const hasMax = v.max_range != null;
  // Spec §5: min_range and max_range go together.
  if (hasMin !== hasMax)
    ctx.addIssue({
      code: 'custom',
      path: [hasMin ? 'max_range' : 'min_range'],
      message: 'Give both ends of the price range.',
    });
  if (hasMin && hasMax && v.max_range! < v.min_range!)
    ctx.addIssue({
      code: 'custom',
      path: ['max_range'],
      message: 'The maximum price must be at least the minimum.',
    });
  if (!v.get_quote && v.fixed_price == null && !(hasMin && hasMax))
    ctx.addIssue({
      code: 'custom',
      path: ['fixed_price'],
      message: 'Give a fixed price, a price range, or let clients ask for a quote.',
    });
  if (!v.is_remote && !v.location)
    ctx.addIssue({ code: 'custom', path: ['location'], message: 'Give a location or mark it remote.' });
}

const postOrRequest = z.object({
  ...serviceFields,
  sub_category: serviceFields.sub_category,
  is_remote: flag.default(false),
  get_quote: flag.default(false),
  media_name: names.default([]),
  document_name: names.default([]),
  /** Spec §4: "advertise" chosen on the form → the answer sends the creator to promote (with access). */
  advertise: flag.default(false),
});

/** POST {role}/{slug}/service-post/create and service-request/create: tags are required (spec §5). */
export const serviceCreateBody = postOrRequest.superRefine(checkService);
export type ServiceCreateBody = z.input<typeof serviceCreateBody>;

/**
 * POST …/{serviceSlug}/update: only the fields sent change (is_remote always comes, as 1 or 0). Built
 * from the fields without their defaults, so a field left out keeps its stored value.
 */
export const serviceUpdateBody = z
  .object(serviceFields)
  .partial()
  .extend({ is_remote: flag, media_name: names.default([]), document_name: names.default([]) });
export type ServiceUpdateBody = z.input<typeof serviceUpdateBody>;

const galleryOnly = {
  cta_text: text(60),
  cta_link: blankToNull(httpUrl),
  is_draft: flag,
  start_date: day,
  end_date: day,
  /** The promotion budget in dollars (what the promotion costs). */
  budget: money('budget'),
  billing_method_id: blankToNull(id('Choose a card.')),
  use_tokens: flag,
};

/** Spec §4: a gallery saved as a draft goes to the list; otherwise it is promoted as it is created. */
export function checkPromotionWindow(
  v: { start_date?: string | null; end_date?: string | null; budget?: number | null },
  ctx: z.RefinementCtx,
  today: string,
) {
  if (!v.start_date)
    ctx.addIssue({ code: 'custom', path: ['start_date'], message: 'Choose the start date.' });
  if (!v.end_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'Choose the end date.' });
  if (v.start_date && v.start_date < today)
    ctx.addIssue({ code: 'custom', path: ['start_date'], message: 'The start date cannot be in the past.' });
  if (v.start_date && v.end_date && v.end_date < v.start_date)
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      message: 'The end date must be on or after the start date.',
    });
  if (v.budget == null || v.budget < 1)
    ctx.addIssue({ code: 'custom', path: ['budget'], message: 'Set a budget of at least $1.' });
}

const gallery = z.object({
  ...serviceFields,
  is_remote: flag.default(false),
  get_quote: flag.default(false),
  media_name: names.default([]),
  document_name: names.default([]),
  ...galleryOnly,
  is_draft: flag.default(false),
  use_tokens: flag.default(true),
});

/**
 * POST organization/{slug}/service-gallery/create. The window is checked by the service (it knows
 * today's date): `checkPromotionWindow` when `is_draft` is false.
 */
export const galleryCreateBody = gallery.superRefine(checkService);
export type GalleryCreateBody = z.input<typeof galleryCreateBody>;

/**
 * POST …/service-gallery/{serviceSlug}/update: spec §5, always sends tags, health_care_sector, title,
 * eligibility. The rest only when sent (no defaults, so what is left out keeps its value).
 */
export const galleryUpdateBody = z
  .object({ ...serviceFields, ...galleryOnly })
  .omit({ billing_method_id: true, use_tokens: true })
  .partial()
  .extend({
    tags,
    title: serviceFields.title,
    health_care_sector: serviceFields.health_care_sector,
    eligibility: serviceFields.eligibility,
    media_name: names.default([]),
    document_name: names.default([]),
  });
export type GalleryUpdateBody = z.input<typeof galleryUpdateBody>;

/** Paths: `{role}/{slug}/service-post/{serviceSlug}/…`. */
export const serviceOwnerParams = z.object({ slug: z.string().min(1).max(140) });
export const serviceSlugParams = z.object({
  slug: z.string().min(1).max(140),
  serviceSlug: z.string().min(1).max(180),
});
export const serviceMediaParams = z.object({
  slug: z.string().min(1).max(140),
  id: z.coerce.number().int().positive(),
});
/** archive, delete, promote name the service in the query or body (`?slug=`), as the spec writes them. */
export const serviceTargetQuery = z.object({ slug: z.string().min(1).max(180).optional() });
export const serviceTargetBody = z
  .object({
    slug: z.string().min(1).max(180).optional(),
    service_slug: z.string().min(1).max(180).optional(),
  })
  // A bodiless POST/PUT/DELETE reaches validation as null.
  .nullish();

/** Public show: `service-post/{serviceSlug}/show?individual_slug=` (or organization_slug): the viewer's own slug. */
export const publicServiceParams = z.object({ serviceSlug: z.string().min(1).max(180) });
export const viewerSlugQuery = z.object({
  individual_slug: z.string().max(140).optional(),
  organization_slug: z.string().max(140).optional(),
});

/** What a services list is narrowed by, in the owner's lists and on the public page (blank: no filter). */
const serviceFilterFields = {
  search: blankToNull(z.string().trim().max(120)),
  category: blankToNull(z.coerce.number().int().positive()),
  sub_category: blankToNull(z.coerce.number().int().positive()),
  is_remote: blankToNull(flag),
};

/** Owner lists (spec: filters, empty values stripped). */
export const serviceListQuery = z.object({
  status: z.enum(['active', 'archived', 'draft', 'all']).default('active'),
  ...serviceFilterFields,
  page: pageNumber,
  perPage: z.coerce.number().int().min(1).max(50).default(10),
});
export type ServiceListQuery = z.input<typeof serviceListQuery>;

/**
 * GET feature-services (the public /services page): promoted services first (`featured`), then the
 * latest matching the filters, a page at a time by keyset (`cursor` from the previous page's
 * `next_cursor`), so a deep page costs what the first one does.
 */
export const publicServicesQuery = z.object({
  type: z.enum(SERVICE_KINDS).default('service_post'),
  ...serviceFilterFields,
  location: blankToNull(z.string().trim().max(120)),
  cursor: blankToNull(z.string().max(100)),
  perPage: z.coerce.number().int().min(1).max(48).default(12),
});
export type PublicServicesQuery = z.input<typeof publicServicesQuery>;

/** POST …/promote?slug=: tokens first, then the chosen (or primary) card. */
export const servicePromoteBody = z.object({
  billing_method_id: blankToNull(id('Choose a card.')),
  use_tokens: flag.default(true),
});
/** POST organization/{slug}/service-gallery/promote: a draft gets its window and budget (spec §4). */
export const galleryPromoteBody = z.object({
  slug: z.string().min(1).max(180).optional(),
  start_date: day,
  end_date: day,
  budget: money('budget'),
  billing_method_id: blankToNull(id('Choose a card.')),
  use_tokens: flag.default(true),
});
export type GalleryPromoteBody = z.input<typeof galleryPromoteBody>;
export const promoteQuoteQuery = z.object({
  slug: z.string().min(1).max(180),
  use_tokens: flag.default(true),
  budget: money('budget'),
});

/** Categories: `sub-categories/{id}` and `category/{id}/{mode}` take the numeric id or the page slug. */
export const categoryIdParams = z.object({ id: z.string().min(1).max(80) });
