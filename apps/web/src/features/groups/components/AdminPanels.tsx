import type { GroupMemberView, GroupView } from '@hctl/contracts';
import { Badge, Button, Divider, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { FormActions } from '../../../components/FormActions';
import { LoadMore } from '../../../components/LoadMore';
import { QueryState } from '../../../components/QueryState';
import { useAuth } from '../../../lib/auth-store';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { prependPosts } from '../api/feed-cache';
import { groupsKeys } from '../api/keys';
import { decideJoinRequest, joinRequestsQuery, membersQuery, removeMember } from '../api/members';
import { approvePost, rejectPost, reviewQuery } from '../api/posts';
import { ago, ROLE_LABELS } from './labels';
import { NoteModal } from './NoteField';
import { PersonRow } from './PersonRow';
import { PostView } from './PostView';

/** A keyset list: its rows across the pages loaded so far, then "Load more" while there are more. */
function KeysetList<T>({
  q,
  empty,
  gap,
  testId,
  children,
}: {
  q: UseInfiniteQueryResult<InfiniteData<{ data: T[] }>>;
  empty: ReactNode;
  gap?: number;
  testId?: string;
  children: (row: T) => ReactNode;
}) {
  return (
    <QueryState query={q} isEmpty={(d) => !d.pages[0]?.data.length} empty={empty}>
      {(d) => (
        <Stack gap={gap} data-testid={testId}>
          {d.pages.flatMap((pg) => pg.data).map(children)}
          <LoadMore query={q} variant="default" size="xs" w="fit-content">
            Load more
          </LoadMore>
        </Stack>
      )}
    </QueryState>
  );
}

/** Join requests of a private group (admins): approve or reject each. */
export function JoinRequests({ group }: { group: GroupView }) {
  const q = useInfiniteQuery(joinRequestsQuery(group.slug));
  const decide = useApiMutation({
    mutationFn: decideJoinRequest,
    invalidate: [
      groupsKeys.requests(group.slug),
      groupsKeys.about(group.slug),
      ['groups', 'group', group.slug, 'members'],
    ],
  });
  const deciding = (id: number, status: 'approved' | 'rejected') =>
    decide.isPending && decide.variables?.id === id && decide.variables.status === status;
  return (
    <KeysetList
      q={q}
      gap={0}
      empty={
        <Text c="dimmed" data-testid="requests-empty">
          No one is waiting to join.
        </Text>
      }
    >
      {(m) => (
        <div key={m.id}>
          <PersonRow
            person={m.user}
            testId="join-request"
            note={
              <Text size="xs" c="dimmed">
                Asked {ago(m.created_at)}
                {m.message ? ` · “${m.message}”` : ''}
              </Text>
            }
          >
            <Button
              size="xs"
              onClick={() => decide.run({ slug: group.slug, id: m.id, status: 'approved' })}
              loading={deciding(m.id, 'approved')}
              aria-label={`Approve ${m.user.name}`}
            >
              Approve
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => decide.run({ slug: group.slug, id: m.id, status: 'rejected' })}
              loading={deciding(m.id, 'rejected')}
              aria-label={`Reject ${m.user.name}`}
            >
              Reject
            </Button>
          </PersonRow>
          <Divider />
        </div>
      )}
    </KeysetList>
  );
}

/** Posts waiting for approval (admins): approve, or reject with a reason the author reads. */
export function PendingPosts({ group }: { group: GroupView }) {
  const qc = useQueryClient();
  const q = useInfiniteQuery(reviewQuery(group.slug));
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const invalidate = [groupsKeys.review(group.slug), groupsKeys.about(group.slug)];
  const approve = useApiMutation({
    mutationFn: approvePost,
    invalidate,
    // The approved post joins the feed at once (others get it live from the channel).
    onSuccess: (res) => prependPosts(qc, group.slug, [res.data]),
  });
  const reject = useApiMutation({
    mutationFn: rejectPost,
    invalidate,
    onSuccess: () => {
      setRejecting(null);
      setReason('');
    },
  });
  return (
    <>
      <KeysetList
        q={q}
        empty={
          <Text c="dimmed" data-testid="review-empty">
            No posts are waiting for approval.
          </Text>
        }
      >
        {(p) => (
          <PostView key={p.uid} post={p} slug={group.slug} readOnly>
            <Group justify="flex-end" gap="xs">
              <Button
                variant="default"
                size="xs"
                onClick={() => setRejecting(p.uid)}
                aria-label={`Reject the post by ${p.author.name}`}
              >
                Reject
              </Button>
              <Button
                size="xs"
                onClick={() => approve.run({ slug: group.slug, uid: p.uid })}
                loading={approve.isPending && approve.variables?.uid === p.uid}
                aria-label={`Approve the post by ${p.author.name}`}
              >
                Approve
              </Button>
            </Group>
          </PostView>
        )}
      </KeysetList>
      <NoteModal
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title="Reject this post"
        label="Reason (optional, the author sees it)"
        value={reason}
        onChange={setReason}
        submitLabel="Reject post"
        color="red"
        loading={reject.isPending}
        onConfirm={(note) => rejecting && reject.run({ slug: group.slug, uid: rejecting, reason: note })}
      />
    </>
  );
}

/** Members with their roles; admins remove members (not the owner, not themselves). */
export function Members({ group }: { group: GroupView }) {
  const me = useAuth().user?.id;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const q = useInfiniteQuery(membersQuery(group.slug, debounced));
  const [removing, setRemoving] = useState<GroupMemberView | null>(null);
  const remove = useApiMutation({
    mutationFn: removeMember,
    invalidate: [['groups', 'group', group.slug, 'members'], groupsKeys.about(group.slug)],
    onSuccess: () => setRemoving(null),
  });
  return (
    <Stack>
      <TextInput
        label="Search members"
        placeholder="Name"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={360}
      />
      <KeysetList
        q={q}
        gap={0}
        testId="members"
        empty={<Text c="dimmed">{debounced ? 'No member matches.' : 'No members yet.'}</Text>}
      >
        {(m) => (
          <div key={m.id}>
            <PersonRow
              person={m.user}
              testId="member"
              note={
                m.joined_at && (
                  <Text size="xs" c="dimmed">
                    Joined {ago(m.joined_at)}
                  </Text>
                )
              }
            >
              {m.role !== 'member' && (
                <Badge variant="light" tt="none" color={m.role === 'owner' ? 'teal' : 'blue'}>
                  {ROLE_LABELS[m.role]}
                </Badge>
              )}
              {group.viewer.can_moderate && m.role !== 'owner' && m.user.id !== me && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => setRemoving(m)}
                  aria-label={`Remove ${m.user.name}`}
                >
                  Remove
                </Button>
              )}
            </PersonRow>
            <Divider />
          </div>
        )}
      </KeysetList>
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Remove from the group">
        <Stack>
          <Text size="sm">
            {removing?.user.name} will no longer see this group's posts
            {group.privacy === 'private' ? ' and must ask again to join.' : '.'}
          </Text>
          <FormActions
            onCancel={() => setRemoving(null)}
            submitLabel="Remove"
            color="red"
            loading={remove.isPending}
            onConfirm={() => removing && remove.run({ slug: group.slug, id: removing.id })}
          />
        </Stack>
      </Modal>
    </Stack>
  );
}
