import type { ConversationView } from '@hctl/contracts';
import { Badge, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { conversationsQuery } from '../api/conversations';
import { foldersQuery } from '../api/folders';
import type { Inbox, Section } from '../api/inbox';
import { listTime } from './format';
import { InboxList } from './InboxList';
import { PresenceAvatar } from './PresenceAvatar';

const EMPTY: Record<Section, string> = {
  inbox: 'Your inbox is empty.',
  jobs: 'No conversations about your jobs yet.',
  services: 'No conversations about your services yet.',
  drafts: 'No drafts.',
  trash: 'The trash is empty.',
};

/** One section's (or folder's) conversations, newest activity first, with more loaded on demand. */
export function ConversationList({
  inbox,
  section,
  folder,
  search,
  selectedId,
  onSelect,
}: {
  inbox: Inbox;
  section: Section;
  folder: string | null;
  search: string;
  selectedId: number | null;
  onSelect: (c: ConversationView) => void;
}) {
  const query = useInfiniteQuery(conversationsQuery(inbox, section, folder, search));
  const inboxEmpty =
    section === 'inbox' &&
    !folder &&
    !search &&
    query.data !== undefined &&
    !query.data.pages[0]?.data.length;
  const emptyInbox = useEmptyInboxText(inbox, inboxEmpty);
  return (
    <InboxList
      query={query}
      label="Conversations"
      empty={
        search
          ? `No conversations match “${search}”.`
          : folder
            ? 'This folder is empty.'
            : section === 'inbox'
              ? emptyInbox
              : EMPTY[section]
      }
      more="Load more conversations"
    >
      {(c) => (
        <ConversationItem
          conversation={c}
          selected={c.id === selectedId}
          loadedAt={query.dataUpdatedAt}
          onSelect={() => onSelect(c)}
        />
      )}
    </InboxList>
  );
}

/**
 * What an empty inbox says. Only someone with no conversation at all gets the first-time hint;
 * conversations filed in folders (a person's) or waiting in the trash leave the inbox just empty.
 */
function useEmptyInboxText(inbox: Inbox, empty: boolean): string {
  const folders = useQuery({ ...foldersQuery(), enabled: empty && inbox.kind === 'user' });
  const trash = useInfiniteQuery({ ...conversationsQuery(inbox, 'trash', null, ''), enabled: empty });
  if ((folders.data ?? []).some((f) => f.conversation_count > 0))
    return 'Your inbox is empty — your conversations are in your folders.';
  const foldersKnown = inbox.kind === 'organization' || folders.data !== undefined;
  const trashed = trash.data?.pages[0]?.data.length;
  return foldersKnown && trashed === 0 ? 'No conversations yet — start one with New message.' : EMPTY.inbox;
}

/** A message of files only is previewed by them; a deleted one says so. */
function previewOf(last: NonNullable<ConversationView['last_message']>): string {
  if (last.is_deleted) return 'Message deleted';
  if (last.preview) return last.preview;
  if (last.attachment_count > 1) return `📎 ${last.attachment_count} attachments`;
  return last.attachment_name ? `📎 ${last.attachment_name}` : '';
}

function ConversationItem({
  conversation: c,
  selected,
  loadedAt,
  onSelect,
}: {
  conversation: ConversationView;
  selected: boolean;
  loadedAt: number;
  onSelect: () => void;
}) {
  const unread = c.unread_count > 0;
  // What it is about (LinkedIn shows the job under the name); the organization is already the name.
  const subject = c.job?.title ?? null;
  return (
    <UnstyledButton
      onClick={onSelect}
      w="100%"
      px="sm"
      py="xs"
      aria-current={selected ? 'true' : undefined}
      data-testid="conversation"
      style={{
        background: selected ? 'var(--mantine-color-teal-0)' : undefined,
        borderBottom: '1px solid var(--mantine-color-gray-2)',
      }}
    >
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <PresenceAvatar who={c.counterpart} loadedAt={loadedAt} />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={unread ? 700 : 500} size="sm" truncate>
              {c.counterpart.name}
            </Text>
            {c.last_message && (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {listTime(c.last_message.created_at)}
              </Text>
            )}
          </Group>
          {subject && (
            <Text size="xs" c="teal.8" truncate>
              {subject}
            </Text>
          )}
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="xs" c={unread ? 'dark' : 'dimmed'} fw={unread ? 600 : 400} truncate>
              {c.last_message ? previewOf(c.last_message) : 'No messages yet'}
            </Text>
            {unread && (
              <Badge size="sm" color="red.8" circle={c.unread_count < 10}>
                {c.unread_count}
                <VisuallyHidden> unread</VisuallyHidden>
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
