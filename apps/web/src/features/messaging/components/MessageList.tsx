import type { MessageView } from '@hctl/contracts';
import { Anchor, Box, Center, Group, Image, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadMore } from '../../../components/LoadMore';
import { QueryState } from '../../../components/QueryState';
import { useFollowNewest } from '../../../lib/use-follow-newest';
import type { Inbox } from '../api/inbox';
import { messagesQuery } from '../api/messages';
import { fileSize, messageTime } from './format';
import type { PendingMessage } from './use-pending-sends';

/** Whether the message was written from this inbox's side (the person, or the organization). */
export const isMine = (inbox: Inbox, m: MessageView) =>
  inbox.kind === 'user'
    ? m.sender.organization_id === null && m.sender.id === inbox.userId
    : m.sender.organization_id === inbox.orgId;

/**
 * A conversation's messages, oldest at the top. Scrolling to the top (or the button there) loads
 * older ones without moving what is on screen; a new message scrolls down when the reader was at
 * the bottom already (or wrote it), as chat apps do.
 */
export function MessageList({
  inbox,
  conversationId,
  trashed,
  pending,
  onRetry,
  onDiscard,
  onDelete,
}: {
  inbox: Inbox;
  conversationId: number;
  trashed: boolean;
  pending: PendingMessage[];
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  onDelete: (m: MessageView) => void;
}) {
  const query = useInfiniteQuery(messagesQuery(inbox, conversationId, trashed));
  const messages = query.data ? [...query.data.pages].reverse().flatMap((p) => p.messages) : [];
  const sentIds = new Set(messages.map((m) => m.client_id).filter(Boolean));
  const waiting = pending.filter((p) => !sentIds.has(p.clientId));
  const organization = query.data?.pages[0]?.conversation.organization ?? null;

  const loaded = Boolean(query.data);
  const follow = useFollowNewest({
    newest: `${messages.at(-1)?.id ?? 0}:${waiting.length}`,
    oldest: messages[0]?.id ?? 0,
    sending: waiting.some((p) => p.status === 'sending'),
    ready: loaded,
  });
  const onScroll = () => {
    follow.onScroll();
    const el = follow.viewport.current;
    if (el && el.scrollTop < 40 && query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };

  return (
    <Box
      ref={follow.viewport}
      onScroll={onScroll}
      style={{ flex: 1, overflowY: 'auto' }}
      px="md"
      py="sm"
      data-testid="messages"
    >
      <QueryState query={query}>
        {() => (
          <Stack gap="xs" ref={follow.content}>
            {query.hasNextPage ? (
              <Center>
                <LoadMore query={query} size="xs">
                  Load older messages
                </LoadMore>
              </Center>
            ) : (
              <Text size="xs" c="dimmed" ta="center">
                This is the start of the conversation.
              </Text>
            )}
            {messages.map((m) => (
              <MessageItem
                key={m.id}
                message={m}
                mine={isMine(inbox, m)}
                // Someone answering for an organization is shown with it, as LinkedIn does for pages.
                org={m.sender.organization_id === organization?.id ? organization.name : null}
                trashed={trashed}
                onDelete={onDelete}
              />
            ))}
            {waiting.map((p) => (
              <PendingItem key={p.clientId} pending={p} onRetry={onRetry} onDiscard={onDiscard} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}

function Bubble({ mine, children, testId }: { mine: boolean; children: React.ReactNode; testId: string }) {
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'} data-testid={testId} data-mine={mine}>
      <Paper
        px="sm"
        py={6}
        radius="md"
        maw="75%"
        bg={mine ? 'teal.0' : 'gray.0'}
        style={{ border: '1px solid var(--mantine-color-gray-3)' }}
      >
        {children}
      </Paper>
    </Group>
  );
}

function MessageItem({
  message: m,
  mine,
  org,
  trashed,
  onDelete,
}: {
  message: MessageView;
  mine: boolean;
  org: string | null;
  trashed: boolean;
  onDelete: (m: MessageView) => void;
}) {
  return (
    <Bubble mine={mine} testId="message">
      {!mine && (
        <Text size="xs" fw={600}>
          {org ? `${m.sender.name} · ${org}` : m.sender.name}
        </Text>
      )}
      {m.is_deleted ? (
        <Text size="sm" fs="italic" c="dimmed">
          This message was deleted.
        </Text>
      ) : (
        <>
          {m.message && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.message}
            </Text>
          )}
          {m.attachments.length > 0 && (
            <Stack gap={4} mt={m.message ? 4 : 0}>
              {m.attachments.map((a) =>
                a.mime.startsWith('image/') ? (
                  <Anchor key={a.id} href={a.url} target="_blank" rel="noopener">
                    <Image src={a.url} alt={a.name} maw={220} mah={180} fit="contain" radius="sm" />
                  </Anchor>
                ) : (
                  <Anchor
                    key={a.id}
                    href={a.url}
                    target="_blank"
                    rel="noopener"
                    size="sm"
                    data-testid="attachment"
                  >
                    <PaperclipIcon /> {a.name} ({fileSize(a.size)})
                  </Anchor>
                ),
              )}
            </Stack>
          )}
        </>
      )}
      <Group gap="xs" justify="flex-end" mt={2}>
        <Text size="xs" c="dimmed">
          {messageTime(m.created_at)}
        </Text>
        {mine && !m.is_deleted && !trashed && (
          <Anchor component="button" type="button" size="xs" c="red.9" onClick={() => onDelete(m)}>
            Delete
          </Anchor>
        )}
      </Group>
    </Bubble>
  );
}

function PendingItem({
  pending: p,
  onRetry,
  onDiscard,
}: {
  pending: PendingMessage;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}) {
  return (
    <Bubble mine testId="pending-message">
      {p.message && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {p.message}
        </Text>
      )}
      {p.files.map((f) => (
        <Text key={f.name} size="sm" c="dimmed">
          <PaperclipIcon /> {f.name} ({fileSize(f.size)})
        </Text>
      ))}
      {p.progress !== null && p.status === 'sending' && (
        <Progress value={p.progress} size="sm" mt={4} aria-label={`Uploading, ${p.progress}%`} />
      )}
      <Group gap="xs" justify="flex-end" mt={2}>
        {p.status === 'sending' ? (
          <Group gap={4}>
            <Loader size={10} role="status" aria-label="Sending" />
            <Text size="xs" c="dimmed">
              Sending…
            </Text>
          </Group>
        ) : (
          <>
            <Text size="xs" c="red.9" role="alert">
              Not sent{p.error ? `: ${p.error}` : ''}
            </Text>
            {p.retryable !== false && (
              <Anchor component="button" type="button" size="xs" onClick={() => onRetry(p.clientId)}>
                Retry
              </Anchor>
            )}
            <Anchor
              component="button"
              type="button"
              size="xs"
              c="dimmed"
              onClick={() => onDiscard(p.clientId)}
            >
              Discard
            </Anchor>
          </>
        )}
      </Group>
    </Bubble>
  );
}

function PaperclipIcon() {
  return (
    <svg
      width="12"
      height="12"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      style={{ verticalAlign: '-1px' }}
    >
      <path d="m21 12-8.6 8.6a6 6 0 0 1-8.5-8.5l8.6-8.6a4 4 0 0 1 5.7 5.7l-8.6 8.6a2 2 0 0 1-2.8-2.8L15 7" />
    </svg>
  );
}
