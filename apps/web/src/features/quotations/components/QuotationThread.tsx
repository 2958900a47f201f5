import {
  allowedEvents,
  channelName,
  type QuotationKind,
  type QuotationMessageView,
  type QuotationThreadView,
} from '@hctl/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Collapse,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { MessageTextarea } from '../../../components/MessageTextarea';
import { QueryState } from '../../../components/QueryState';
import { enterSends } from '../../../lib/enter-sends';
import { toastError } from '../../../lib/notify';
import { useChannel } from '../../../lib/realtime/use-channel';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useFollowNewest } from '../../../lib/use-follow-newest';
import { requestCall } from '../api/calls';
import { restoreQuotation, trashQuotation, updateDraft } from '../api/conversation';
import { quotationsKeys } from '../api/keys';
import { threadQuery } from '../api/thread';
import { HistoryList } from './HistoryList';
import { QUOTATION_STATE_LABELS, when } from './labels';
import { OfferCard } from './OfferCard';
import { OfferFormModal } from './OfferForm';
import { counterpart } from './QuotationList';
import { useQuotationSends } from './use-quotation-sends';

/** The call page of a call, with the call's parameters in the query (spec §2). */
export const callPath = (callId: number, quotationId: number, kind: QuotationKind) =>
  `/video-call/${callId}?quotation_id=${quotationId}&kind=${kind}`;

/**
 * The selected quotation: its conversation with offers inline, calls, history and actions. The inbox
 * reads the same thread query to keep its list on the section the quotation is in.
 */
export function QuotationThread({
  id,
  kind,
  onTrashed,
}: {
  id: number;
  kind: QuotationKind;
  onTrashed: () => void;
}) {
  const qc = useQueryClient();
  const thread = useQuery(threadQuery(id, kind));
  // Messages, offers and state changes of this quotation arrive here: the thread, the lists and the
  // counts on screen are reloaded over HTTP (the view carries what the viewer may do next).
  const refresh = () => void qc.invalidateQueries({ queryKey: quotationsKeys.all });
  useChannel(channelName.quotation(id), refresh, refresh);
  return <QueryState query={thread}>{(t) => <Thread t={t} kind={kind} onTrashed={onTrashed} />}</QueryState>;
}

