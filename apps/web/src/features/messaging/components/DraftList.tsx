import type { DraftView } from '@hctl/contracts';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { draftsQuery } from '../api/drafts';
import type { Inbox } from '../api/inbox';
import { listTime } from './format';
import { InboxList } from './InboxList';

/** Unsent messages: opening one puts it in the composer of its conversation (or a new message). */
export function DraftList({
  inbox,
  selectedId,
  onOpen,
}: {
  inbox: Inbox;
  selectedId: number | null;
  onOpen: (d: DraftView) => void;
}) {
  const query = useInfiniteQuery(draftsQuery(inbox));
  return (
    <InboxList
      query={query}
      label="Drafts"
      empty="No drafts. Save a message as a draft to finish it later."
      more="Load more drafts"
    >
      {(d) => (
        <UnstyledButton
          onClick={() => onOpen(d)}
          w="100%"
          px="sm"
          py="xs"
          data-testid="draft"
          aria-current={d.id === selectedId ? 'true' : undefined}
          style={{
            background: d.id === selectedId ? 'var(--mantine-color-teal-0)' : undefined,
            borderBottom: '1px solid var(--mantine-color-gray-2)',
          }}
        >
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={500} truncate>
              To {d.receiver?.name ?? 'someone'}
            </Text>
            <Text size="xs" c="dimmed">
              {listTime(d.updated_at)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {d.message || 'Empty draft'}
          </Text>
        </UnstyledButton>
      )}
    </InboxList>
  );
}
