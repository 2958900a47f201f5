import { Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AdminColumn<T> {
  label: string;
  render: (row: T) => ReactNode;
}

/**
 * The rows of an admin table, one column per entry and each row's buttons in the last column:
 * the paged lists (AdminTable) and the short unpaged ones (admin roles) draw their rows alike.
 */
export function AdminRows<T>({
  rows,
  columns,
  rowKey,
  actions,
  testId,
  minWidth = 720,
}: {
  rows: T[];
  columns: AdminColumn<T>[];
  rowKey: (row: T) => string | number;
  actions?: (row: T) => ReactNode;
  testId?: string;
  minWidth?: number;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.label}>{c.label}</Table.Th>
            ))}
            {actions && <Table.Th aria-label="Actions" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} data-testid={testId}>
              {columns.map((c) => (
                <Table.Td key={c.label}>{c.render(row)}</Table.Td>
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
