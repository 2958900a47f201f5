import { z } from 'zod';

/** What an administrator's action was about (the audit log's `target_type`). */
export const ADMIN_TARGET_TYPES = [
  'user',
  'organization',
  'job',
  'service_post',
  'service_request',
  'service_gallery',
  'group',
  'ad',
  'license',
  'review',
  'report',
  'quotation_offer',
] as const;
export type AdminTargetType = (typeof ADMIN_TARGET_TYPES)[number];

/** One entry of the append-only audit log, shown on the item it concerns. */
export const adminActionView = z.object({
  id: z.number(),
  admin: z.object({ id: z.number(), name: z.string().nullable() }),
  action: z.string(),
  target_type: z.string(),
  target_key: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AdminActionView = z.infer<typeof adminActionView>;

/** A reason an administrator gives when removing something; its owner reads it. */
export const adminReasonBody = z.object({
  reason: z
    .string({ message: 'Tell the owner why it is removed.' })
    .trim()
    .min(3, 'Tell the owner why it is removed.')
    .max(1000, 'May not be longer than 1000 characters.'),
});
export type AdminReasonBody = z.output<typeof adminReasonBody>;
