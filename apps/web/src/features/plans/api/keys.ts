import { sharedKeys } from '../../../lib/api/keys';

export const plansKeys = {
  all: sharedKeys.plans,
  list: (audience: 'individual' | 'organization') => [...sharedKeys.plans, audience] as const,
};
