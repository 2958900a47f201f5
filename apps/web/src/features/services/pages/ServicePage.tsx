import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { OwnerArea } from '../../../components/OwnerArea';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { firstFound } from '../../../lib/first-found';
import { useOwner } from '../../../lib/owner';
import { servicesKeys } from '../api/keys';
import { kindOfType, screens } from '../api/paths';
import { fetchService } from '../api/service';
import { updateService } from '../api/update-service';
import { ServiceDetails } from '../components/ServiceDetails';
import { ServiceForm } from '../components/ServiceForm';
import { useServiceSave } from '../components/use-service-save';

/**
 * The owner's page of a service, request or gallery (/individual/{slug}/services/{serviceSlug},
 * /organization/services/{slug}/{serviceSlug}, /organization/service-galleries/{slug}/{gallerySlug}),
 * and its editor with `?edit=1` (the spec names no edit path; one page keeps the links short).
 */
export function ServicePage({ role, gallery }: { role: string; gallery?: string }) {
  const owner = useOwner(role);
  const { serviceSlug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const explicit = params.get('type');
  const editing = params.get('edit') === '1';
  const kind = gallery ? 'service_gallery' : kindOfType(explicit);
  const service = useQuery({
    queryKey: servicesKeys.service(owner, kind, serviceSlug),
    // A link without `?type=` may name a request: slugs are unique across kinds.
    queryFn: () =>
      firstFound([
        () => fetchService(owner, kind, serviceSlug),
        ...(!gallery && !explicit ? [() => fetchService(owner, 'service_request', serviceSlug)] : []),
      ]),
  });
  usePageTitle(service.data ? (editing ? `Edit ${service.data.title}` : service.data.title) : 'Service');
  const realKind = service.data?.kind ?? kind;
  const submit = useServiceSave({
    mode: 'update',
    gallery: realKind === 'service_gallery',
    call: ({ form, onProgress }) => updateService({ owner, kind: realKind, serviceSlug, form, onProgress }),
    invalidate: [servicesKeys.owner(owner)],
    onSaved: () =>
      realKind === 'service_gallery'
        ? navigate(`${screens.list(owner, 'service_gallery')}?type=services`)
        : setParams(explicit ? { type: explicit } : {}, { replace: true }),
  });
  return (
    <OwnerArea owner={owner} permission={gallery ? 'galleries' : 'services'} size={editing ? 'md' : 'lg'}>
      <Stack>
        <Anchor component={Link} to={screens.list(owner, realKind)} size="sm">
          ← {realKind === 'service_gallery' ? 'Service galleries' : 'Services'}
        </Anchor>
        <QueryState query={service}>
          {(s) =>
            editing ? (
              <Stack>
                <Group justify="space-between">
                  <Title order={1}>Edit {s.title}</Title>
                  <Anchor component={Link} to={screens.service(owner, s.kind, s.slug)}>
                    Cancel
                  </Anchor>
                </Group>
                <ServiceForm kind={s.kind} initial={s} submitLabel="Save changes" submit={submit} />
              </Stack>
            ) : (
              <ServiceDetails owner={owner} service={s} />
            )
          }
        </QueryState>
      </Stack>
    </OwnerArea>
  );
}
