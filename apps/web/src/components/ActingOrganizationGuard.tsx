import { channelName, type NotificationView } from '@hctl/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { organizationQuery } from '../lib/api/organization';
import { ApiError } from '../lib/api-client';
import { authStore, type useAuth } from '../lib/auth-store';
import { toastError } from '../lib/notify';
import { useChannel } from '../lib/realtime/use-channel';

type Auth = ReturnType<typeof useAuth>;

/**
 * While someone acts as an organization (loaded lazily by the header, like the bell): when the
 * server says they are no longer on its team, the app stops acting as it and returns them to their
 * own dashboard, saying why. Told at once by the bell's live event of their removal; otherwise any
 * call answered 404 re-reads the organization (its show data is the membership check), and a 404
 * there is the same exit. The same read keeps the menus' permissions current after a role change.
 */
export function ActingOrganizationGuard({ auth }: { auth: Auth }) {
  const org = auth.showData.organization;
  const slug = org?.slug ?? '';
  const name = org?.company_name ?? '';
  const qc = useQueryClient();
  const navigate = useNavigate();
  const show = useQuery({ ...organizationQuery(slug), enabled: Boolean(slug), retry: false });
  const left = useRef(false);

  const leave = () => {
    if (left.current || !authStore.dropOrganization(slug)) return;
    left.current = true;
    qc.removeQueries({ queryKey: organizationQuery(slug).queryKey });
    navigate(`/individual/${auth.user?.slug}/dashboard`, { replace: true });
    toastError(`You are no longer on ${name}'s team.`);
  };

  useChannel(auth.user ? channelName.notify(auth.user.id) : null, (e) => {
    if (e.event !== 'notification.created') return;
    const n = (e.data as { notification?: NotificationView }).notification;
    if (n?.type === 'organization.removed' && n.data?.organization_slug === slug) leave();
  });

  const notOnTeam = show.error instanceof ApiError && show.error.status === 404;
  useEffect(() => {
    if (notOnTeam) leave();
  }, [notOnTeam]);

  useEffect(() => {
    if (show.data) authStore.refreshOrganization(show.data);
  }, [show.data]);

  useEffect(() => {
    if (!slug) return;
    const recheck = (error: unknown) => {
      if (error instanceof ApiError && error.status === 404)
        void qc.invalidateQueries({ queryKey: organizationQuery(slug).queryKey, exact: true });
    };
    const own = JSON.stringify(organizationQuery(slug).queryKey);
    const unQueries = qc.getQueryCache().subscribe((e) => {
      // The show read's own failure is handled above: re-reading it here would loop.
      if (e.type === 'updated' && e.action.type === 'error' && JSON.stringify(e.query.queryKey) !== own)
        recheck(e.action.error);
    });
    const unMutations = qc.getMutationCache().subscribe((e) => {
      if (e.type === 'updated' && e.action.type === 'error') recheck(e.action.error);
    });
    return () => {
      unQueries();
      unMutations();
    };
  }, [qc, slug]);

  return null;
}
