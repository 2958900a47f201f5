import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = { approved: 'teal', rejected: 'red' };

/** An organization's approval status as a coloured badge (anything not decided yet is pending: yellow). */
export function ApprovalBadge({ status }: { status: string }) {
  return <Badge color={COLORS[status] ?? 'yellow'}>{status}</Badge>;
}
