import type { useAuth } from '../lib/auth-store';

type Auth = ReturnType<typeof useAuth>;
export interface AccountLink {
  to: string;
  label: string;
}

export function accountHome(a: Auth) {
  if (a.role === 'super-admin') return `/super-admin/${a.user?.slug}/dashboard`;
  if (a.role === 'organization') return `/organization/${a.slug}/view-profile`;
  return `/individual/${a.user?.slug}/dashboard`;
}

/**
 * The signed-in account's destinations, in the order the header's account menu (desktop) and the
 * phone's menu drawer both list them: one list, so no screen is reachable on one and not the other.
 */
export function accountLinks(auth: Auth): AccountLink[] {
  const home = {
    to: accountHome(auth),
    label: auth.role === 'organization' ? 'Organization profile' : 'Dashboard',
  };
  if (auth.role === 'organization') {
    const org = `/organization/${auth.slug}`;
    // Only the areas the member's role opens (organization/{slug}/show's permissions; the owner has
    // all): the others would lead to a "No access" page. Each needs what its page checks.
    const perms = auth.showData.organization?.permissions ?? [];
    const links: (AccountLink & { needs?: string })[] = [
      home,
      { to: `${org}/dashboard`, label: 'Organization dashboard' },
      { to: `/quotation/${auth.slug}`, label: 'Quotations', needs: 'services' },
      { to: `${org}/htcl-wallet`, label: 'Wallet', needs: 'billing' },
      { to: `${org}/rating-reviews`, label: 'Reviews' },
      { to: `${org}/analytics`, label: 'Analytics', needs: 'analytics' },
      { to: `${org}/advertisement`, label: 'Advertisements', needs: 'ads' },
      { to: `${org}/favourites/all`, label: 'Favourites' },
      { to: `${org}/account-settings?title=billing`, label: 'Billing', needs: 'billing' },
      { to: `${org}/abuse-reports`, label: 'Your reports' },
      { to: `/individual/${auth.user?.slug}/choose-organization`, label: 'Switch organization' },
    ];
    return links.filter((l) => !l.needs || perms.includes(l.needs)).map(({ to, label }) => ({ to, label }));
  }
  if (auth.role === 'super-admin') {
    return [
      home,
      { to: '/admin/moderation', label: 'Moderation queue' },
      { to: '/admin/users', label: 'Users' },
      { to: '/admin/reports', label: 'Reports' },
      { to: '/admin/organizations', label: 'Organizations' },
      { to: '/admin/review-objections', label: 'Review objections' },
      { to: `/super-admin/${auth.user?.slug}/advertisements`, label: 'Advertisements' },
    ];
  }
  const me = `/individual/${auth.user?.slug}`;
  return [
    home,
    { to: `${me}/jobs`, label: 'My jobs' },
    { to: `${me}/services`, label: 'My services' },
    { to: `/quotation/${auth.user?.slug}`, label: 'Quotations' },
    { to: `${me}/groups`, label: 'Groups' },
    { to: `${me}/companies`, label: 'My companies' },
    { to: `${me}/connections`, label: 'My network' },
    { to: `${me}/recommendations`, label: 'Recommendations' },
    { to: `${me}/view-profile`, label: 'My profile' },
    { to: `${me}/rating-reviews`, label: 'Reviews' },
    { to: `${me}/analytics`, label: 'Analytics' },
    { to: `${me}/advertisement`, label: 'Advertisements' },
    { to: `${me}/favourites/all`, label: 'Favourites' },
    { to: `${me}/edit`, label: 'Edit profile' },
    { to: `${me}/settings?title=settings`, label: 'Account settings' },
    { to: '/htcl-wallet', label: 'Wallet' },
    { to: `${me}/settings?title=billing`, label: 'Billing' },
    { to: `${me}/abuse-reports`, label: 'Your reports' },
  ];
}
