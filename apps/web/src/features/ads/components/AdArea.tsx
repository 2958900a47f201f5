import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { OrgArea } from '../../../components/OrgArea';
import type { Owner } from '../api/ads';

/** The owner a screen's path names: `/individual/:slug/…` or an organization's `:slug`. */
export function useAdOwner(role: string | undefined): Owner {
  const { slug = '' } = useParams();
  return { role: role === 'organization' ? 'organization' : 'individual', slug };
}

/** An ads screen: an organization's sits in its area (members whose role has `ads`); a person's is their own. */
export function AdArea({
  owner,
  size = 'lg',
  children,
}: {
  owner: Owner;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <Container size={size} py="xl">
      {owner.role === 'organization' ? (
        <OrgArea slug={owner.slug} permission="ads">
          {() => children}
        </OrgArea>
      ) : (
        children
      )}
    </Container>
  );
}
