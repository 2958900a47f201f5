import type { SessionView } from '@hctl/contracts';
import { useLocation, useNavigate } from 'react-router';
import { enterOrganization } from '../../../lib/api/enter-organization';
import { authStore } from '../../../lib/auth-store';
import { toastError } from '../../../lib/notify';
import { safeRedirect } from '../../../lib/safe-redirect';
import { fetchMyOrganizations } from '../api/my-organizations';

/**
 * Where a session lands after sign-in: the routing rules of spec §4, decided by the API's data;
 * a same-site page the visitor came from (`?redirect=`, e.g. a job page) wins over the dashboard,
 * but not over the steps a new account must take first (choose a category or an organization).
 */
export function useAfterLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const back = safeRedirect(new URLSearchParams(location.search).get('redirect'));
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
      navigate(back ?? `/super-admin/${s.user.slug}/dashboard`);
      return;
    }
    if (s.user.role === 'organization') {
      const orgs = await fetchMyOrganizations();
      if (orgs.length === 0) {
        navigate(`/individual/${s.user.slug}/choose-organization`);
        return;
      }
      try {
        const org = await enterOrganization(orgs[0].slug);
        navigate(back ?? `/organization/${org.slug}/dashboard`);
      } catch {
        toastError('There was error while trying to log you in', true);
        authStore.clear();
      }
      return;
    }
    const details = s.individual_details;
    if (details?.address) navigate(back ?? `/individual/${s.user.slug}/dashboard`);
    else if (s.user.created_at === s.user.updated_at && s.user.category === null)
      navigate(`/individual/${s.user.slug}/choose`);
    else navigate(back ?? `/individual/${s.user.slug}/dashboard`);
  };
}
