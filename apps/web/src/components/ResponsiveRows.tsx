import { Box, Card, Group, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Fragment, isValidElement, type ReactNode } from 'react';

export interface RowColumn<T> {
  label: string;
  render: (row: T) => ReactNode;
  /** Figures (amounts, counts) line up on the right in the table. */
  numeric?: boolean;
}

/** Whether `node` draws nothing: a row whose buttons all fell away (`<>{null}{false}</>`). */
const drawsNothing = (node: ReactNode): boolean =>
  node == null ||
  typeof node === 'boolean' ||
  node === '' ||
  (Array.isArray(node) && node.every(drawsNothing)) ||
  (isValidElement<{ children?: ReactNode }>(node) &&
    node.type === Fragment &&
    drawsNothing(node.props.children));

/**
 * The rows of a table, one column per entry and each row's buttons in the last column: the admin
 * console's lists and reports, and an organization's team, draw their rows alike.
 * Below `sm` (a phone) a table 720 px wide would scroll sideways out of sight: each row is a card
 * instead, its columns as "label: value" lines and its buttons at the bottom. Either way a row
 * carries `testId`, and only one of the two is drawn, so a row is found once.
 */
export function ResponsiveRows<T>({
  rows,
  columns,
  rowKey,
  actions,
  testId,
  minWidth = 720,
}: {
  rows: T[];
  columns: RowColumn<T>[];
  rowKey: (row: T) => string | number;
  actions?: (row: T) => ReactNode;
  testId?: string;
  minWidth?: number;
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
        {rows.map((row) => {
          const buttons = actions?.(row);
          return (
            <Card key={rowKey(row)} component="li" withBorder padding="sm" data-testid={testId}>
              <Box
                component="dl"
                m={0}
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'minmax(5.5rem, auto) minmax(0, 1fr)',
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
                      {c.render(row)}
                    </Box>
                  </Fragment>
                ))}
              </Box>
              {!drawsNothing(buttons) && (
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
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.label} ta={c.numeric ? 'right' : undefined} style={{ whiteSpace: 'nowrap' }}>
                {c.label}
              </Table.Th>
            ))}
            {actions && <Table.Th aria-label="Actions" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} data-testid={testId}>
              {columns.map((c) => (
                <Table.Td key={c.label} ta={c.numeric ? 'right' : undefined}>
                  {c.render(row)}
                </Table.Td>
              ))}
              {actions && (
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    {actions(row)}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
