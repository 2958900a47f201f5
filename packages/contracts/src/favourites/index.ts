import { z } from 'zod';
import { page, pageQuery } from '../common/envelope';

export const FAVOURITE_MODES = [
  'job',
  'service',
  'request',
  'gallery',
  'profile',
  'organization',
  'group',
] as const;
export type FavouriteMode = (typeof FAVOURITE_MODES)[number];

const role = z.enum(['individual', 'organization'], { message: 'Use individual or organization.' });
export const favouriteRoleParams = z.object({ role });
export const favouriteOwnerParams = z.object({ role, slug: z.string().min(1).max(160) });
/**
 * `{target}`: the item's slug (a job's numeric id, since job slugs are unique only within their
 * organization; any kind also accepts its numeric id).
 */
export const favouriteSaveParams = favouriteOwnerParams.extend({
  mode: z.enum(FAVOURITE_MODES, { message: 'Unknown kind of item.' }),
  target: z.string().min(1).max(180),
});

export const favouriteListQuery = pageQuery.extend({
  filter: z.enum(['all', ...FAVOURITE_MODES]).default('all'),
});
export type FavouriteListQuery = z.infer<typeof favouriteListQuery>;

export const favouriteSavedView = z.object({
  saved: z.boolean(),
  mode: z.enum(FAVOURITE_MODES),
  target_id: z.number().int(),
});
export type FavouriteSavedView = z.infer<typeof favouriteSavedView>;

/** A saved item as a card: what it is, its title, an image and the web path to open. */
export const favouriteView = z.object({
  id: z.number().int(),
  mode: z.enum(FAVOURITE_MODES),
  target_id: z.number().int(),
  /** What the save call takes as `{target}` to unsave it. */
  target: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  image: z.string().nullable(),
  link: z.string(),
  saved_at: z.string(),
});
export type FavouriteView = z.infer<typeof favouriteView>;

export const favouriteListView = page(favouriteView);
export type FavouriteListView = z.infer<typeof favouriteListView>;
