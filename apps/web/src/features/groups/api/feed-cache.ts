import type {
  CursorPage,
  GroupCommentView,
  GroupCountsView,
  GroupFeedView,
  GroupPostView,
} from '@hctl/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { groupsKeys } from './keys';

/**
 * Edits of the cached feeds in place: live counts, a reaction or a vote of one's own, a new comment.
 * The server's numbers are absolute (not deltas), so an event that repeats what a response already
 * said changes nothing, and the order in which they arrive does not matter for the totals.
 */
type Feed = InfiniteData<GroupFeedView, string | null>;
type CommentPages = InfiniteData<CursorPage<GroupCommentView>, string | null>;
type PostPages = InfiniteData<CursorPage<GroupPostView>, string | null>;

const mapFeed = (d: Feed | undefined, fn: (p: GroupPostView) => GroupPostView | null): Feed | undefined =>
  d && {
    ...d,
    pages: d.pages.map((pg) => ({
      ...pg,
      data: pg.data.map(fn).filter((p): p is GroupPostView => p !== null),
    })),
  };

/** Every cached copy of a post: the group's feeds and its review queue. */
export function updatePost(
  qc: QueryClient,
  slug: string,
  uid: string,
  fn: (p: GroupPostView) => GroupPostView | null,
) {
  const apply = (p: GroupPostView) => (p.uid === uid ? fn(p) : p);
  qc.setQueriesData<Feed>({ queryKey: groupsKeys.feeds(slug) }, (d) => mapFeed(d, apply));
  qc.setQueriesData<PostPages>(
    { queryKey: groupsKeys.review(slug) },
    (d) => mapFeed(d as Feed, apply) as PostPages,
  );
}

export const replacePost = (qc: QueryClient, slug: string, post: GroupPostView) =>
  updatePost(qc, slug, post.uid, () => post);

export const removePost = (qc: QueryClient, slug: string, uid: string) =>
  updatePost(qc, slug, uid, () => null);

/** Puts posts at the top of the group's feed as opened at the top (not of one opened at a post). */
export function prependPosts(qc: QueryClient, slug: string, posts: GroupPostView[]) {
  qc.setQueryData<Feed>(groupsKeys.feed(slug, {}), (d) => {
    if (!d?.pages.length) return d;
    const known = new Set(d.pages.flatMap((pg) => pg.data.map((p) => p.uid)));
    const fresh = posts.filter((p) => !known.has(p.uid));
    const [first, ...rest] = d.pages;
    return { ...d, pages: [{ ...first, data: [...fresh, ...first.data] }, ...rest] };
  });
}

/** The post as the viewer holds it now (the first cached copy), to compare with what arrives. */
export function cachedPost(qc: QueryClient, slug: string, uid: string): GroupPostView | undefined {
  for (const [, d] of qc.getQueriesData<Feed>({ queryKey: groupsKeys.feeds(slug) }))
    for (const pg of d?.pages ?? []) {
      const hit = pg.data.find((p) => p.uid === uid);
      if (hit) return hit;
    }
  return undefined;
}

/** A comment everywhere it is cached: the post's first comments, the comment lists, the reply lists. */
export function updateComment(
  qc: QueryClient,
  slug: string,
  postUid: string,
  uid: string,
  fn: (c: GroupCommentView) => GroupCommentView | null,
) {
  const apply = (list: GroupCommentView[]) =>
    list.map((c) => (c.uid === uid ? fn(c) : c)).filter((c): c is GroupCommentView => c !== null);
  updatePost(qc, slug, postUid, (p) => ({ ...p, comments: apply(p.comments) }));
  qc.setQueriesData<CommentPages>(
    { queryKey: groupsKeys.comments(slug, postUid) },
    (d) => d && { ...d, pages: d.pages.map((pg) => ({ ...pg, data: apply(pg.data) })) },
  );
}

/**
 * A new comment or reply (one's own from the response, or another's from the channel): added once
 * (by uid) where it shows. The response to one's own comment and the live event both bring it, in
 * either order: the first counts it (the event's `commentCount` is the server's total and wins).
 */
export function addComment(qc: QueryClient, slug: string, comment: GroupCommentView, commentCount?: number) {
  const append = (list: GroupCommentView[]) =>
    list.some((c) => c.uid === comment.uid) ? list : [...list, comment];
  const appendToPages = (d: CommentPages | undefined) => {
    if (!d?.pages.length) return d;
    if (d.pages.some((pg) => pg.data.some((c) => c.uid === comment.uid))) return d;
    const pages = [...d.pages];
    const last = pages[pages.length - 1];
    // Still more to load: the new one arrives with the last page.
    if (last.next_cursor) return d;
    pages[pages.length - 1] = { ...last, data: append(last.data) };
    return { ...d, pages };
  };
  const first = !counted.has(comment.uid);
  counted.add(comment.uid);
  if (comment.parent_uid) {
    qc.setQueryData<CommentPages>(
      groupsKeys.replies(slug, comment.post_uid, comment.parent_uid),
      appendToPages,
    );
    if (first)
      updateComment(qc, slug, comment.post_uid, comment.parent_uid, (c) => ({
        ...c,
        reply_count: c.reply_count + 1,
      }));
  } else {
    updatePost(qc, slug, comment.post_uid, (p) => ({ ...p, comments: append(p.comments) }));
    qc.setQueryData<CommentPages>(groupsKeys.comments(slug, comment.post_uid), appendToPages);
  }
  if (commentCount !== undefined)
    updatePost(qc, slug, comment.post_uid, (p) => ({ ...p, comment_count: commentCount }));
  else if (first)
    updatePost(qc, slug, comment.post_uid, (p) => ({ ...p, comment_count: p.comment_count + 1 }));
}

/** Comments and replies already counted in this tab. */
const counted = new Set<string>();

/** A `group.counts` event or a react answer: the totals as the server counted them. */
export function applyCounts(qc: QueryClient, slug: string, c: GroupCountsView) {
  updatePost(qc, slug, c.post_uid, (p) => ({
    ...p,
    reaction_count: c.reaction_count,
    comment_count: c.comment_count,
    share_count: c.share_count,
  }));
  if (c.comment_uid && c.comment_reaction_count !== null) {
    const n = c.comment_reaction_count;
    // The comment lists' keys start with the post's: replies are updated with them.
    updateComment(qc, slug, c.post_uid, c.comment_uid, (x) => ({ ...x, reaction_count: n }));
  }
}
