import { post } from '../api-client';

/** POST /newsltter-subscription (spelling as in the spec): the footer's newsletter sign-up. */
export const subscribeNewsletter = (email: string) => post<null>('/newsltter-subscription', { email });
