import type { AssignedOrganizationView, OrganizationDetailView, OrganizationSummary } from '@hctl/contracts';
import type { OrganizationRow } from './organizations.repository';

export const toOrganizationSummary = (o: OrganizationRow, viewerId: number): OrganizationSummary => ({
  id: o.id,
  slug: o.slug,
  company_name: o.company_name,
  approval_status: o.approval_status,
  // The rejection comment is only meaningful (and only sent) when rejected.
  approval_comment: o.approval_status === 'rejected' ? o.approval_comment : null,
  status: o.status,
  is_archived: o.is_archived,
  is_owner: o.owner_id === viewerId,
  basic_info: { company_profile_image: o.company_profile_image },
  created_at: o.created_at.toISOString(),
});

export const toOrganizationDetail = (
  o: OrganizationRow,
  viewerId: number,
  permissions: string[],
): OrganizationDetailView => Object.assign(toOrganizationSummary(o, viewerId), { permissions });

export const toAssignedOrganization = (
  o: OrganizationRow,
  viewerId: number,
  roleName: string,
): AssignedOrganizationView => Object.assign(toOrganizationSummary(o, viewerId), { role_name: roleName });
