import type { AccountView } from '@hctl/contracts';
import { post } from '../../../lib/api-client';

/** POST /individual/account/verify-otp: verifies the phone, optionally turning on two-step sign-in. */
export const verifyPhoneCode = (v: { otp: string; enable_two_factor: boolean }) =>
  post<AccountView>('/individual/account/verify-otp', v);
