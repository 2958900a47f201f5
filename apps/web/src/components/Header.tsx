import { Anchor, Box, Burger, Button, Container, Drawer, Group, Menu, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useNavigate } from 'react-router';
import { authApi } from '../features/auth/api/auth.api';
import { authStore, useAuth } from '../lib/auth-store';
import { toastSuccess } from '../lib/notify';

export function accountHome(a: ReturnType<typeof useAuth>) {
  if (a.role === 'super-admin') return `/super-admin/${a.user?.slug}/dashboard`;
  if (a.role === 'organization') return `/organization/${a.slug}/view-profile`;
  return `/individual/${a.user?.slug}/dashboard`;
}

export function Header() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);

  const logout = async () => {
    try {
      await authApi.logout();
    } catch {
      /* the session may already be gone; clearing locally is what matters */
    }
    authStore.clear();
    toastSuccess('You have been signed out.', true);
    navigate('/login');
  };

  const publicLinks = !auth.isAuthenticated && (
    <>
      <Anchor component={Link} to="/about" c="dark">
        About
      </Anchor>
      <Anchor href="https://blog.hctl.example/" target="_blank" rel="noreferrer" c="dark">
        Blogs
      </Anchor>
      <Anchor component={Link} to="/services" c="dark">
        Services
      </Anchor>
    </>
  );
  const common = (
    <>
      <Anchor component={Link} to="/categories" c="dark">
        Jobs by category
      </Anchor>
      <Anchor component={Link} to="/membership" c="dark">
        Membership
      </Anchor>
    </>
  );

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
          <Group gap="lg" visibleFrom="sm" component="nav" aria-label="Main">
            {publicLinks}
            {common}
          </Group>
          <Group visibleFrom="sm">
            {auth.isAuthenticated ? (
              <Menu position="bottom-end">
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
                      <Menu.Item component={Link} to={`/organization/${auth.slug}/htcl-wallet`}>
                        Wallet
                      </Menu.Item>
                      <Menu.Item
                        component={Link}
                        to={`/organization/${auth.slug}/account-settings?title=billing`}
                      >
                        Billing
                      </Menu.Item>
                      <Menu.Item component={Link} to={`/individual/${auth.user?.slug}/choose-organization`}>
                        Switch organization
                      </Menu.Item>
                    </>
                  )}
                  {auth.role === 'individual' && (
                    <>
                      <Menu.Item component={Link} to={`/individual/${auth.user?.slug}/jobs`}>
                        My jobs
                      </Menu.Item>
                      <Menu.Item component={Link} to={`/individual/${auth.user?.slug}/companies`}>
                        My companies
                      </Menu.Item>
                      <Menu.Item component={Link} to={`/individual/${auth.user?.slug}/view-profile`}>
                        My profile
                      </Menu.Item>
                      <Menu.Item component={Link} to={`/individual/${auth.user?.slug}/edit`}>
                        Edit profile
                      </Menu.Item>
                      <Menu.Item
                        component={Link}
                        to={`/individual/${auth.user?.slug}/settings?title=settings`}
                      >
                        Account settings
                      </Menu.Item>
                      <Menu.Item component={Link} to="/htcl-wallet">
                        Wallet
                      </Menu.Item>
                      <Menu.Item
                        component={Link}
                        to={`/individual/${auth.user?.slug}/settings?title=billing`}
                      >
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
            ) : (
              <>
                <Button variant="default" component={Link} to="/login">
                  Sign in
                </Button>
                <Button component={Link} to="/register?individual=true">
                  Join now
                </Button>
              </>
            )}
          </Group>
          <Burger opened={opened} onClick={toggle} hiddenFrom="sm" aria-label="Open menu" />
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} title="Menu" hiddenFrom="sm">
        <Stack onClick={close}>
          {publicLinks}
          {common}
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
    </Box>
  );
}
