import type { GroupCommentView, GroupPostView, GroupReactionType } from '@hctl/contracts';
import { Anchor, Box, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadMore } from '../../../components/LoadMore';
import { ProductAvatar } from '../../../components/ProductImage';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { addComment, replacePost, updateComment } from '../api/feed-cache';
import { groupsKeys } from '../api/keys';
import {
  commentsQuery,
  createComment,
  deleteComment,
  editComment,
  fetchPost,
  reactToComment,
} from '../api/posts';
import { ago, comments as commentsLabel, replies as repliesLabel } from './labels';
import { profilePath } from './PostView';
import { ReactionButton, ReactionTotals } from './Reactions';

/** A box to write a comment or a reply; Enter with Ctrl/⌘ sends it too. */
function CommentBox({
  label,
  onSend,
  busy,
  autoFocus,
  initial = '',
  submitLabel,
  onCancel,
}: {
  label: string;
  onSend: (body: string) => Promise<boolean>;
  busy: boolean;
  autoFocus?: boolean;
  initial?: string;
  submitLabel: string;
  onCancel?: () => void;
}) {
  const [body, setBody] = useState(initial);
  const send = async () => {
    if (!body.trim()) return;
    if (await onSend(body.trim())) setBody('');
  };
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <Textarea
        aria-label={label}
        placeholder={label}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void send();
        }}
        autosize
        minRows={1}
        maxRows={6}
        maxLength={5000}
        style={{ flex: 1 }}
        autoFocus={autoFocus}
      />
      {onCancel && (
        <Button size="sm" variant="default" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button size="sm" onClick={send} loading={busy} disabled={!body.trim()}>
        {submitLabel}
      </Button>
    </Group>
  );
}

