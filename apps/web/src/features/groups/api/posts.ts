import type {
  CursorPage,
  GroupCommentView,
  GroupFeedView,
  GroupPostView,
  GroupReactionTotalsView,
  GroupReactionType,
} from '@hctl/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { get, post, put } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';
import { upload } from '../../../lib/upload';
import { type FeedFocus, groupsKeys } from './keys';

const base = (slug: string) => `/groups/${encodeURIComponent(slug)}/posts`;
export const FEED_TAKE = 10;

/**
 * GET groups/{slug}/posts, newest first: the first page at the top or at a focused post/comment
 * (deep links), the next ones by `next_cursor` (keyset, the same cost at any depth).
 */
export const feedQuery = (slug: string, focus: FeedFocus) =>
  infiniteQueryOptions({
    queryKey: groupsKeys.feed(slug, focus),
    queryFn: async ({ pageParam }) =>
      (
        await get<GroupFeedView>(
          `${base(slug)}${queryString(
            pageParam ? { cursor: pageParam, take: FEED_TAKE } : { ...focus, take: FEED_TAKE },
          )}`,
        )
      ).data,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

/** GET groups/{slug}/posts/{uid}: one post as the viewer sees it (poll results, own reaction). */
export const fetchPost = async (slug: string, uid: string) =>
  (await get<GroupPostView>(`${base(slug)}/${uid}`)).data;

/** GET groups/{slug}/posts/review: pending posts, oldest first (group admins). */
export const reviewQuery = (slug: string) =>
  infiniteQueryOptions({
    queryKey: groupsKeys.review(slug),
    queryFn: async ({ pageParam }) =>
      (
        await get<CursorPage<GroupPostView>>(
          `${base(slug)}/review${queryString({ cursor: pageParam, take: 10 })}`,
        )
      ).data,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

/** GET …/posts/total-reactions/{uid} or …/posts/comments/total-reactions/{uid}: totals per type. */
export const reactionTotalsQuery = (slug: string, kind: 'post' | 'comment', uid: string, total: number) =>
  queryOptions({
    queryKey: groupsKeys.reactions(slug, kind, uid, total),
    queryFn: async () =>
      (
        await get<GroupReactionTotalsView>(
          `${base(slug)}/${kind === 'comment' ? 'comments/' : ''}total-reactions/${uid}`,
        )
      ).data,
  });

/** What the composer sends: text, or a poll; photos and videos go as `media[]`. */
export interface PostDraft {
  description: string;
  poll: { question: string; options: string[]; closesInDays: number } | null;
  media: File[];
}

/**
 * POST groups/{slug}/posts/create, multipart so the media go with it; `onProgress` hears the
 * upload's percent. Fields before files: the server reads the form as it streams in.
 */
export const createPost = (v: { slug: string; draft: PostDraft; onProgress: (p: number) => void }) => {
  const f = new FormData();
  const { draft } = v;
  f.append('kind', draft.poll ? 'poll' : 'text');
  f.append('description', draft.description.trim());
  if (draft.poll) {
    f.append('question', draft.poll.question.trim());
    for (const o of draft.poll.options) f.append('options[]', o.trim());
    f.append('poll_closes_at', new Date(Date.now() + draft.poll.closesInDays * 86_400_000).toISOString());
  }
  for (const file of draft.media) f.append('media[]', file, file.name);
  return upload<GroupPostView>(`${base(v.slug)}/create`, f, v.onProgress);
};

/** POST groups/{slug}/posts/react: the same type again removes it, another replaces it. */
export const reactToPost = (v: { slug: string; uid: string; type: GroupReactionType }) =>
  post<GroupReactionTotalsView>(`${base(v.slug)}/react`, { post_uid: v.uid, type: v.type });

/** POST groups/{slug}/posts/{post}/comments/react. */
export const reactToComment = (v: { slug: string; postUid: string; uid: string; type: GroupReactionType }) =>
  post<GroupReactionTotalsView>(`${base(v.slug)}/${v.postUid}/comments/react`, {
    comment_uid: v.uid,
    type: v.type,
  });

/** POST groups/{slug}/posts/{key}/answer: votes, or moves the vote until the poll closes. */
export const answerPoll = (v: { slug: string; uid: string; optionId: number }) =>
  post<GroupPostView>(`${base(v.slug)}/${v.uid}/answer`, { option_id: v.optionId });

/** PUT groups/{slug}/posts/{uid}/approve | reject (group admins; a reason goes to the author). */
export const approvePost = (v: { slug: string; uid: string }) =>
  put<GroupPostView>(`${base(v.slug)}/${v.uid}/approve`, {});
export const rejectPost = (v: { slug: string; uid: string; reason: string | null }) =>
  put<GroupPostView>(`${base(v.slug)}/${v.uid}/reject`, { reason: v.reason });

/** POST groups/{slug}/posts/{uid}/share: to another group or to one's network, linking the original. */
export const sharePost = (v: {
  slug: string;
  uid: string;
  target: 'group' | 'network';
  groupSlug: string | null;
  description: string;
}) =>
  post<GroupPostView>(`${base(v.slug)}/${v.uid}/share`, {
    target: v.target,
    ...(v.target === 'group' ? { group_slug: v.groupSlug } : {}),
    description: v.description,
  });

/** GET groups/{slug}/posts/{uuid}/comments: top-level comments, or one comment's replies. */
export const commentsQuery = (slug: string, postUid: string, parentUid?: string) =>
  infiniteQueryOptions({
    queryKey: parentUid ? groupsKeys.replies(slug, postUid, parentUid) : groupsKeys.comments(slug, postUid),
    queryFn: async ({ pageParam }) =>
      (
        await get<CursorPage<GroupCommentView>>(
          `${base(slug)}/${postUid}/comments${queryString({ parent_uid: parentUid, cursor: pageParam, take: 10 })}`,
        )
      ).data,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const createComment = (v: { slug: string; postUid: string; body: string; parentUid?: string }) =>
  post<GroupCommentView>(`${base(v.slug)}/${v.postUid}/comments/create`, {
    body: v.body,
    ...(v.parentUid ? { parent_uid: v.parentUid } : {}),
  });

export const editComment = (v: { slug: string; postUid: string; uid: string; body: string }) =>
  put<GroupCommentView>(`${base(v.slug)}/${v.postUid}/comments/${v.uid}`, { body: v.body });

/** POST …/comments/{commentUid} with `_method: 'DELETE'` (the spec's one path for edit and delete). */
export const deleteComment = (v: { slug: string; postUid: string; uid: string }) =>
  post<unknown>(`${base(v.slug)}/${v.postUid}/comments/${v.uid}`, { _method: 'DELETE' });
