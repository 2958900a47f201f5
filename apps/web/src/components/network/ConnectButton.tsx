import { Badge, Button } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import {
  acceptInviteById,
  connectionStatusQuery,
  networkRootKey,
  publicRecommendationsQuery,
  sendInviteTo,
} from '../../lib/api/network';
import { useAuth } from '../../lib/auth-store';
import { type ComposeTo, composeState } from '../../lib/compose-to';
import { useApiMutation } from '../../lib/use-api-mutation';
import { reloadOnConflict } from './reload-on-conflict';

/** Loaded on demand: a visitor's profile page does not download the realtime client for it. */
const NetworkLive = lazy(() => import('./NetworkLive'));

/**
 * A profile's Connect button for a signed-in individual: connect, invited, accept theirs, connected.
 * The other person's answer (or change of mind) reaches it live, not at the next reload.
 */
export function ConnectButton({ userId, name }: { userId: number; name: string }) {
  return (
    <>
      <ConnectState userId={userId} name={name} />
      <Suspense fallback={null}>
        <NetworkLive />
      </Suspense>
    </>
  );
}

function ConnectState({ userId, name }: { userId: number; name: string }) {
  const status = useQuery(connectionStatusQuery(userId));
  const qc = useQueryClient();
  const reload = () => void qc.invalidateQueries({ queryKey: networkRootKey });
  const send = useApiMutation({
    mutationFn: () => sendInviteTo(userId),
    invalidate: [networkRootKey],
    onError: reloadOnConflict(reload),
  });
  const accept = useApiMutation({
    mutationFn: (inviteId: number) => acceptInviteById(inviteId),
    invalidate: [networkRootKey],
    onError: reloadOnConflict(reload),
  });
  const s = status.data;
  if (!s || s.state === 'self') return null;
  if (s.state === 'connected')
    return (
      <Badge color="teal" variant="light" size="lg" data-testid="connection-state">
        Connected
      </Badge>
    );
  if (s.state === 'invited')
    return (
      <Badge color="gray" variant="light" size="lg" data-testid="connection-state">
        Invitation sent
      </Badge>
    );
  if (s.state === 'invited_you' && s.invite_id)
    return (
      <Button loading={accept.isPending} onClick={() => accept.run(s.invite_id!)}>
        Accept {name}'s invitation
      </Button>
    );
  return (
    <Button loading={send.isPending} onClick={() => send.run()} aria-label={`Connect with ${name}`}>
      Connect
    </Button>
  );
}

/**
 * Connect and Message on a public profile: for signed-in individuals other than the owner. Message
 * opens the caller's messages with a new message to this person (`composeTo`).
 */
export function ProfileConnect({
  slug,
  name,
  image,
  headline,
  isOwner,
}: {
  slug: string;
  name: string;
  image: string | null;
  headline: string | null;
  isOwner: boolean;
}) {
  const auth = useAuth();
  const canConnect = auth.isAuthenticated && auth.role === 'individual' && !isOwner;
  // The public recommendations carry the person's id (the public profile has none).
  const person = useQuery({ ...publicRecommendationsQuery(slug), enabled: canConnect });
  if (!canConnect || !person.data) return null;
  const to: ComposeTo = { kind: 'user', id: person.data.user_id, slug, name, image, headline };
  return (
    <>
      <ConnectButton userId={person.data.user_id} name={name} />
      <Button
        variant="default"
        component={Link}
        to={`/individual/${auth.user?.slug}/messages`}
        state={composeState(to)}
        aria-label={`Message ${name}`}
      >
        Message
      </Button>
    </>
  );
}
