import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import type { RewardsService } from '../billing/rewards.service';
import { type LicenseVerificationStatus, credentialsRepository as repo } from './credentials.repository';
import { toLicenseVerification } from './sections.mapper';

/**
 * A super admin records the outcome of checking a license with its issuing board. A license
 * verified for the first time earns its owner the `license_verified` reward (once per license).
 */
export class LicenseVerificationService {
  constructor(
    private deps: AppDeps,
    private rewards: RewardsService,
  ) {}

  async set(id: number, status: LicenseVerificationStatus) {
    const row = await this.deps.db.transaction(async (tx) => {
      const updated = await repo.setLicenseVerification(tx, id, status);
      if (!updated) throw notFound('License not found.');
      if (status === 'verified')
        await this.rewards.grant(`user:${updated.user_id}`, 'license_verified', updated.id, tx);
      return updated;
    });
    return { message: `The license is now ${status}.`, data: toLicenseVerification(row) };
  }
}
