import type { OrganizationDetailView } from '@hctl/contracts';
import { Alert, Container, type ContainerProps, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { organizationQuery } from '../lib/api/organization';
import { ApiError } from '../lib/api-client';
import { QueryError, QueryLoading } from './QueryState';
import { usePageTitle } from './usePageTitle';

/** Renders an organization area only for team members whose role has `permission` (spec §6). */
export function OrgArea({
  slug,
  permission,
  children,
}: {
  slug: string;
  permission?: string;
  children: (org: OrganizationDetailView) => ReactNode;
}) {
  const org = useQuery(organizationQuery(slug));
  if (org.isPending) {
    return <QueryLoading />;
  }
  if (org.isError) {
    return (
      <Container size="sm" py="xl">
        {/* The API answers outsiders as it answers a wrong address (404): say both, reveal neither. */}
        {org.error instanceof ApiError && org.error.status === 404 ? (
          <Alert color="red" role="alert" title="Organization not available">
            There is no organization at this address, or you are not on its team. Check the link, or ask the
            organization to invite you.
          </Alert>
        ) : (
          // A failure that may pass (network, server): the message and Try again.
          <QueryError query={org} title="Organization not available" />
        )}
      </Container>
    );
  }
  if (permission && !org.data.permissions?.includes(permission)) {
    return (
      <Container size="sm" py="xl">
        <Alert color="yellow" role="alert" title="No access" data-testid="no-access">
          Your role in {org.data.company_name} does not include this area. Ask the owner for access.
        </Alert>
      </Container>
    );
  }
  return <>{children(org.data)}</>;
}

/** A page of an organization's area: its title (the document's too) over what `children` render. */
export function OrgPage({
  slug,
  permission,
  title,
  size = 'md',
  children,
}: {
  slug: string;
  permission: string;
  title: string;
  size?: ContainerProps['size'];
  children: (org: OrganizationDetailView) => ReactNode;
}) {
  usePageTitle(title);
  return (
    <Container size={size} py="xl">
      <OrgArea slug={slug} permission={permission}>
        {(org) => (
          <Stack>
            <Title order={1}>{title}</Title>
            {children(org)}
          </Stack>
        )}
      </OrgArea>
    </Container>
  );
}
