import type { AdminService } from '../admin/admin.service';
import type { AuditLogService } from '../admin/audit-log.service';
import type { ContentRemovalService } from '../admin/content.service';
import type { AdsService } from '../ads/ads.service';
import type { AuthService } from '../auth/auth.service';
import type { LicenseVerificationService } from '../individual-profile/license-verification.service';
import type { NotificationsPort } from '../notifications/notifications.port';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { ReviewsService } from '../reviews/reviews.service';

/**
 * The other modules' services moderation acts through. Read lazily (a function), because several
 * are built after this module in modules/index.ts; each is narrowed to the one or two calls used.
 */
export interface ModerationPorts {
  notifications: NotificationsPort;
  organizations: Pick<OrganizationsService, 'authorize'>;
  auditLog: Pick<AuditLogService, 'record' | 'forTarget' | 'forTargets'>;
  content: Pick<ContentRemovalService, 'remove'>;
  /** Suspension: the account is deactivated, every session of it revoked, and signing in cannot undo it. */
  auth: Pick<AuthService, 'suspend'>;
  admin: Pick<AdminService, 'decide'>;
  licenseVerification: Pick<LicenseVerificationService, 'set'>;
  ads: Pick<AdsService, 'review'>;
  reviews: Pick<ReviewsService, 'decide'>;
}

export type LazyPorts = () => ModerationPorts;
