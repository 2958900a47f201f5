import { Anchor, Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { logout as endSession } from '../lib/api/logout';
import { authStore, useAuth } from '../lib/auth-store';
import { toastSuccess } from '../lib/notify';
import { signInLink } from '../lib/safe-redirect';
import { HeaderSearch } from './HeaderSearch';
import { type SiteLink, SiteLinks } from './SiteLinks';

const PUBLIC_LINKS: SiteLink[] = [
  { to: '/about', label: 'About' },
  { to: '/blogs', label: 'Blogs' },
  { to: '/services', label: 'Services' },
];

const COMMON_LINKS: SiteLink[] = [
  { to: '/categories', label: 'Jobs by category' },
  { to: '/membership', label: 'Membership' },
];

// Menus load on demand: visitors who never open them do not download Menu, Drawer and their positioning code.
const AccountMenu = lazy(() => import('./HeaderMenus').then((m) => ({ default: m.AccountMenu })));
const MobileNav = lazy(() => import('./HeaderMenus').then((m) => ({ default: m.MobileNav })));
// Signed-in only: the unread badge brings the realtime client (socket.io-client) with it.
const MessagesBadge = lazy(() => import('./MessagesBadge').then((m) => ({ default: m.MessagesBadge })));
const ActingOrganizationGuard = lazy(() =>
  import('./ActingOrganizationGuard').then((m) => ({ default: m.ActingOrganizationGuard })),
);
const NotificationBell = lazy(() =>
  import('./notifications/NotificationBell').then((m) => ({ default: m.NotificationBell })),
);

export function Header() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  // A click on the account button before the menu's code has arrived opens it once it has.
  const [menuWanted, setMenuWanted] = useState(false);

  const logout = async () => {
    try {
      await endSession();
    } catch {
      /* the session may already be gone; clearing locally is what matters */
    }
    // Leave first: cleared on a signed-in page, RequireAuth would send to a sign-in that returns there.
    navigate('/login');
    authStore.clear();
    toastSuccess('You have been signed out.', true);
  };

  const publicLinks = !auth.isAuthenticated && <SiteLinks links={PUBLIC_LINKS} c="dark" />;
  const common = <SiteLinks links={COMMON_LINKS} c="dark" />;

  return (
    <Box
      component="header"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', background: 'white' }}
    >
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between">
          <Anchor
            component={Link}
            to="/"
            fw={800}
            size="xl"
            c="teal.8"
            underline="never"
            aria-label="HCTL home"
          >
            HCTL
          </Anchor>
          <HeaderSearch />
          <Group gap="lg" visibleFrom="sm" component="nav" aria-label="Main">
            {publicLinks}
            {common}
          </Group>
          <Group gap="sm">
            {auth.isAuthenticated && (
              // Outside the desktop-only group: the envelope shows on phones too.
              <Suspense fallback={null}>
                <NotificationBell auth={auth} />
                <MessagesBadge auth={auth} />
                {auth.role === 'organization' && <ActingOrganizationGuard auth={auth} />}
              </Suspense>
            )}
            <Group visibleFrom="sm">
              {auth.isAuthenticated ? (
                <Suspense
                  fallback={
                    <Button variant="light" data-testid="account-menu" onClick={() => setMenuWanted(true)}>
                      {auth.userName || 'My account'}
                    </Button>
                  }
                >
                  <AccountMenu auth={auth} logout={logout} defaultOpened={menuWanted} />
                </Suspense>
              ) : (
                <>
                  <Button variant="default" component={Link} to={signInLink(location)}>
                    Sign in
                  </Button>
                  <Button component={Link} to="/register?individual=true">
                    Join now
                  </Button>
                </>
              )}
            </Group>
            <Burger
              opened={opened}
              onClick={() => {
                setDrawerLoaded(true);
                toggle();
              }}
              hiddenFrom="sm"
              aria-label="Open menu"
            />
          </Group>
        </Group>
      </Container>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileNav
            opened={opened}
            close={close}
            auth={auth}
            logout={logout}
            links={[publicLinks, common]}
          />
        </Suspense>
      )}
    </Box>
  );
}
