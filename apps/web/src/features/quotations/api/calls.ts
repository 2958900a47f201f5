import type { CallView } from '@hctl/contracts';
import { api, idempotent } from '../../../lib/api-client';

/** POST quotations/request-call/service: ring the other side; the caller opens the call page. */
export const requestCall = (quotationId: number) =>
  api<CallView>(
    'POST',
    '/quotations/request-call/service',
    { service_quotation_id: quotationId, type: 'video' },
    idempotent(),
  );
