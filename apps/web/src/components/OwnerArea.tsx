import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Owner } from '../lib/owner';
import { OrgArea } from './OrgArea';

/**
 * The frame of a screen an owner manages: an organization's screens sit in its area (members whose
 * role has `permission`), an individual's are their own (the route replaces another person's slug).
 */
export function OwnerArea({
  owner,
  permission,
  size = 'lg',
  children,
}: {
  owner: Owner;
  permission: string;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <Container size={size} py="xl">
      {owner.role === 'organization' ? (
        <OrgArea slug={owner.slug} permission={permission}>
          {() => children}
        </OrgArea>
      ) : (
        children
      )}
    </Container>
  );
}
