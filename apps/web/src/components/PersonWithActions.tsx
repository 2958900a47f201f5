import { Group, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A person's avatar and lines, with what can be done about them at the end. The lines may shrink (and
 * truncate) so the actions keep their size; on a narrow screen the actions wrap below.
 */
export function PersonWithActions({
  avatar,
  children,
  actions,
  ...group
}: Omit<GroupProps, 'children'> & { avatar: ReactNode; children: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" {...group}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        {avatar}
        {children}
      </Group>
      {actions && (
        <Group gap="xs" wrap="nowrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
