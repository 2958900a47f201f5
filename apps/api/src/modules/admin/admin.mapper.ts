import type {
  AdminActionView,
  AdminGroupView,
  AdminJobView,
  AdminOrganizationView,
  AdminServiceView,
  AdminUserView,
} from '@hctl/contracts';
import type { OrganizationWithOwner } from '../organizations/organizations.service';
import type { AdminGroupRow, AdminJobRow, AdminServiceRow, AdminUserRow } from './admin.repository';
import type { AdminActionRow } from './audit-log.repository';

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

export const toAdminAction = (r: AdminActionRow): AdminActionView => ({
  id: r.id,
  admin: { id: r.admin_user_id, name: r.admin_name },
  action: r.action,
  target_type: r.target_type,
  target_key: r.target_key,
  reason: r.reason,
  details: r.details ?? {},
  created_at: r.created_at.toISOString(),
});

/** Raw reads answer timestamps as text or Date depending on the driver's parsers: both become ISO. */
const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d ? iso(d) : null);

export const toAdminJob = (r: AdminJobRow): AdminJobView => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  status: r.status,
  is_featured: r.is_featured,
  organization: { slug: r.org_slug, company_name: r.company_name },
  applications_count: r.applications_count,
  created_at: iso(r.created_at),
  published_at: isoOrNull(r.published_at),
});

export const toAdminGroup = (r: AdminGroupRow): AdminGroupView => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  privacy: r.privacy,
  member_count: r.member_count,
  owner: { name: r.owner_name, email: r.owner_email, slug: r.owner_slug },
  created_at: iso(r.created_at),
  deleted_at: isoOrNull(r.deleted_at),
});

export const toAdminService = (r: AdminServiceRow): AdminServiceView => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  kind: r.kind,
  status: r.status,
  is_draft: r.is_draft,
  is_promoted: r.is_promoted,
  owner: { type: r.owner_type, name: r.owner_name ?? '', email: r.owner_email, slug: r.owner_slug },
  created_at: iso(r.created_at),
});

export const toAdminUser = (r: AdminUserRow): AdminUserView => ({
  id: r.id,
  slug: r.slug,
  name: `${r.first_name} ${r.last_name}`.trim(),
  email: r.email,
  role: r.role,
  // Removed outranks suspended, which outranks the owner's own deactivation.
  status: r.removed_at ? 'removed' : r.suspended_at ? 'suspended' : r.is_active ? 'active' : 'inactive',
  suspension: r.suspended_at ? { at: iso(r.suspended_at), reason: r.suspension_reason } : null,
  is_card_enabled: r.is_card_enabled,
  email_verified: r.email_verified,
  created_at: iso(r.created_at),
});
