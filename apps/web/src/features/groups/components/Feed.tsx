import type { GroupView } from '@hctl/contracts';
import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { AdSlot } from '../../../components/ads/AdSlot';
import { LoadMore } from '../../../components/LoadMore';
import { QueryError, QueryLoading } from '../../../components/QueryState';
import { ApiError } from '../../../lib/api-client';
import type { FeedFocus } from '../api/keys';
import { feedQuery } from '../api/posts';
import { Composer } from './Composer';
import { PostCard } from './PostCard';
import { PostView } from './PostView';
import type { GroupLive } from './use-group-live';

/**
 * A group's feed, newest first, a keyset page at a time. Opened with `?post_uid=` or
 * `?comment_uid=` (a notification's link) it starts at that post and scrolls to it; "Show the
 * latest posts" goes back to the top. Others' new posts wait above it until asked for.
 */
export function Feed({ group, live }: { group: GroupView; live: GroupLive }) {
  const [params, setParams] = useSearchParams();
  const focus: FeedFocus = {
    post_uid: params.get('post_uid') ?? undefined,
    comment_uid: params.get('comment_uid') ?? undefined,
  };
  const focused = !!(focus.post_uid || focus.comment_uid);
  const feed = useInfiniteQuery(feedQuery(group.slug, focus));
  const first = feed.data?.pages[0];
  const focusPost = first?.focus_post_uid ?? null;
  const focusComment = first?.focus_comment_uid ?? null;

  // Scrolls once to the focused comment (or post) when it is first on screen.
  const scrolled = useRef<string | null>(null);
  useEffect(() => {
    const target = focusComment ? `comment-${focusComment}` : focusPost ? `post-${focusPost}` : null;
    if (!target || scrolled.current === target) return;
    const el = document.getElementById(target);
    if (!el) return;
    scrolled.current = target;
    el.scrollIntoView({ block: 'center' });
    // Focusable for this (tabIndex -1): keyboard and screen-reader users start where the link points.
    el.focus({ preventScroll: true });
  });

  const toTop = () => {
    const next = new URLSearchParams(params);
    next.delete('post_uid');
    next.delete('comment_uid');
    setParams(next);
  };

  const posts = feed.data?.pages.flatMap((pg) => pg.data) ?? [];
  return (
    <Stack gap="md">
      {group.viewer.can_post && (
        <Composer slug={group.slug} needsApproval={group.post_approval && !group.viewer.can_moderate} />
      )}
      {live.waiting > 0 && !focused && (
        <Center>
          <Button
            size="xs"
            radius="xl"
            onClick={() => {
              live.showWaiting();
              window.scrollTo({ top: 0 });
            }}
            data-testid="new-posts"
          >
            {live.waiting === 1 ? 'Show 1 new post' : `Show ${live.waiting} new posts`}
          </Button>
        </Center>
      )}
      {focused && (
        <Button size="xs" variant="light" w="fit-content" onClick={toTop}>
          Show the latest posts
        </Button>
      )}
      {feed.isPending ? (
        <QueryLoading />
      ) : feed.isLoadingError ? (
        focused && feed.error instanceof ApiError && feed.error.status === 404 ? (
          // A link to a post or comment that was deleted (or never was): say so, the feed is one click away.
          <Alert color="gray" title="This post is no longer here" data-testid="focus-missing">
            <Text size="sm">It may have been deleted. The latest posts are above.</Text>
          </Alert>
        ) : (
          <QueryError query={feed} title="Could not load the posts" testId="feed-error" />
        )
      ) : posts.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="feed-empty">
          {group.viewer.can_post ? 'No posts yet. Start the conversation.' : 'No posts yet.'}
        </Text>
      ) : (
        <>
          {posts.map((p) =>
            // Someone looking at a public group they are not in reads it; members take part.
            group.viewer.status === 'active' ? (
              <PostCard
                key={p.uid}
                post={p}
                slug={group.slug}
                focused={p.uid === focusPost}
                focusComment={p.uid === focusPost ? focusComment : null}
              />
            ) : (
              <PostView key={p.uid} post={p} slug={group.slug} readOnly focused={p.uid === focusPost} />
            ),
          )}
          <AdSlot placement="groups-feed" />
          {feed.hasNextPage ? (
            <LoadMore query={feed} variant="default" data-testid="more-posts">
              Show more posts
            </LoadMore>
          ) : (
            <Text c="dimmed" size="sm" ta="center">
              You are all caught up.
            </Text>
          )}
          {feed.isFetchNextPageError && (
            <Alert color="red" role="alert">
              Could not load more posts.{' '}
              <Button size="compact-sm" fz="xs" variant="subtle" onClick={() => feed.fetchNextPage()}>
                Try again
              </Button>
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
