import { Anchor, Badge, Button, Card, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { outboxQuery } from '../api/outbox';

// http(s) addresses only: a message's text is never trusted to put another scheme in an href.
const URL_RE = /https?:\/\/[^\s<>"']+/g;

/** The message text with its http(s) links clickable (sign-in and verification links open in place). */
function Linked({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(URL_RE)) {
    // Sentence punctuation right after a link is not part of it.
    const url = m[0].replace(/[.,;:!?)]+$/, '');
    const at = m.index ?? 0;
    parts.push(text.slice(last, at));
    parts.push(
      <Anchor key={at} href={url} data-testid="outbox-link">
        {url}
      </Anchor>,
    );
    last = at + url.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

/** Development only: the messages HCTL would have sent, so OTP codes and links can be read locally. */
export default function OutboxPage() {
  usePageTitle('Developer outbox');
  const [to, setTo] = useState('');
  const query = useQuery(outboxQuery(to));
  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>Developer outbox</Title>
        <Text c="dimmed">
          E-mails and SMS messages sent by this development server (newest first). Not available in
          production.
        </Text>
        <Group>
          <TextInput
            aria-label="Filter by recipient"
            placeholder="Filter by exact recipient"
            value={to}
            onChange={(e) => setTo(e.currentTarget.value.trim())}
          />
          <Button variant="light" onClick={() => query.refetch()}>
            Refresh
          </Button>
        </Group>
        <QueryState
          query={query}
          isEmpty={(d) => d.length === 0}
          empty={<Text>No messages yet. Register or request a code to see one here.</Text>}
        >
          {(rows) => (
            <Stack>
              {rows.map((m) => (
                <Card key={m.id} withBorder data-testid="outbox-message">
                  <Group justify="space-between">
                    <Text fw={600}>{m.subject ?? 'SMS'}</Text>
                    <Group gap="xs">
                      <Badge variant="light">{m.channel}</Badge>
                      <Badge variant="outline">{m.status}</Badge>
                    </Group>
                  </Group>
                  <Text size="sm" c="dimmed">
                    to {m.to} · {new Date(m.created_at).toLocaleString()}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} mt="xs">
                    <Linked text={m.text} />
                  </Text>
                </Card>
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
