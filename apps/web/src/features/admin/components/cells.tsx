import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import { shortDate } from '../../../lib/dates';

/** Small cell renderers shared by the admin lists. */
export const DateCell = ({ at }: { at: string | null }) => <Text size="sm">{at ? shortDate(at) : '—'}</Text>;

/** An instant in the reader's date and time, kept machine-readable for assistive tech. */
export const Timestamp = ({ at }: { at: string }) => (
  <time dateTime={at}>{new Date(at).toLocaleString()}</time>
);

export const PersonCell = ({
  name,
  email,
  href,
}: {
  name: string;
  email?: string | null;
  href?: string | null;
}) => (
  <>
    <Text size="sm">
      {href ? (
        <Anchor component={Link} to={href}>
          {name}
        </Anchor>
      ) : (
        name
      )}
    </Text>
    {email && (
      <Text size="xs" c="dimmed">
        {email}
      </Text>
    )}
  </>
);

const COLORS: Record<string, string> = {
  active: 'green',
  published: 'green',
  succeeded: 'green',
  approved: 'green',
  public: 'blue',
  private: 'gray',
  draft: 'gray',
  archived: 'gray',
  closed: 'gray',
  inactive: 'yellow',
  pending: 'yellow',
  removed: 'red',
  rejected: 'red',
  deleted: 'red',
  failed: 'red',
  refunded: 'orange',
};

export const StatusBadge = ({ value }: { value: string }) => (
  <Badge variant="light" color={COLORS[value] ?? 'gray'}>
    {value.replaceAll('_', ' ')}
  </Badge>
);

/** A filter's choices in the given order, each labelled by its value (capitalized) unless `labels` names it. */
export const options = (values: readonly string[], labels: Record<string, string> = {}) =>
  values.map((v) => ({
    value: v,
    label: labels[v] ?? v.charAt(0).toUpperCase() + v.slice(1).replaceAll('_', ' '),
  }));
