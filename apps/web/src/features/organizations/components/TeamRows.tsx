import type { OrgTeamMemberView } from '@hctl/contracts';
import { Box, Card, Group, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Fragment, type ReactNode } from 'react';

export interface TeamColumn {
  label: string;
  render: (m: OrgTeamMemberView) => ReactNode;
}

/**
 * The team's rows, drawn as the admin tables draw theirs (features/admin AdminRows; features do not
 * import each other): a table from `sm` up, and below it (a 390 px phone) one card per person with
 * "label: value" lines and the buttons at the bottom, so nothing runs off the screen. Either way a
 * row carries data-testid="member", and only one of the two is drawn.
 */
export function TeamRows({
  rows,
  columns,
  actions,
}: {
  rows: OrgTeamMemberView[];
  columns: TeamColumn[];
  actions: (m: OrgTeamMemberView) => ReactNode;
}) {
  const theme = useMantineTheme();
  // Read at once (not after a first paint as a table), so a phone never draws the table at all.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  if (!wide)
    return (
      <Box
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none', display: 'grid', gap: 'var(--mantine-spacing-sm)' }}
      >
        {rows.map((m) => {
          const buttons = actions(m);
          return (
            <Card key={m.email} component="li" withBorder padding="sm" data-testid="member">
              <Box
                component="dl"
                m={0}
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'minmax(4.5rem, auto) minmax(0, 1fr)',
                  gap: '6px 12px',
                  alignItems: 'baseline',
                }}
              >
                {columns.map((c) => (
                  <Fragment key={c.label}>
                    <Text component="dt" size="sm" c="dimmed">
                      {c.label}
                    </Text>
                    <Box component="dd" m={0} fz="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                      {c.render(m)}
                    </Box>
                  </Fragment>
                ))}
              </Box>
              {buttons && (
                <Group
                  gap="xs"
                  mt="sm"
                  pt="sm"
                  style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                >
                  {buttons}
                </Group>
              )}
            </Card>
          );
        })}
      </Box>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.label}>{c.label}</Table.Th>
            ))}
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((m) => (
            <Table.Tr key={m.email} data-testid="member">
              {columns.map((c) => (
                <Table.Td key={c.label}>{c.render(m)}</Table.Td>
              ))}
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  {actions(m)}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