function Thread({
  t,
  kind,
  onTrashed,
}: {
  t: QuotationThreadView;
  kind: QuotationKind;
  onTrashed: () => void;
}) {
  const q = t.quotation;
  const side = q.viewer_side;
  const other = counterpart(q);
  const [offerOpen, setOfferOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const sends = useQuotationSends(q.id, kind);
  const invalidate = [quotationsKeys.thread(q.id), quotationsKeys.all];
  const trash = useApiMutation({ mutationFn: trashQuotation, invalidate, onSuccess: onTrashed });
  const restore = useApiMutation({ mutationFn: restoreQuotation, invalidate });
  const call = useApiMutation({
    mutationFn: (v: { quotationId: number; popup: Window | null }) => requestCall(v.quotationId),
    toast: false,
    invalidate,
    onSuccess: (res, v) => {
      const path = callPath(res.data.id, q.id, kind);
      if (v.popup) v.popup.location.href = path;
      else if (!window.open(path, '_blank')) toastError('Allow pop-ups to open the call window.');
    },
    onError: (_err, v) => {
      v.popup?.close();
      return false;
    },
  });

  const offers = new Map(t.offers.map((o) => [o.id, o]));
  const billingSlug = q.buyer.role === 'organization' ? q.buyer.slug : null;
  const canOffer =
    q.state === 'requested' && !q.is_trashed && allowedEvents('offer', null, side).includes('send_offer');
  const canCall = q.state !== 'draft' && !q.is_trashed;
  const activeCalls = t.calls.filter((c) => c.status === 'requested' || c.status === 'started');
  const seen = new Set(t.messages.map((m) => m.client_id).filter(Boolean));
  const messages = [...t.messages].sort((a, b) => a.seq - b.seq);
  const waiting = sends.pending.filter((p) => !seen.has(p.clientId));
  const follow = useFollowNewest({
    newest: `${messages.at(-1)?.id ?? 0}:${waiting.length}`,
    sending: waiting.some((p) => p.status === 'sending'),
  });

  return (
    <Stack gap={0} h="100%">
      <Box p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" data-testid="thread-title">
              {other.name}
            </Title>
            <Text size="sm" truncate>
              About{' '}
              <Anchor
                component={Link}
                to={
                  q.service.kind === 'post'
                    ? `/services/${q.service.slug}`
                    : `/services/${q.service.slug}?type=service_${q.service.kind}`
                }
              >
                {q.service.title}
              </Anchor>
            </Text>
            <Group gap={6}>
              <Badge variant="light" tt="none" data-testid="quotation-state">
                {QUOTATION_STATE_LABELS[q.state]}
              </Badge>
              <Badge variant="outline" color="gray" tt="none">
                {side === 'buyer' ? 'You are the buyer' : 'You are the provider'}
              </Badge>
              {q.is_trashed && (
                <Badge color="gray" tt="none">
                  In the trash
                </Badge>
              )}
            </Group>
          </Stack>
          <Group gap="xs">
            {canOffer && (
              <Button size="xs" onClick={() => setOfferOpen(true)}>
                Send an offer
              </Button>
            )}
            {canCall && (
              <Button
                size="xs"
                variant="light"
                loading={call.isPending}
                onClick={() => {
                  // Opened now, inside the click: a window opened after the answer is a blocked pop-up.
                  const popup = window.open('about:blank', '_blank');
                  call.mutate({ quotationId: q.id, popup });
                }}
              >
                Start a call
              </Button>
            )}
            <Button
              size="xs"
              variant="default"
              onClick={() => setHistoryOpen((o) => !o)}
              aria-expanded={historyOpen}
            >
              History
            </Button>
            {q.is_trashed ? (
              <Button
                size="xs"
                variant="default"
                loading={restore.isPending}
                onClick={() => restore.mutate(q.id)}
              >
                Restore
              </Button>
            ) : (
              <Button
                size="xs"
                variant="default"
                color="red"
                loading={trash.isPending}
                onClick={() => trash.mutate(q.id)}
              >
                Move to trash
              </Button>
            )}
          </Group>
        </Group>
        <Collapse expanded={historyOpen}>
          <Box mt="sm">
            <HistoryList history={t.history} />
          </Box>
        </Collapse>
        {activeCalls.map((c) => (
          <Alert key={c.id} mt="sm" color="teal" data-testid="active-call" p="xs">
            <Group justify="space-between">
              <Text size="sm">
                {c.status === 'requested' ? 'A call is ringing' : 'A call is going on'} (since{' '}
                {when(c.created_at)})
              </Text>
              <Button
                size="xs"
                component="a"
                href={callPath(c.id, q.id, kind)}
                target="_blank"
                rel="noopener"
              >
                Join the call
              </Button>
            </Group>
          </Alert>
        ))}
      </Box>
      {/* A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable). */}
      <ScrollArea
        style={{ flex: 1 }}
        p="sm"
        viewportRef={follow.viewport}
        onScrollPositionChange={follow.onScroll}
        viewportProps={{ tabIndex: 0, 'aria-label': 'Conversation', role: 'region' }}
      >
        <Stack gap="sm" aria-label="Conversation" role="log" ref={follow.content}>
          {messages.map((m) => (
            <Line key={m.id} m={m} mine={m.sender_side === side}>
              {m.kind === 'offer' && m.offer_id && offers.get(m.offer_id) ? (
                <OfferCard offer={offers.get(m.offer_id)!} side={side} billingSlug={billingSlug} />
              ) : null}
            </Line>
          ))}
          {waiting.map((p) => (
            <Paper key={p.clientId} p="xs" bg="teal.0" maw="80%" ml="auto" data-testid="pending-message">
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {p.message}
              </Text>
              <Group gap="xs" justify="flex-end">
                <Text size="xs" c={p.status === 'failed' ? 'red.8' : 'dimmed'}>
                  {p.status === 'failed' ? (p.error ?? 'Not sent') : 'Sending…'}
                </Text>
                {p.status === 'failed' && (
                  <>
                    {p.retryable !== false && (
                      <Button size="compact-xs" variant="subtle" onClick={() => sends.retry(p.clientId)}>
                        Retry
                      </Button>
                    )}
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="gray"
                      onClick={() => sends.discard(p.clientId)}
                    >
                      Discard
                    </Button>
                  </>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      </ScrollArea>
      {q.state === 'draft' ? (
        <DraftComposer id={q.id} initial={messages[0]?.message ?? ''} />
      ) : (
        !q.is_trashed && <Composer onSend={sends.send} />
      )}
      {canOffer && (
        <OfferFormModal quotationId={q.id} opened={offerOpen} onClose={() => setOfferOpen(false)} />
      )}
    </Stack>
  );
}

/** A line of the conversation: a message bubble, an offer, or the line of an event or a call. */
function Line({ m, mine, children }: { m: QuotationMessageView; mine: boolean; children: React.ReactNode }) {
  if (m.kind === 'event' || m.kind === 'call')
    return (
      <Text size="xs" c="dimmed" ta="center" data-testid="event-line">
        {m.message} · {when(m.created_at)}
      </Text>
    );
  return (
    <Box maw="80%" ml={mine ? 'auto' : undefined} data-testid={m.kind === 'offer' ? 'offer-line' : 'message'}>
      {children ?? (
        <Paper p="xs" bg={mine ? 'teal.0' : 'gray.0'}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {m.message}
          </Text>
        </Paper>
      )}
      <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'}>
        {m.sender?.name ?? ''} · {when(m.created_at)}
      </Text>
    </Box>
  );
}

function Composer({ onSend }: { onSend: (message: string) => void }) {
  const [text, setText] = useState('');
  const submit = () => {
    const message = text.trim();
    if (!message) return;
    onSend(message);
    setText('');
  };
  return (
    <Group p="sm" align="flex-end" gap="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Textarea
        aria-label="Message"
        placeholder="Write a message"
        autosize
        minRows={1}
        maxRows={6}
        maxLength={10_000}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (enterSends(e)) {
            e.preventDefault();
            submit();
          }
        }}
        style={{ flex: 1 }}
      />
      <Button onClick={submit} disabled={!text.trim()}>
        Send
      </Button>
    </Group>
  );
}

/** A draft (only its author sees it): edit the message, save it, or send the request. */
function DraftComposer({ id, initial }: { id: number; initial: string }) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const invalidate = [quotationsKeys.thread(id), quotationsKeys.all];
  const save = useApiMutation({
    mutationFn: updateDraft,
    invalidate,
    onFieldErrors: (e) => setError(e.message),
  });
  return (
    <Stack p="sm" gap="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <MessageTextarea
        label="Your draft"
        minRows={2}
        maxRows={8}
        value={text}
        onChange={setText}
        error={error}
      />
      <Group justify="flex-end" gap="xs">
        <Button
          variant="default"
          loading={save.isPending && save.variables?.body.send !== true}
          disabled={save.isPending || !text.trim()}
          onClick={() => save.mutate({ id, body: { message: text.trim() } })}
        >
          Save draft
        </Button>
        <Button
          loading={save.isPending && save.variables?.body.send === true}
          disabled={save.isPending || !text.trim()}
          onClick={() => save.mutate({ id, body: { message: text.trim(), send: true } })}
        >
          Send request
        </Button>
      </Group>
    </Stack>
  );
}
