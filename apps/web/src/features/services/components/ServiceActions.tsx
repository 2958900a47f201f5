import type { ServiceCardView } from '@hctl/contracts';
import { Badge } from '@mantine/core';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { archiveService } from '../api/archive-service';
import { deleteService } from '../api/delete-service';
import { servicesKeys } from '../api/keys';
import type { Owner } from '../api/paths';

type Service = Pick<ServiceCardView, 'kind' | 'slug' | 'title' | 'status' | 'is_draft' | 'is_promoted'>;

/**
 * What the owner can do with a service (its list row and its page): archive it, delete it after a
 * confirmation, and promote it while it is active (a gallery only as a draft).
 */
export function useServiceActions(
  owner: Owner,
  s: Service,
  options: { awaitArchive?: boolean; onDeleted?: () => unknown } = {},
) {
  const invalidate = [servicesKeys.owner(owner)];
  const target = { owner, kind: s.kind, serviceSlug: s.slug };
  const archive = useApiMutation({
    mutationFn: archiveService,
    invalidate,
    awaitInvalidation: options.awaitArchive,
  });
  const destroy = useApiMutation({ mutationFn: deleteService, invalidate, onSuccess: options.onDeleted });
  return {
    invalidate,
    target,
    archive,
    destroy,
    canPromote: s.status === 'active' && (s.kind !== 'service_gallery' || s.is_draft),
    confirmDelete: () =>
      window.confirm(`Delete ${s.title}? Its photos and documents go too.`) && destroy.mutate(target),
  };
}

/** A service's state badges: draft, archived, promoted. */
export function ServiceBadges({ service: s }: { service: Service }) {
  return (
    <>
      {s.is_draft && <Badge color="gray">Draft</Badge>}
      {s.status === 'archived' && <Badge color="gray">Archived</Badge>}
      {s.is_promoted && <Badge color="grape">Promoted</Badge>}
    </>
  );
}
