import { type GroupSuggestionView, type GroupView, groupInviteEmailsBody } from '@hctl/contracts';
import { Badge, Button, Card, Divider, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadMore } from '../../../components/LoadMore';
import { QueryState } from '../../../components/QueryState';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { groupsKeys } from '../api/keys';
import { inviteEmails, inviteUsers, peopleSearchQuery, suggestionsQuery } from '../api/members';
import { NoteField } from './NoteField';
import { PersonRow } from './PersonRow';

const REASONS: Record<GroupSuggestionView['reason'], string> = {
  connection: 'A connection of yours',
  city: 'Works in your city',
  specialty: 'Shares your specialty',
  name: 'Matches your search',
};

/**
 * People to invite: suggestions, or anyone found by name; invitations by e-mail for people not on
 * HCTL. Inviting someone already in the group or invited is skipped by the server (its message says).
 */
export function InvitePanel({ group }: { group: GroupView }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const q = useInfiniteQuery(suggestionsQuery(group.slug));
  const found = useQuery(peopleSearchQuery(group.slug, debounced));
  const [invited, setInvited] = useState<Set<number>>(new Set());
  const invite = useApiMutation({
    mutationFn: inviteUsers,
    invalidate: [groupsKeys.invitable(group.slug)],
    // Marked invited only when the server invited them (it skips people it cannot invite, and says so).
    onSuccess: (res, v) => {
      if (res.data.invited > 0) setInvited((s) => new Set([...s, ...v.userIds]));
    },
  });
  const inviteButton = (p: { id: number; name: string }) => (
    <Button
      size="xs"
      variant={invited.has(p.id) ? 'light' : 'filled'}
      disabled={invited.has(p.id)}
      loading={invite.isPending && invite.variables?.userIds.includes(p.id)}
      onClick={() => invite.run({ slug: group.slug, userIds: [p.id] })}
      aria-label={invited.has(p.id) ? `${p.name} invited` : `Invite ${p.name}`}
    >
      {invited.has(p.id) ? 'Invited' : 'Invite'}
    </Button>
  );
  const [emails, setEmails] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const byEmail = useApiMutation({
    mutationFn: inviteEmails,
    onFieldErrors: (e) => setEmailError(Object.values(e)[0] ?? null),
    onSuccess: () => {
      setEmails([]);
      setMessage('');
    },
  });
  const sendEmails = () => {
    const parsed = groupInviteEmailsBody.safeParse({ emails, message: message.trim() || null });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? 'Check the addresses.');
      return;
    }
    setEmailError(null);
    void byEmail.run({ slug: group.slug, emails: parsed.data.emails, message: parsed.data.message });
  };
  return (
    <Stack gap="lg">
      <Card withBorder radius="md">
        <Stack gap="sm">
          <Title order={3} size="h5">
            Invite people on HCTL
          </Title>
          <TextInput
            label="Search people"
            placeholder="Name"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            maw={360}
          />
          {debounced ? (
            <QueryState
              query={found}
              isEmpty={(d) => !d.length}
              empty={
                <Text c="dimmed" size="sm">
                  No one on HCTL matches “{debounced}”.
                </Text>
              }
            >
              {(people) => (
                <Stack gap={0} data-testid="people-found">
                  {people.map((p) => (
                    <div key={p.id}>
                      <PersonRow person={p} testId="person-found">
                        {inviteButton(p)}
                      </PersonRow>
                      <Divider />
                    </div>
                  ))}
                </Stack>
              )}
            </QueryState>
          ) : (
            <QueryState
              query={q}
              isEmpty={(d) => !d.pages[0]?.data.length}
              empty={
                <Text c="dimmed" size="sm" data-testid="suggestions-empty">
                  No suggestions right now: search for someone by name.
                </Text>
              }
            >
              {(d) => (
                <Stack gap={0} data-testid="suggestions">
                  {d.pages
                    .flatMap((pg) => pg.data)
                    .map((p) => (
                      <div key={p.id}>
                        <PersonRow
                          person={p}
                          testId="suggestion"
                          note={
                            <Badge variant="light" color="gray" tt="none" size="sm">
                              {REASONS[p.reason] ?? 'Suggested'}
                            </Badge>
                          }
                        >
                          {inviteButton(p)}
                        </PersonRow>
                        <Divider />
                      </div>
                    ))}
                  <LoadMore query={q} variant="default" size="xs" mt="xs" w="fit-content">
                    More people
                  </LoadMore>
                </Stack>
              )}
            </QueryState>
          )}
        </Stack>
      </Card>
      <Card withBorder radius="md">
        <Stack gap="sm">
          <Title order={3} size="h5">
            Invite by e-mail
          </Title>
          <Text size="sm" c="dimmed">
            For people who are not on HCTL yet: they get a link to join after signing up.
          </Text>
          <TagsInput
            label="E-mail addresses"
            description="Press Enter after each address"
            value={emails}
            onChange={setEmails}
            splitChars={[',', ' ', ';']}
            maxTags={20}
            error={emailError}
            clearable
          />
          <NoteField label="A note (optional)" value={message} onChange={setMessage} />
          <Button w="fit-content" onClick={sendEmails} loading={byEmail.isPending} disabled={!emails.length}>
            Send invitations
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
