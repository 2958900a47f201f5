import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { OrgArea } from '../../../components/OrgArea';
import type { Owner } from '../api/paths';

/** The owner a screen's path names: `/individual/:slug/…` or an organization's `:slug` / `:orgSlug`. */
export function useOwner(role: string | undefined): Owner {
  const { slug = '', orgSlug } = useParams();
  return { role: role === 'organization' ? 'organization' : 'individual', slug: orgSlug ?? slug };
}

/**
 * The frame of a services screen: an organization's screens sit in its area (members whose role has
 * `permission`), an individual's are their own (the route replaces another person's slug).
 */
export function OwnerArea({
  owner,
  permission,
  size = 'lg',
  children,
}: {
  owner: Owner;
  permission: 'services' | 'galleries';
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
