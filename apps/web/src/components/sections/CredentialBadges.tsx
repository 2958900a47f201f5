import { Badge } from '@mantine/core';
import type { Item } from './types';

/** Expiry and verification of a credential; its own file so public pages do not pull in the editor. */
export function CredentialBadges({ item }: { item: Item }) {
  return (
    <>
      {item.is_expired && <Badge color="red">expired</Badge>}
      {!item.is_expired && item.days_to_expiry != null && item.days_to_expiry <= 90 && (
        <Badge color="yellow">expires in {item.days_to_expiry} days</Badge>
      )}
      {item.verification_status && !item.is_expired && (
        <Badge variant="light" color={item.verification_status === 'verified' ? 'teal' : 'gray'}>
          {item.verification_status}
        </Badge>
      )}
    </>
  );
}
