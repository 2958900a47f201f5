import type { GalleryPromoteBody, ServiceKind, ServicePaymentView } from '@hctl/contracts';
import { idempotent, post } from '../../../lib/api-client';
import { apiBase, type Owner } from './paths';

/**
 * POST …/service-post/promote?slug= (or service-request): tokens first, then the card. A fresh
 * Idempotency-Key per call (one per submit); the client retries a network failure with the same one.
 */
export const promoteService = (v: {
  owner: Owner;
  kind: ServiceKind;
  serviceSlug: string;
  billingMethodId: number | null;
  useTokens: boolean;
}) =>
  post<ServicePaymentView>(
    `${apiBase(v.owner, v.kind)}/promote?slug=${encodeURIComponent(v.serviceSlug)}`,
    { billing_method_id: v.billingMethodId, use_tokens: v.useTokens },
    idempotent(),
  );

/** POST /organization/{slug}/service-gallery/promote: a draft gets its window and budget (spec §4). */
export const promoteGallery = (v: { orgSlug: string; body: GalleryPromoteBody }) =>
  post<ServicePaymentView>(`/organization/${v.orgSlug}/service-gallery/promote`, v.body, idempotent());
