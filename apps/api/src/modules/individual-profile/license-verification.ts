import { schema } from '@hctl/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { reply } from '../../lib/http';
import type { Services } from '../../services';
import type { RewardsService } from '../billing/rewards.service';

const l = schema.licenses;

/**
 * A super admin records the outcome of checking a license with its issuing board. A license
 * verified for the first time earns its owner the `license_verified` reward (once per license).
 */
export class LicenseVerificationService {
  constructor(
    private deps: AppDeps,
    private rewards: RewardsService,
  ) {}

  async set(id: number, status: 'pending' | 'verified' | 'unverified') {
    const row = await this.deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(l)
        .set({ verification_status: status, updated_at: sql`now()` })
        .where(eq(l.id, id))
        .returning({ id: l.id, user_id: l.user_id, verification_status: l.verification_status });
      if (!updated) throw notFound('License not found.');
      if (status === 'verified')
        await this.rewards.grant(`user:${updated.user_id}`, 'license_verified', updated.id, tx);
      return updated;
    });
    return { message: `The license is now ${status}.`, data: row };
  }
}

export const licenseVerificationRoutes =
  (s: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/admin/license/:id/verification',
      {
        config: { auth: 'super-admin' },
        schema: {
          tags: ['admin'],
          params: z.object({
            id: z.coerce
              .number()
              .int()
              .positive()
              .max(2 ** 53 - 1),
          }),
          body: z.object({ status: z.enum(['pending', 'verified', 'unverified']) }),
        },
      },
      async (req) => reply(await s.licenseVerification.set(req.params.id, req.body.status)),
    );
  };
