import type { PayoutAccountView } from '@hctl/contracts';
import { get } from '../../../lib/api-client';

/** GET /{role}/{slug}/connect-accounnt-verify: the payout account, with where to finish onboarding. */
export const connectPayoutAccount = (v: { role: 'individual' | 'organization'; slug: string }) =>
  get<PayoutAccountView>(`/${v.role}/${v.slug}/connect-accounnt-verify`);