function CommentItem({
  c,
  post,
  slug,
  focus,
  canReply,
}: {
  c: GroupCommentView;
  post: GroupPostView;
  slug: string;
  focus: string | null;
  canReply: boolean;
}) {
  const qc = useQueryClient();
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const [showReplies, setShowReplies] = useState(false);
  const react = useApiMutation({
    mutationFn: (type: GroupReactionType) => reactToComment({ slug, postUid: post.uid, uid: c.uid, type }),
    toast: false,
    onSuccess: (res) =>
      updateComment(qc, slug, post.uid, c.uid, (x) => ({
        ...x,
        my_reaction: res.data.my_reaction,
        reaction_count: res.data.total,
      })),
  });
  const reply = useApiMutation({
    mutationFn: (body: string) => createComment({ slug, postUid: post.uid, body, parentUid: c.uid }),
    toast: false,
    onSuccess: (res) => {
      addComment(qc, slug, res.data);
      setReplying(false);
      setShowReplies(true);
    },
  });
  const edit = useApiMutation({
    mutationFn: (body: string) => editComment({ slug, postUid: post.uid, uid: c.uid, body }),
    toast: false,
    onSuccess: (res) => {
      updateComment(qc, slug, post.uid, c.uid, () => res.data);
      setEditing(false);
    },
  });
  const remove = useApiMutation({
    mutationFn: () => deleteComment({ slug, postUid: post.uid, uid: c.uid }),
    onSuccess: async () => {
      updateComment(qc, slug, post.uid, c.uid, () => null);
      // The post read again carries the exact counts, whether or not the live event came first.
      replacePost(qc, slug, await fetchPost(slug, post.uid));
      void qc.invalidateQueries({ queryKey: groupsKeys.comments(slug, post.uid) });
    },
  });
  const focused = focus === c.uid;
  const link = profilePath(c.author.slug);
  return (
    <Box
      id={`comment-${c.uid}`}
      data-testid="comment"
      data-focused={focused || undefined}
      tabIndex={focused ? -1 : undefined}
      p={focused ? 'xs' : 0}
      style={focused ? { background: 'var(--mantine-color-yellow-0)', borderRadius: 8 } : undefined}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <ProductAvatar src={c.author.image} alt="" type="individual" size={32} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Box p="xs" style={{ background: 'var(--mantine-color-gray-0)', borderRadius: 8 }}>
            <Group gap={6}>
              {link ? (
                <Anchor component={Link} to={link} size="sm" fw={600}>
                  {c.author.name}
                </Anchor>
              ) : (
                <Text size="sm" fw={600}>
                  {c.author.name}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {ago(c.created_at)}
                {c.is_edited && ' · edited'}
              </Text>
            </Group>
            {editing ? (
              <CommentBox
                label="Edit your comment"
                initial={c.body}
                submitLabel="Save"
                busy={edit.isPending}
                autoFocus
                onCancel={() => setEditing(false)}
                onSend={async (body) => {
                  await edit.run(body);
                  return false;
                }}
              />
            ) : (
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {c.body}
              </Text>
            )}
          </Box>
          {/* Compact buttons at least 26 px tall (WCAG 2.2 target size), their text small. */}
          <Group gap={4}>
            <ReactionButton
              size="compact-sm"
              mine={c.my_reaction}
              busy={react.isPending}
              onReact={(t) => react.run(t)}
              what={`comment by ${c.author.name}`}
            />
            {c.reaction_count > 0 && (
              <ReactionTotals slug={slug} kind="comment" uid={c.uid} total={c.reaction_count} />
            )}
            {canReply && !c.parent_uid && (
              <Button
                size="compact-sm"
                fz="xs"
                variant="subtle"
                color="gray"
                onClick={() => setReplying((r) => !r)}
              >
                Reply
              </Button>
            )}
            {c.can_edit && !editing && (
              <Button
                size="compact-sm"
                fz="xs"
                variant="subtle"
                color="gray"
                onClick={() => setEditing(true)}
              >
                Edit
              </Button>
            )}
            {c.can_delete && (
              <Button
                size="compact-sm"
                fz="xs"
                variant="subtle"
                color="red"
                loading={remove.isPending}
                onClick={() => remove.run()}
                aria-label={`Delete the comment by ${c.author.name}`}
              >
                Delete
              </Button>
            )}
          </Group>
          {!c.parent_uid && c.reply_count > 0 && !showReplies && (
            <Button
              size="compact-sm"
              fz="xs"
              variant="subtle"
              w="fit-content"
              onClick={() => setShowReplies(true)}
              data-testid="show-replies"
            >
              {`View ${repliesLabel(c.reply_count)}`}
            </Button>
          )}
          {showReplies && <Replies post={post} parent={c} slug={slug} focus={focus} />}
          {replying && (
            <CommentBox
              label={`Reply to ${c.author.name}`}
              submitLabel="Reply"
              busy={reply.isPending}
              autoFocus
              onCancel={() => setReplying(false)}
              onSend={async (body) => {
                await reply.run(body);
                return true;
              }}
            />
          )}
        </Stack>
      </Group>
    </Box>
  );
}

function Replies({
  post,
  parent,
  slug,
  focus,
}: {
  post: GroupPostView;
  parent: GroupCommentView;
  slug: string;
  focus: string | null;
}) {
  const q = useInfiniteQuery(commentsQuery(slug, post.uid, parent.uid));
  if (q.isPending)
    return (
      <Text size="xs" c="dimmed">
        Loading replies…
      </Text>
    );
  if (q.isError)
    return (
      <Button size="compact-sm" fz="xs" variant="subtle" color="red" onClick={() => q.refetch()}>
        Could not load the replies. Try again
      </Button>
    );
  return (
    <Stack gap="xs" pl="xs" data-testid="replies">
      {q.data.pages
        .flatMap((pg) => pg.data)
        .map((r) => (
          <CommentItem key={r.uid} c={r} post={post} slug={slug} focus={focus} canReply={false} />
        ))}
      <LoadMore query={q} size="compact-sm" fz="xs" w="fit-content">
        More replies
      </LoadMore>
    </Stack>
  );
}

/**
 * A post's comments: the first few come with the post; "View all" reads the rest (keyset pages).
 * Comments and replies from others arrive live (the group's channel) and land here.
 */
export function PostComments({
  post,
  slug,
  focus,
  canComment,
}: {
  post: GroupPostView;
  slug: string;
  focus: string | null;
  canComment: boolean;
}) {
  const qc = useQueryClient();
  const [all, setAll] = useState(false);
  const list = useInfiniteQuery({ ...commentsQuery(slug, post.uid), enabled: all });
  const create = useApiMutation({
    mutationFn: (body: string) => createComment({ slug, postUid: post.uid, body }),
    toast: false,
    onSuccess: (res) => addComment(qc, slug, res.data),
  });
  const shown = all && list.data ? list.data.pages.flatMap((pg) => pg.data) : post.comments;
  const hidden = post.comment_count - post.comments.length;
  return (
    <Stack gap="xs" data-testid="comments">
      {!all && hidden > 0 && (
        <Button size="compact-sm" fz="xs" variant="subtle" w="fit-content" onClick={() => setAll(true)}>
          {`View all ${commentsLabel(post.comment_count)}`}
        </Button>
      )}
      {all && list.isError && (
        <Button size="compact-sm" fz="xs" variant="subtle" color="red" onClick={() => list.refetch()}>
          Could not load the comments. Try again
        </Button>
      )}
      {shown.map((c) => (
        <CommentItem key={c.uid} c={c} post={post} slug={slug} focus={focus} canReply={canComment} />
      ))}
      {all && (
        <LoadMore query={list} size="compact-sm" fz="xs" w="fit-content">
          More comments
        </LoadMore>
      )}
      {canComment && (
        <CommentBox
          label="Write a comment"
          submitLabel="Comment"
          busy={create.isPending}
          onSend={async (body) => {
            let ok = false;
            await create.mutateAsync(body).then(
              () => {
                ok = true;
              },
              () => undefined,
            );
            return ok;
          }}
        />
      )}
    </Stack>
  );
}
