import { channelName } from '@hctl/contracts';
import { ActionIcon } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { useAuth } from '../lib/auth-store';
import type { InboxKey } from '../lib/realtime/messaging-cache';
import { useMessagingSync } from '../lib/realtime/messaging-sync';
import { unreadQuery } from '../lib/realtime/unread';
import { HeaderIcon, UnreadIndicator } from './HeaderUnread';

type Auth = ReturnType<typeof useAuth>;

/**
 * Header envelope with the unread count, on every signed-in page (loaded lazily by the header, so it
 * and the socket client never reach visitors). It also keeps the inboxes' caches live: the person's
 * own (private-chat.{me}) always, and the organization's shared inbox while they act for one.
 * In the organization area the badge counts the organization's inbox; a member whose role has no
 * messages permission sees their own count instead (the organization's is not asked for).
 */
export function MessagesBadge({ auth }: { auth: Auth }) {
  const org = auth.showData.organization;
  const userId = auth.user?.id ?? null;
  // Only a role with `messages` reads the organization's inbox: asking without it is a 403 on every page.
  const orgInbox: InboxKey | null =
    auth.role === 'organization' && org?.permissions?.includes('messages') ? `org:${org.slug}` : null;
  useMessagingSync(userId ? channelName.chat(userId) : null, 'me');
  useMessagingSync(orgInbox && org ? channelName.orgChat(org.id) : null, orgInbox ?? 'me');
  const mine = useQuery({ ...unreadQuery('me'), enabled: Boolean(userId) });
  const ofOrg = useQuery({ ...unreadQuery(orgInbox ?? 'me'), enabled: Boolean(orgInbox) });
  const useOrg = Boolean(orgInbox && !ofOrg.isError);
  const count = (useOrg ? ofOrg.data : mine.data) ?? 0;
  const to = useOrg ? `/organization/${org?.slug}/messages` : `/individual/${auth.user?.slug}/messages`;
  const label = count ? `Messages, ${count} unread` : 'Messages';
  return (
    <UnreadIndicator count={count} testId="messages-badge">
      <ActionIcon
        component={Link}
        to={to}
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={label}
        title={label}
      >
        <HeaderIcon>
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m3 7 9 6 9-6" />
        </HeaderIcon>
      </ActionIcon>
    </UnreadIndicator>
  );
}
