import type { ContactBody } from '@hctl/contracts';
import { post } from '../../../lib/api-client';

/** POST /contact-us: a message to the support team. */
export const sendContactMessage = (body: ContactBody) => post<null>('/contact-us', body);
