import { Anchor, Button, Divider, Drawer, Menu, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { useAuth } from '../lib/auth-store';
import { signInLink } from '../lib/safe-redirect';
import { accountLinks } from './account-links';

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
        {accountLinks(auth).map((l) => (
          <Menu.Item key={l.to} component={Link} to={l.to}>
            {l.label}
          </Menu.Item>
        ))}
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
  const location = useLocation();
  return (
    <Drawer opened={opened} onClose={close} title="Menu" hiddenFrom="sm">
      <Stack onClick={close}>
        {links}
        {auth.isAuthenticated ? (
          <>
            <Divider label="My account" labelPosition="left" />
            {accountLinks(auth).map((l) => (
              <Anchor key={l.to} component={Link} to={l.to}>
                {l.label}
              </Anchor>
            ))}
            <Divider />
            <Button variant="subtle" color="red" justify="flex-start" px={0} onClick={logout}>
              Sign out
            </Button>
          </>
        ) : (
          <>
            <Anchor component={Link} to={signInLink(location)}>
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
