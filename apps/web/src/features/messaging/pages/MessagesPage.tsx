import { channelName } from '@hctl/contracts';
import { useParams } from 'react-router';
import { OrgArea } from '../../../components/OrgArea';
import { usePageTitle } from '../../../components/usePageTitle';
import { useAuth } from '../../../lib/auth-store';
import { Messenger } from '../components/Messenger';

/** `/individual/{slug}/messages` (spec §2): the signed-in person's own conversations. */
export default function MessagesPage() {
  const auth = useAuth();
  usePageTitle('Messages');
  if (!auth.user) return null;
  return (
    <Messenger
      inbox={{ kind: 'user', key: 'me', userId: auth.user.id }}
      title="Messages"
      channel={channelName.chat(auth.user.id)}
    />
  );
}

/**
 * `/organization/{slug}/messages` (not in the spec; mirrors the person's screen): the organization's
 * shared inbox, for the owner and members whose role has the messages permission. Folders are a
 * person's own, so the organization's inbox has none.
 */
export function OrganizationMessagesPage() {
  const { slug = '' } = useParams();
  const auth = useAuth();
  usePageTitle('Organization messages');
  return (
    <OrgArea slug={slug} permission="messages">
      {(org) => (
        <Messenger
          inbox={{
            kind: 'organization',
            key: `org:${slug}`,
            userId: auth.user?.id ?? 0,
            orgSlug: slug,
            orgId: org.id,
          }}
          title={`Messages · ${org.company_name}`}
          channel={channelName.orgChat(org.id)}
        />
      )}
    </OrgArea>
  );
}
