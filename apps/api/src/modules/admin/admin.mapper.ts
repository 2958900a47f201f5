import type { AdminOrganizationView } from '@hctl/contracts';
import type { OrganizationWithOwner } from '../organizations/organizations.service';

export const toAdminOrganization = ({ org, owner }: OrganizationWithOwner): AdminOrganizationView => ({
  id: org.id,
  slug: org.slug,
  company_name: org.company_name,
  approval_status: org.approval_status,
  // The rejection comment is only meaningful (and only sent) when rejected.
  approval_comment: org.approval_status === 'rejected' ? org.approval_comment : null,
  status: org.status,
  is_archived: org.is_archived,
  owner: { name: `${owner.first_name} ${owner.last_name}`.trim(), email: owner.email },
  created_at: org.created_at.toISOString(),
});
