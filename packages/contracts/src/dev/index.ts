import { z } from 'zod';

export const outboxMessage = z.object({
  id: z.number(),
  to: z.string(),
  channel: z.enum(['email', 'sms']),
  subject: z.string().nullable(),
  text: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
/** GET dev/outbox: newest first. */
export const outboxMessageList = z.array(outboxMessage);
export const outboxQuery = z.object({
  to: z.string().max(191).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** POST dev/run/search-alerts: saved searches' job alerts at once, jobs published a moment ago included. */
export const devAlertsRun = z.object({ notified: z.number().int() });
/** POST dev/run/digest: one person's notification digest now, whatever their digest hour. */
export const devDigestRequest = z.object({ email: z.email().max(191) });
export const devDigestRun = z.object({ sent: z.boolean() });
