import type { InboxKey } from './keys';

/**
 * Whose inbox a screen shows: the person's own, or an organization's shared inbox (members with the
 * messages permission answer for the organization). Every call path is built from this.
 */
export type Inbox =
  | { kind: 'user'; key: 'me'; userId: number }
  | { kind: 'organization'; key: InboxKey; userId: number; orgSlug: string; orgId: number };

export type Section = 'inbox' | 'jobs' | 'services' | 'drafts' | 'trash';

/** `?org-slug=` for the organization's calls ('' for the person's own inbox). */
export const orgQuery = (inbox: Inbox) =>
  inbox.kind === 'organization' ? `?org-slug=${encodeURIComponent(inbox.orgSlug)}` : '';
