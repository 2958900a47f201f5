import { Anchor, Button, Drawer, Menu, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { useAuth } from '../lib/auth-store';
import { accountHome } from './Header';

type Auth = ReturnType<typeof useAuth>;

/** The signed-in account menu of the header (loaded on demand). */
export function AccountMenu({
  auth,
  logout,
  defaultOpened,
}: {
  auth: Auth;
  logout: () => void;
  /** Opened at once: the button was clicked while this code was still loading. */
  defaultOpened?: boolean;
}) {
  return (
    // No focus placeholder: Mantine's is a non-item child of the menu (axe aria-required-children).
    <Menu position="bottom-end" defaultOpened={defaultOpened} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="light" data-testid="account-menu">
          {auth.userName || 'My account'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={accountHome(auth)}>
          {auth.role === 'organization' ? 'Organization profile' : 'Dashboard'}
        </Menu.Item>
        {auth.role === 'organization' && (
          <>
            <Menu.Item component={Link} to={`/organization/${auth.slug}/dashboard`}>
              Organization dashboard
            </Menu.Item>
            <Menu.Item component={Link} to={`/quotation/${auth.slug}`}>
              Quotations
            </Menu.Item>
            <Menu.Item component={Link} to={`/organization/${auth.slug}/htcl-wallet`}>
              Wallet
            </Menu.Item>
            <Menu.Item component={Link} to={`/organization/${auth.slug}/rating-reviews`}>
              Reviews
            </Menu.Item>
            <Menu.Item component={Link} to={`/organization/${auth.slug}/analytics`}>
              Analytics
            </Menu.Item>
            <Menu.Item component={Link} to={`/organization/${auth.slug}/advertisement`}>
              Advertisements
            </Menu.Item>
            <Menu.Item component={Link} to={`/organization/${auth.slug}/favourites/all`}>
              Favourites
            </Menu.Item>
            <Menu.Item component={Link} to={`/organization/${auth.slug}/account-settings?title=billing`}>
              Billing
            </Menu.Item>
            <Menu.Item component={Link} to={`/individual/${auth.user?.slug}/choose-organization`}>
              Switch organization
            </Menu.Item>
          </>
        )}
        {auth.role === 'super-admin' && (
          <>
            <Menu.Item component={Link} to="/admin/moderation">
              Moderation queue
            </Menu.Item>
            <Menu.Item component={Link} to="/admin/users">
              Users
            </Menu.Item>
            <Menu.Item component={Link} to="/admin/reports">
              Reports
            </Menu.Item>
            <Menu.Item component={Link} to="/admin/organizations">
              Organizations
            </Menu.Item>
            <Menu.Item component={Link} to="/admin/review-objections">
              Review objections
            </Menu.Item>
            <Menu.Item component={Link} to={`/super-admin/${auth.user?.slug}/advertisements`}>
              Advertisements
            </Menu.Item>
          </>
        )}
        {auth.role === 'individual' && (
          <>
            <Menu.Item component={Link} to={`/individual/${auth.user?.slug}/jobs`}>
              My jobs
            </Menu.Item>
            <Menu.Item component={Link} to={`/individual/${auth.user?.slug}/services`}>
              My services
            </Menu.Item>
            <Menu.Item component={Link} to={`/quotation/${auth.user?.slug}`}>
              Quotations
            </Menu.Item>
            <Menu.Item component={Link} to={`/individual/${auth.user?.slug}/groups`}>
              Groups
            </Menu.Item>
            <Menu.Item component={Link} to={`/individual/${auth.user?.slug}/companies`}>
              My companies
            </Menu.Item>
            <Menu.Item component={Link} to={`/individual/${auth.user?.slug}/connections`}>
              My network
            </Menu.Item>
            <Menu.Item component={Link} to={`/individual/${auth.user?.slug}/recommendations`}>
              Recommendations
            </Menu.Item>
            <Menu.Item component={Link} to={`/individual/${auth.user?.slug}/view-profile`}>
              My profile
            </Menu.Item>
            <Menu.Item component={Link} to={`/individual/${auth.user?.slug}/rating-reviews`}>
              Reviews
            </Menu.Item>
            <Menu.Item component={Link} to={`/individual/${auth.user?.slug}/analytics`}>
              Analytics
            </Menu.Item>
            <Menu.Item component={Link} to={`/individual/${auth.user?.slug}/advertisement`}>
              Advertisements
            </Menu.Item>
            <Menu.Item component={Link} to={`/individual/${auth.user?.slug}/favourites/all`}>
              Favourites
            </Menu.Item>
            <Menu.Item component={Link} to={`/individual/${auth.user?.slug}/edit`}>
              Edit profile
            </Menu.Item>
            <Menu.Item component={Link} to={`/individual/${auth.user?.slug}/settings?title=settings`}>
              Account settings
            </Menu.Item>
            <Menu.Item component={Link} to="/htcl-wallet">
              Wallet
            </Menu.Item>
            <Menu.Item component={Link} to={`/individual/${auth.user?.slug}/settings?title=billing`}>
              Billing
            </Menu.Item>
          </>
        )}
        <Menu.Divider />
        <Menu.Item color="red" onClick={logout}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The header's navigation drawer on small screens (loaded when first opened). */
export function MobileNav({
  opened,
  close,
  auth,
  logout,
  links,
}: {
  opened: boolean;
  close: () => void;
  auth: Auth;
  logout: () => void;
  links: ReactNode;
}) {
  return (
    <Drawer opened={opened} onClose={close} title="Menu" hiddenFrom="sm">
      <Stack onClick={close}>
        {links}
        {auth.isAuthenticated ? (
          <>
            <Anchor component={Link} to={accountHome(auth)}>
              My account
            </Anchor>
            <Text c="red" onClick={logout} style={{ cursor: 'pointer' }}>
              Sign out
            </Text>
          </>
        ) : (
          <>
            <Anchor component={Link} to="/login">
              Sign in
            </Anchor>
            <Anchor component={Link} to="/register?individual=true">
              Join now
            </Anchor>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
