import type { SessionView } from '@hctl/contracts';
import { useNavigate } from 'react-router';
import { authStore } from '../../../lib/auth-store';
import { toastError } from '../../../lib/notify';
import { authApi, enterOrganization } from '../api/auth.api';

/** Where a session lands after sign-in: the routing rules of spec §4, decided by the API's data. */
export function useAfterLogin() {
  const navigate = useNavigate();
  return async (s: SessionView) => {
    authStore.set({
      api_token: s.api_token,
      user: s.user,
      individual_details: s.individual_details,
      userDetails: s.userDetails,
      showData: { organization: null },
      myPlan: null,
    });
    if (s.userDetails.role === 'super-admin' || s.user.role === 'super-admin') {
      navigate(`/super-admin/${s.user.slug}/dashboard`);
      return;
    }
    if (s.user.role === 'organization') {
      const orgs = (await authApi.organizations()).data;
      if (orgs.length === 0) {
        navigate(`/individual/${s.user.slug}/choose-organization`);
        return;
      }
      try {
        const org = await enterOrganization(orgs[0].slug);
        navigate(`/organization/${org.slug}/dashboard`);
      } catch {
        toastError('There was error while trying to log you in', true);
        authStore.clear();
      }
      return;
    }
    const details = s.individual_details;
    if (details?.address) navigate(`/individual/${s.user.slug}/dashboard`);
    else if (s.user.created_at === s.user.updated_at && s.user.category === null)
      navigate(`/individual/${s.user.slug}/choose`);
    else navigate(`/individual/${s.user.slug}/dashboard`);
  };
}
