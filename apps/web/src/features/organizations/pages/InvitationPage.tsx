import type { OrgInvitationLinkView } from '@hctl/contracts';
import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { enterOrganization } from '../../../lib/api/enter-organization';
import { sharedKeys } from '../../../lib/api/keys';
import { useAuth } from '../../../lib/auth-store';
import { shortDate } from '../../../lib/dates';
import { signInLink } from '../../../lib/safe-redirect';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { answerLinkedInvitation, invitationLinkQuery } from '../api/invitation-link';

const inviter = (i: OrgInvitationLinkView) => i.inviter_name ?? i.company_name;

/** What happened to an invitation that can no longer be accepted, in the words the person needs. */
function Closed({ i }: { i: OrgInvitationLinkView }) {
  const text = {
    cancelled: {
      title: 'This invitation was cancelled',
      body: `${i.company_name} cancelled it. If you still expect to join, ask ${inviter(i)} to invite you again.`,
    },
    expired: {
      title: 'This invitation has expired',
      body: `It could be accepted until ${shortDate(i.expires_at)}: ask ${inviter(i)} to send a new one.`,
    },
    accepted: { title: 'You already accepted this invitation', body: `You are on ${i.company_name}'s team.` },
    rejected: {
      title: 'You declined this invitation',
      body: `Ask ${inviter(i)} to invite you again if you changed your mind.`,
    },
    pending: { title: '', body: '' },
  }[i.status];
  return (
    <Alert
      color={i.status === 'accepted' ? 'teal' : 'yellow'}
      title={text.title}
      data-testid="invitation-closed"
    >
      {text.body}
    </Alert>
  );
}

/**
 * /invitation/{id}?signature=: where the invitation e-mail leads. A new person registers with the
 * invited e-mail (filled in), an existing one signs in, and both come back here to accept; a
 * cancelled or expired invitation says so.
 */
export default function InvitationPage() {
  usePageTitle('Team invitation');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const auth = useAuth();
  const query = invitationLinkQuery(id, params.get('signature') ?? '');
  const invitation = useQuery(query);
  const answer = useApiMutation({
    mutationFn: answerLinkedInvitation,
    invalidate: [query.queryKey, sharedKeys.organizations],
    onError: () => {
      // Cancelled or expired meanwhile: the page shows what the server now says.
      void qc.invalidateQueries({ queryKey: query.queryKey });
      return undefined;
    },
    onSuccess: async (res) => {
      if (res.data.status !== 'accepted') return;
      await enterOrganization(res.data.organization_slug);
      navigate(`/organization/${res.data.organization_slug}/dashboard`);
    },
  });
  const here = { pathname: location.pathname, search: location.search };
  return (
    <Container size="sm" py="xl">
      <QueryState query={invitation}>
        {(i) => (
          <Card withBorder padding="lg" data-testid="invitation-page">
            <Stack>
              <Title order={1} size="h3">
                {inviter(i)} invited you to join {i.company_name}'s team
              </Title>
              <Text>
                As <b>{i.role_name}</b> · sent to {i.email}
                {i.status === 'pending' && ` · expires ${shortDate(i.expires_at)}`}
              </Text>
              {i.status !== 'pending' ? (
                <Closed i={i} />
              ) : !auth.isAuthenticated ? (
                <Stack gap="xs">
                  {i.has_account ? (
                    <Button component={Link} to={signInLink(here)}>
                      Sign in with {i.email} to accept
                    </Button>
                  ) : (
                    <Button
                      component={Link}
                      to={`/register?individual=true&email=${encodeURIComponent(i.email)}&invitation=${encodeURIComponent(i.company_name)}`}
                    >
                      Create your free account to accept
                    </Button>
                  )}
                  <Text size="sm" c="dimmed">
                    {i.has_account
                      ? 'Once signed in you come back here to accept.'
                      : `Use ${i.email}: the invitation is waiting on your dashboard once your e-mail is verified.`}
                  </Text>
                </Stack>
              ) : auth.user?.email.toLowerCase() !== i.email.toLowerCase() ? (
                <Alert color="yellow" title="This invitation is for another e-mail">
                  You are signed in as {auth.user?.email}. Sign out, then sign in (or create an account) with{' '}
                  {i.email} to accept it.
                </Alert>
              ) : (
                <Group>
                  <Button onClick={() => answer.mutate({ id: i.id, status: 'accepted' })}>Accept</Button>
                  <Button variant="default" onClick={() => answer.mutate({ id: i.id, status: 'rejected' })}>
                    Decline
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
        )}
      </QueryState>
    </Container>
  );
}
