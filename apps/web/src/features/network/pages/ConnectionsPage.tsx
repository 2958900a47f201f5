import type { ConnectionInviteView } from '@hctl/contracts';
import { Badge, Button, Container, Group, List, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ListPages } from '../../../components/ListPages';
import { personName } from '../../../components/network/RecommendationItem';
import { reloadOnConflict } from '../../../components/network/reload-on-conflict';
import { useNetworkNotifications } from '../../../components/network/use-network-live';
import { PageTab } from '../../../components/PageTab';
import { usePageTitle } from '../../../components/usePageTitle';
import { shortDate } from '../../../lib/dates';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useTabParam } from '../../../lib/use-tab-param';
import { networkKeys } from '../api/keys';
import {
  acceptInvite,
  cancelInvite,
  connectionsQuery,
  declineInvite,
  invitesQuery,
  removeConnection,
  sendInvite,
  suggestionsQuery,
} from '../api/network';
import { ConfirmButton } from '../components/ConfirmButton';
import { PersonCard } from '../components/PersonCard';
import { SearchedList } from '../components/SearchedList';

const TABS = ['connections', 'invitations', 'sent', 'suggestions'] as const;
const invalidate = [networkKeys.all];

function ConnectionsTab() {
  const remove = useApiMutation({ mutationFn: removeConnection, invalidate });
  return (
    <SearchedList
      label="Search your connections"
      options={connectionsQuery}
      empty={(search) =>
        search
          ? 'No connection matches this name.'
          : 'No connections yet: see Suggestions for people you may know.'
      }
    >
      {(d, page, setPage) => (
        <>
          <Text size="sm" c="dimmed">
            {d.total} {d.total === 1 ? 'connection' : 'connections'}
          </Text>
          {d.data.map((c) => (
            <PersonCard key={c.user.id} person={c.user} testId="connection">
              <ConfirmButton
                label="Remove"
                aria-label={`Remove ${personName(c.user)}`}
                title="Remove connection"
                question={`Remove ${personName(c.user)} from your connections? They are not told.`}
                confirmLabel="Remove"
                onConfirm={() => remove.run(c.user.id)}
              />
            </PersonCard>
          ))}
          <ListPages total={d.last_page} page={page} setPage={setPage} label="Connection pages" />
        </>
      )}
    </SearchedList>
  );
}

function InviteNote({ invite }: { invite: ConnectionInviteView }) {
  return (
    <>
      {invite.message && (
        <Text size="sm" fs="italic">
          “{invite.message}”
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {shortDate(invite.created_at)}
      </Text>
    </>
  );
}

function InvitesTab({ kind, reload }: { kind: 'received' | 'sent'; reload: () => void }) {
  const onError = reloadOnConflict(reload);
  const accept = useApiMutation({ mutationFn: acceptInvite, invalidate, onError });
  const decline = useApiMutation({ mutationFn: declineInvite, invalidate, onError });
  const cancel = useApiMutation({ mutationFn: cancelInvite, invalidate, onError });
  return (
    <SearchedList
      label={kind === 'received' ? 'Search invitations' : 'Search sent invitations'}
      options={(params) => invitesQuery(kind, params)}
      empty={() => (kind === 'received' ? 'No invitations waiting.' : 'No pending invitations sent.')}
    >
      {(d, page, setPage) => (
        <>
          {d.data.map((i) => (
            <PersonCard key={i.id} person={i.user} note={<InviteNote invite={i} />} testId={`invite-${kind}`}>
              {kind === 'received' ? (
                <>
                  <Button
                    onClick={() => accept.run(i.id)}
                    loading={accept.isPending && accept.variables === i.id}
                    aria-label={`Accept ${personName(i.user)}`}
                  >
                    Accept
                  </Button>
                  <ConfirmButton
                    label="Decline"
                    aria-label={`Decline ${personName(i.user)}`}
                    title="Decline invitation"
                    question={`Decline ${personName(i.user)}'s invitation? They can invite you again later.`}
                    confirmLabel="Decline"
                    onConfirm={() => decline.run(i.id)}
                  />
                </>
              ) : (
                <ConfirmButton
                  label="Cancel"
                  aria-label={`Cancel invitation to ${personName(i.user)}`}
                  title="Cancel invitation"
                  question={`Take back your invitation to ${personName(i.user)}?`}
                  confirmLabel="Cancel invitation"
                  onConfirm={() => cancel.run(i.id)}
                />
              )}
            </PersonCard>
          ))}
          <ListPages total={d.last_page} page={page} setPage={setPage} label="Invitation pages" />
        </>
      )}
    </SearchedList>
  );
}

function SuggestionsTab() {
  const [invited, setInvited] = useState<Set<number>>(new Set());
  const connect = useApiMutation({
    mutationFn: sendInvite,
    // The list keeps its place: the card shows "Invited" until the next reload drops it.
    invalidate: [
      ['network', 'connections'],
      ['network', 'sent'],
    ],
    onSuccess: (_res, id) => setInvited((s) => new Set(s).add(id)),
  });
  return (
    <SearchedList
      label="Search people"
      options={suggestionsQuery}
      empty={(search) => (search ? 'No one by this name to suggest.' : 'No suggestions right now.')}
    >
      {(d, page, setPage) => (
        <>
          {d.data.map((s) => (
            <PersonCard
              key={s.user.id}
              person={s.user}
              testId="suggestion"
              note={
                <List size="xs" c="dimmed" aria-label={`Why ${personName(s.user)} is suggested`}>
                  {s.reasons.map((r) => (
                    <List.Item key={r}>{r}</List.Item>
                  ))}
                </List>
              }
            >
              {invited.has(s.user.id) ? (
                <Badge variant="light" color="gray" size="lg">
                  Invited
                </Badge>
              ) : (
                <Button
                  onClick={() => connect.run(s.user.id)}
                  loading={connect.isPending && connect.variables === s.user.id}
                  aria-label={`Connect with ${personName(s.user)}`}
                >
                  Connect
                </Button>
              )}
            </PersonCard>
          ))}
          <Group>
            <Button variant="default" disabled={page === 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <Button variant="default" disabled={!d.has_more} onClick={() => setPage(page + 1)}>
              More people
            </Button>
          </Group>
        </>
      )}
    </SearchedList>
  );
}

/** /individual/{slug}/connections: connections, invitations received and sent, suggestions (?tab=). */
export default function ConnectionsPage() {
  usePageTitle('My network');
  const reload = useNetworkNotifications();
  const [tab, setTab] = useTabParam(TABS);
  return (
    <Container size="md" py="xl">
      <Stack>
        <div>
          <Title order={1}>My network</Title>
          <Text c="dimmed">The people you are connected with, and the ones you may know.</Text>
        </div>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <PageTab value="connections">Connections</PageTab>
            <PageTab value="invitations">Invitations</PageTab>
            <PageTab value="sent">Sent</PageTab>
            <PageTab value="suggestions">Suggestions</PageTab>
          </Tabs.List>
          <Tabs.Panel value="connections" pt="md">
            <ConnectionsTab />
          </Tabs.Panel>
          <Tabs.Panel value="invitations" pt="md">
            <InvitesTab kind="received" reload={reload} />
          </Tabs.Panel>
          <Tabs.Panel value="sent" pt="md">
            <InvitesTab kind="sent" reload={reload} />
          </Tabs.Panel>
          <Tabs.Panel value="suggestions" pt="md">
            <SuggestionsTab />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
