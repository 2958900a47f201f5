import type { ApprovalStatus } from '@hctl/contracts';

export interface AdminOrganizationsFilter {
  page: number;
  approval_status?: ApprovalStatus;
  search?: string;
}

export const adminKeys = {
  /** Every page and filter of the organizations review list. */
  organizations: ['admin', 'organizations'] as const,
  organizationsPage: (f: AdminOrganizationsFilter) => ['admin', 'organizations', f] as const,
};
