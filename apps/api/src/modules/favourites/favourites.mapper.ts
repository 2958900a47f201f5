import type { FavouriteView } from '@hctl/contracts';
import type { FavouriteCardRow } from './favourites.repository';

export const toFavouriteView = (r: FavouriteCardRow): FavouriteView => ({
  id: r.id,
  mode: r.target_type,
  target_id: r.target_id,
  target: r.target,
  title: r.title,
  subtitle: r.subtitle,
  image: r.image,
  link: r.link,
  saved_at: r.created_at.toISOString(),
});
