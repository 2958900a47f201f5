import type { PhoneCodeSentView } from '@hctl/contracts';
import { post } from '../../../lib/api-client';

/** POST /individual/account/generate-otp: texts a code to the number. */
export const sendPhoneCode = (phone_number: string) =>
  post<PhoneCodeSentView>('/individual/account/generate-otp', { phone_number });
