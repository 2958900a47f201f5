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
