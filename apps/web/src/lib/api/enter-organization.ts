import { authStore } from '../auth-store';
import { fetchCurrentPlan } from './current-plan';
import { fetchOrganization } from './organization';

/** Acting as an organization: its show data and current plan become the session's showData and myPlan (spec §3). */
export async function enterOrganization(slug: string) {
  const org = await fetchOrganization(slug);
  const plan = await fetchCurrentPlan(slug);
  authStore.set({ showData: { organization: org }, myPlan: plan });
  return org;
}
