import type { PageRoute } from '../../lib/page-routes';

/**
 * Groups (spec §2, issue 17):
 * - `/individual/{slug}/groups`: the person's groups, discovery with search, and creating one.
 * - `/individual/{slug}/groups/view/{groupSlug}`: a group — about, feed (`?post_uid=` / `?comment_uid=`
 *   open it at a post or a comment: notifications link there), members, suggestions, and for its
 *   admins join requests and pending posts.
 * - `/groups/{groupSlug}`: the page visitors see (GET public-groups/{slug}); a private group shows
 *   its about only, with "Request to join".
 * - `/groups/view/{groupSlug}`: the link notifications carry (one for every recipient): it opens the
 *   group in the signed-in person's own area, query kept.
 */
export const groupsPages: PageRoute[] = [
  { path: '/individual/:slug/groups', page: 'GroupsPage', auth: 'individual', own: true },
  { path: '/individual/:slug/groups/view/:groupSlug', page: 'GroupPage', auth: 'individual', own: true },
  { path: '/groups/view/:groupSlug', page: 'GroupLinkPage' },
  { path: '/groups/:groupSlug', page: 'PublicGroupPage' },
];
