import {
  channelName,
  type GroupPostView,
  type GroupView,
  type RealtimeEnvelope,
  type RealtimeEventData,
} from '@hctl/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth-store';
import { toastError } from '../../../lib/notify';
import { useChannel } from '../../../lib/realtime/use-channel';
import {
  addComment,
  applyCounts,
  cachedPost,
  prependPosts,
  removePost,
  replacePost,
  updateComment,
  updatePost,
} from '../api/feed-cache';
import { groupsKeys } from '../api/keys';
import { fetchPost } from '../api/posts';

/**
 * Keeps an open group live from `private-group.{id}` (active members only): counts change in place,
 * comments appear under their post, and others' new posts wait above the feed as "N new posts" so
 * the list does not move under the reader.
 */
export function useGroupLive(group: GroupView) {
  const qc = useQueryClient();
  const auth = useAuth();
  const me = auth.user?.id ?? 0;
  const navigate = useNavigate();
  const slug = group.slug;
  const [waiting, setWaiting] = useState<GroupPostView[]>([]);
  useEffect(() => setWaiting([]), [slug]);

  /** A post's own view again (poll results and the viewer's reaction are the viewer's own). */
  const refetchPost = useCallback(
    (uid: string) =>
      void fetchPost(slug, uid).then(
        (p) => replacePost(qc, slug, p),
        () => undefined,
      ),
    [qc, slug],
  );

  const member = group.viewer.status === 'active';
  useChannel(
    member ? channelName.group(group.id) : null,
    (e: RealtimeEnvelope) => {
      switch (e.event) {
        case 'group.counts': {
          const c = e.data as RealtimeEventData<'group.counts'>;
          const before = cachedPost(qc, slug, c.post_uid);
          applyCounts(qc, slug, c);
          // Poll bars show per-option counts the event does not carry: read the post again.
          if (before?.poll?.results_visible && before.poll.vote_count !== c.vote_count)
            refetchPost(c.post_uid);
          break;
        }
        case 'group.comment': {
          const c = e.data as RealtimeEventData<'group.comment'>;
          if (c.comment && c.action === 'created') addComment(qc, slug, c.comment, c.comment_count);
          else if (c.comment && c.action === 'updated') {
            const next = c.comment;
            updateComment(qc, slug, c.post_uid, c.comment_uid, (x) => ({
              ...x,
              body: next.body,
              is_edited: next.is_edited,
              updated_at: next.updated_at,
            }));
          } else {
            // The event names the comment only (views are the reader's own): the post (its count and
            // first comments) and any comment lists open under it are read again.
            if (c.action === 'deleted') updateComment(qc, slug, c.post_uid, c.comment_uid, () => null);
            updatePost(qc, slug, c.post_uid, (p) => ({ ...p, comment_count: c.comment_count }));
            if (cachedPost(qc, slug, c.post_uid)) refetchPost(c.post_uid);
            void qc.invalidateQueries({ queryKey: groupsKeys.comments(slug, c.post_uid) });
          }
          break;
        }
        case 'group.post': {
          const p = e.data as RealtimeEventData<'group.post'>;
          if (p.action === 'deleted') {
            removePost(qc, slug, p.post_uid);
            setWaiting((w) => w.filter((x) => x.uid !== p.post_uid));
            // The group's post count, and the pending count if it was waiting for review.
            void qc.invalidateQueries({ queryKey: groupsKeys.about(slug) });
          } else if (p.action === 'updated') refetchPost(p.post_uid);
          else {
            // The event names the post; its view is the reader's own (signed media links, poll
            // results, their reaction), so it is read over HTTP.
            void fetchPost(slug, p.post_uid).then(
              (post) => {
                // One's own post is on screen already (or in the review queue); others' wait for a click.
                if (post.author.id === me) prependPosts(qc, slug, [post]);
                else if (!cachedPost(qc, slug, post.uid))
                  setWaiting((w) => (w.some((x) => x.uid === post.uid) ? w : [post, ...w]));
              },
              () => undefined,
            );
            void qc.invalidateQueries({ queryKey: groupsKeys.review(slug) });
            void qc.invalidateQueries({ queryKey: groupsKeys.about(slug) });
          }
          break;
        }
        case 'group.deleted': {
          // Everything of it answers 404 now: its queries are dropped (read again they would only
          // fail) and the reader goes to their groups, told why, rather than failing on a click.
          const d = e.data as RealtimeEventData<'group.deleted'>;
          qc.removeQueries({ queryKey: groupsKeys.group(slug) });
          qc.removeQueries({ queryKey: groupsKeys.publicGroup(slug) });
          void qc.invalidateQueries({ queryKey: groupsKeys.lists });
          if (d.deleted_by !== me) {
            toastError('This group has been deleted.');
            navigate(`/individual/${auth.user?.slug}/groups`, { replace: true });
          }
          break;
        }
        case 'group.member': {
          const m = e.data as RealtimeEventData<'group.member'>;
          if (m.user_id === me && (m.action === 'removed' || m.action === 'left')) {
            // Out of the group (an admin removed them, or they left in another tab): the page
            // becomes the outside view, from the group's about read again.
            if (m.action === 'removed') toastError('You were removed from this group.');
            void qc.invalidateQueries({ queryKey: groupsKeys.group(slug) });
            break;
          }
          qc.setQueryData<GroupView>(
            groupsKeys.about(slug),
            (g) => g && { ...g, member_count: m.member_count },
          );
          void qc.invalidateQueries({ queryKey: ['groups', 'group', slug, 'members'] });
          void qc.invalidateQueries({ queryKey: groupsKeys.requests(slug) });
          break;
        }
      }
    },
    // A gap the server could not replay: everything of this group is read again.
    () => void qc.invalidateQueries({ queryKey: groupsKeys.group(slug) }),
  );

  const showWaiting = () => {
    prependPosts(qc, slug, waiting);
    setWaiting([]);
  };
  return { waiting: waiting.length, showWaiting };
}
export type GroupLive = ReturnType<typeof useGroupLive>;

/**
 * Join requests and posts to review reach admins as notifications, and a requester hears the
 * decision the same way (they are not on the group's channel yet): the group's about (its counts,
 * the viewer's status) and its queues reload.
 */
export function useGroupNotifications(slug: string) {
  const qc = useQueryClient();
  const me = useAuth().user?.id ?? 0;
  useChannel(me ? channelName.notify(me) : null, (e: RealtimeEnvelope) => {
    if (e.event !== 'notification.created') return;
    const { notification } = e.data as RealtimeEventData<'notification.created'>;
    if (!notification.type.startsWith('group.')) return;
    void qc.invalidateQueries({ queryKey: groupsKeys.about(slug) });
    void qc.invalidateQueries({ queryKey: groupsKeys.requests(slug) });
    void qc.invalidateQueries({ queryKey: groupsKeys.review(slug) });
    void qc.invalidateQueries({ queryKey: groupsKeys.publicGroup(slug) });
  });
}
