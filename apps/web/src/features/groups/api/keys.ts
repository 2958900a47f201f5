/** Query keys of the groups screens: everything of one group sits under `group(slug)`. */
export const groupsKeys = {
  all: ['groups'] as const,
  lists: ['groups', 'list'] as const,
  list: (scope: 'mine' | 'discover', search: string) => ['groups', 'list', scope, search] as const,
  group: (slug: string) => ['groups', 'group', slug] as const,
  about: (slug: string) => ['groups', 'group', slug, 'about'] as const,
  publicGroup: (slug: string) => ['groups', 'public', slug] as const,
  /** Every feed of the group (the plain one and those opened at a post or comment). */
  feeds: (slug: string) => ['groups', 'group', slug, 'feed'] as const,
  feed: (slug: string, focus: FeedFocus) =>
    ['groups', 'group', slug, 'feed', focus.post_uid ?? null, focus.comment_uid ?? null] as const,
  post: (slug: string, uid: string) => ['groups', 'group', slug, 'post', uid] as const,
  comments: (slug: string, postUid: string) => ['groups', 'group', slug, 'comments', postUid] as const,
  replies: (slug: string, postUid: string, parentUid: string) =>
    ['groups', 'group', slug, 'comments', postUid, parentUid] as const,
  /** Keyed by the total too: a count that changed live reads the breakdown again. */
  reactions: (slug: string, kind: 'post' | 'comment', uid: string, total: number) =>
    ['groups', 'group', slug, 'reactions', kind, uid, total] as const,
  members: (slug: string, search: string) => ['groups', 'group', slug, 'members', search] as const,
  requests: (slug: string) => ['groups', 'group', slug, 'requests'] as const,
  review: (slug: string) => ['groups', 'group', slug, 'review'] as const,
  /** Everyone the invite panel offers: its suggestions and its search by name. */
  invitable: (slug: string) => ['groups', 'group', slug, 'invitable'] as const,
  suggest: (slug: string, search: string) =>
    ['groups', 'group', slug, 'invitable', 'suggest', search] as const,
  byName: (slug: string, search: string) => ['groups', 'group', slug, 'invitable', 'name', search] as const,
};

/** Where a feed was opened: at a post (`?post_uid=`) or a comment (`?comment_uid=`), else the top. */
export interface FeedFocus {
  post_uid?: string;
  comment_uid?: string;
}
