import type { AccountEmailView } from '@hctl/contracts';
import { get } from '../../../lib/api-client';

/** GET /email/verify/{id}/{hash}?expires&signature: the link from the verification e-mail. */
export const verifyEmail = (q: URLSearchParams) =>
  get<AccountEmailView>(
    `/email/verify/${q.get('id')}/${q.get('hash')}?expires=${encodeURIComponent(q.get('expires') ?? '')}&signature=${encodeURIComponent(q.get('signature') ?? '')}`,
  );
