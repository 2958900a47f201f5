import { Box, Button, Container, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../usePageTitle';
import { useAdminSections } from './use-admin-sections';

/**
 * Every admin screen's frame: the console's navigation (a sidebar from md up, wrapped links on small
 * screens, so no section is more than one tap away) beside the page's own content.
 */
export function AdminShell({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  const { pathname } = useLocation();
  const sections = useAdminSections();
  return (
    <Container size="xl" py="xl">
      <Box style={{ display: 'flex', gap: 'var(--mantine-spacing-xl)', alignItems: 'flex-start' }}>
        <Box component="nav" aria-label="Admin console" w={220} visibleFrom="md" style={{ flexShrink: 0 }}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb="xs" px="sm">
            Admin console
          </Text>
          {sections.map((s) => (
            <NavLink
              key={s.to}
              component={Link}
              to={s.to}
              label={s.label}
              active={pathname === s.to || pathname.startsWith(`${s.to}/`)}
              aria-current={pathname === s.to ? 'page' : undefined}
            />
          ))}
        </Box>
        <Stack style={{ flex: 1, minWidth: 0 }}>
          <Box component="nav" aria-label="Admin console sections" hiddenFrom="md">
            {/* Wrapped, not a sideways-scrolling row: on a phone every section stays in sight. */}
            <Group gap={6} pb={4}>
              {sections.map((s) => (
                <Button
                  key={s.to}
                  component={Link}
                  to={s.to}
                  size="compact-sm"
                  radius="xl"
                  variant={pathname === s.to ? 'filled' : 'light'}
                  aria-current={pathname === s.to ? 'page' : undefined}
                >
                  {s.label}
                </Button>
              ))}
            </Group>
          </Box>
          <Group justify="space-between" align="flex-end">
            <div>
              <Title order={1}>{title}</Title>
              {description && <Text c="dimmed">{description}</Text>}
            </div>
            {actions}
          </Group>
          {children}
        </Stack>
      </Box>
    </Container>
  );
}
